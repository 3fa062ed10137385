/// The header fields of a request or response, in the order they were sent, looked up by name
/// without regard to case (`content-length` finds `Content-Length`).
///
/// ```swift
/// var headers: HTTPHeaders = ["Content-Type": "application/json"]
/// headers["content-type"]                  // "application/json"
/// headers.add("a=1", for: "Set-Cookie")    // a name may appear more than once
/// headers.set("text/plain", for: "CONTENT-TYPE")
/// ```
public struct HTTPHeaders: Sendable, Hashable, Sequence, ExpressibleByDictionaryLiteral {
    /// One `name: value` line.
    public struct Field: Sendable, Hashable {
        /// The field name as it was written (compare it with `HTTPHeaders.namesMatch`).
        public var name: String
        /// The field value without surrounding spaces or tabs.
        public var value: String

        /// A field called `name` holding `value`.
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// Every field in order, repeated names included.
    public private(set) var fields: [Field]

    /// Headers holding `fields` in this order.
    public init(_ fields: [Field] = []) { self.fields = fields }

    /// Headers from a literal such as `["Content-Type": "text/plain"]`, in the order written.
    public init(dictionaryLiteral elements: (String, String)...) {
        fields = elements.map { Field(name: $0.0, value: $0.1) }
    }

    /// The number of fields, repeated names counted each time.
    public var count: Int { fields.count }

    /// Whether there are no fields at all.
    public var isEmpty: Bool { fields.isEmpty }

    /// The value of the first field called `name` (any case), or `nil` when there is none.
    public subscript(name: String) -> String? {
        fields.first { Self.namesMatch($0.name, name) }?.value
    }

    /// The values of every field called `name` (any case), in order.
    public func values(for name: String) -> [String] {
        fields.filter { Self.namesMatch($0.name, name) }.map(\.value)
    }

    /// Whether a field called `name` (any case) is present.
    public func contains(_ name: String) -> Bool {
        fields.contains { Self.namesMatch($0.name, name) }
    }

    /// Appends a field, keeping any others with the same name.
    public mutating func add(_ value: String, for name: String) {
        fields.append(Field(name: name, value: value))
    }

    /// Replaces every field called `name` (any case) with one field holding `value`.
    public mutating func set(_ value: String, for name: String) {
        remove(name)
        add(value, for: name)
    }

    /// Removes every field called `name` (any case).
    public mutating func remove(_ name: String) {
        fields.removeAll { Self.namesMatch($0.name, name) }
    }

    /// Whether the comma-separated tokens of the fields called `name` include `token`, both
    /// compared without regard to ASCII case (`Connection: Keep-Alive, Upgrade` has `keep-alive`).
    public func hasToken(_ token: String, in name: String) -> Bool {
        values(for: name).contains { value in
            value.split(separator: ",").contains { Self.namesMatch(trimmed($0), token) }
        }
    }

    public func makeIterator() -> IndexingIterator<[Field]> { fields.makeIterator() }

    /// Whether two field names are equal ignoring ASCII case, as HTTP compares them.
    public static func namesMatch(_ lhs: some StringProtocol, _ rhs: some StringProtocol) -> Bool {
        let left = lhs.utf8
        let right = rhs.utf8
        guard left.count == right.count else { return false }
        return zip(left, right).allSatisfy { ASCII.lowercased($0) == ASCII.lowercased($1) }
    }
}

/// `text` without leading or trailing spaces and tabs.
private func trimmed(_ text: Substring) -> Substring {
    var slice = text
    while let first = slice.first, first == " " || first == "\t" { slice.removeFirst() }
    while let last = slice.last, last == " " || last == "\t" { slice.removeLast() }
    return slice
}
