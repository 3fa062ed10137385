/// The `name=value` pairs of a control request's query, percent-decoded; each name at most once.
///
/// ```swift
/// let query = try ControlQuery("t=s3cret&sender=zil1abc")
/// query["sender"]   // "zil1abc"
/// ```
struct ControlQuery: Sendable {
    private var values: [String: String] = [:]

    /// Reads `query` (the text after `?`; nil for none).
    /// - Throws: ``ControlError`` 400 for a name given twice or a broken `%` escape.
    init(_ query: String?) throws(ControlError) {
        guard let query, !query.isEmpty else { return }
        for pair in query.split(separator: "&", omittingEmptySubsequences: true) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = try Self.decode(parts[0])
            let value = try parts.count > 1 ? Self.decode(parts[1]) : ""
            guard values[name] == nil else { throw .badRequest("?\(name)= is given twice: give it once") }
            values[name] = value
        }
    }

    subscript(name: String) -> String? { values[name] }

    /// Refuses names other than `allowed` (a misspelt filter must not silently match everything).
    func allowOnly(_ allowed: Set<String>, route: String) throws(ControlError) {
        let unexpected = Set(values.keys).subtracting(allowed)
        guard unexpected.isEmpty else {
            let others = allowed.subtracting(["t"]).sorted()
            let takes =
                others.isEmpty ? "takes no query besides ?t=" : "takes ?" + others.joined(separator: "=, ?") + "="
            throw .badRequest(
                "unexpected ?" + unexpected.sorted().joined(separator: "=, ?") + "=: \(route) \(takes)")
        }
    }

    /// `%XX` escapes turned into bytes, read as UTF-8.
    private static func decode(_ text: Substring) throws(ControlError) -> String {
        var bytes: [UInt8] = []
        var utf8 = text.utf8[...]
        while let byte = utf8.popFirst() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard utf8.count >= 2, let high = hexDigit(utf8.removeFirst()), let low = hexDigit(utf8.removeFirst())
            else { throw .badRequest("a % in the query must be followed by two hex digits (%2B for +)") }
            bytes.append(high << 4 | low)
        }
        guard let decoded = String(validating: bytes, as: UTF8.self) else {
            throw .badRequest("the query is not UTF-8 once its % escapes are decoded")
        }
        return decoded
    }

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
