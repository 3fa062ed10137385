import Foundation

/// Any JSON value, kept as it was written so that the devnet can check a request's exact
/// shape (which keys, which types) before it decodes anything.
///
/// ```swift
/// let value = try JSONValue(parsing: Array(#"{"id":"1","params":[""]}"#.utf8))
/// value["id"]            // .string("1")
/// value.encodedBytes()   // compact JSON, keys sorted
/// ```
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    /// A number without a fraction or exponent that fits 64 bits, signed.
    case integer(Int64)
    /// A whole number above `Int64.max` that fits 64 bits unsigned.
    case unsignedInteger(UInt64)
    /// Any other number.
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Parses JSON text; any top-level value is accepted.
    /// - Throws: `DecodingError` when the bytes are not JSON.
    public init(parsing bytes: [UInt8]) throws {
        self = try JSONDecoder().decode(JSONValue.self, from: Data(bytes))
    }

    /// Compact JSON with sorted keys (so answers are byte-for-byte reproducible).
    public func encodedBytes() -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding a JSONValue cannot fail: every case maps to a JSON value, and the only
        // unencodable doubles (NaN, infinity) never come out of the parser or the devnet.
        return (try? Array(encoder.encode(self))) ?? Array("null".utf8)
    }

    /// A whole number as the parser would read it back: `.integer` when it fits, else `.unsignedInteger`.
    public static func number(_ value: UInt64) -> JSONValue {
        value <= UInt64(Int64.max) ? .integer(Int64(value)) : .unsignedInteger(value)
    }

    /// The member `key` of an object; nil for a missing key or a value that is not an object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members[key]
    }

    /// The string, when this is a string.
    public var stringValue: String? {
        guard case .string(let text) = self else { return nil }
        return text
    }

    /// The members, when this is an object.
    public var objectValue: [String: JSONValue]? {
        guard case .object(let members) = self else { return nil }
        return members
    }

    /// The elements, when this is an array.
    public var arrayValue: [JSONValue]? {
        guard case .array(let elements) = self else { return nil }
        return elements
    }

    /// True for a JSON number without a fraction (what the node calls "integral").
    public var isIntegral: Bool {
        switch self {
        case .integer, .unsignedInteger: true
        case .double(let value): value.rounded() == value && value.isFinite
        default: false
        }
    }
}

extension JSONValue: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int64.self) {
            self = .integer(value)
        } else if let value = try? container.decode(UInt64.self) {
            self = .unsignedInteger(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .unsignedInteger(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int64) { self = .integer(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    public init(nilLiteral: ()) { self = .null }
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
