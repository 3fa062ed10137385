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

    /// Compact JSON with sorted keys (so answers are byte-for-byte reproducible): the bytes
    /// `JSONEncoder` writes with `.sortedKeys` and `.withoutEscapingSlashes`, written directly
    /// (the generic encoder is most of the time a thousand-call batch takes to answer). Keys sort
    /// by their UTF-8 bytes, as `JSONEncoder` sorts them; doubles are left to `JSONEncoder`.
    public func encodedBytes() -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(256)
        write(into: &bytes)
        return bytes
    }

    private func write(into bytes: inout [UInt8]) {
        switch self {
        case .null: bytes += "null".utf8
        case .bool(let value): bytes += (value ? "true" : "false").utf8
        case .integer(let value): bytes += String(value).utf8
        case .unsignedInteger(let value): bytes += String(value).utf8
        case .double(let value): bytes += Self.encodedDouble(value)
        case .string(let value): Self.writeString(value, into: &bytes)
        case .array(let elements):
            bytes.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                element.write(into: &bytes)
            }
            bytes.append(UInt8(ascii: "]"))
        case .object(let members):
            bytes.append(UInt8(ascii: "{"))
            let sorted = members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            for (index, member) in sorted.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                Self.writeString(member.key, into: &bytes)
                bytes.append(UInt8(ascii: ":"))
                member.value.write(into: &bytes)
            }
            bytes.append(UInt8(ascii: "}"))
        }
    }

    /// `text` in quotes, escaped as `JSONEncoder` escapes it: `"` and `\\`, the short escapes of
    /// backspace, form feed, line feed, carriage return and tab, `\u00XX` for the other control
    /// characters, and everything else (slashes included) as its UTF-8 bytes.
    private static func writeString(_ text: String, into bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes += #"\""#.utf8
            case UInt8(ascii: "\\"): bytes += #"\\"#.utf8
            case 0x08: bytes += #"\b"#.utf8
            case 0x0C: bytes += #"\f"#.utf8
            case 0x0A: bytes += #"\n"#.utf8
            case 0x0D: bytes += #"\r"#.utf8
            case 0x09: bytes += #"\t"#.utf8
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes += #"\u00"#.utf8
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0x0F)])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// A double as `JSONEncoder` writes it (`1`, `0.5`, `1e-07`); `null` for the NaN and infinities
    /// JSON cannot hold, which never come out of the parser or the devnet.
    private static func encodedDouble(_ value: Double) -> [UInt8] {
        (try? Array(JSONEncoder.zhip().encode(value))) ?? Array("null".utf8)
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
    /// Tries the kinds of value in the order JSON-RPC bodies hold them most (text, objects,
    /// arrays, then the scalars), because every kind tried in vain costs a thrown
    /// `DecodingError`: in a batch of a thousand calls that order is most of the parsing time.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([String: JSONValue].self) {
            self = .object(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int64.self) {
            self = .integer(value)
        } else if let value = try? container.decode(UInt64.self) {
            self = .unsignedInteger(value)
        } else {
            self = .double(try container.decode(Double.self))
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
