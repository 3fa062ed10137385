/// The first key that one object of JSON text holds twice, read without parsing it. JavaScript's
/// and Python's parsers keep the last of such keys and Foundation's the first, so a document with
/// one means different things to a site and to the wallet: it is refused before it is read.
/// Keys compare as the strings they decode to (`"a"` and `"\u0061"` are one key).
///
/// ```swift
/// JSONDuplicateKeys.first(in: Array(#"{"a":1,"b":{"c":2,"c":3}}"#.utf8))   // "c"
/// ```
public enum JSONDuplicateKeys {
    /// The first key some object in `bytes` repeats, or nil when none does (or when the text is not
    /// JSON: the parser then says so). Linear in the text's length.
    public static func first(in bytes: [UInt8]) -> String? {
        var scanner = Scanner(bytes: bytes)
        return scanner.firstDuplicate()
    }

    /// What the scanner is inside: an object (its keys so far, and whether a key comes next) or an array.
    private enum Scope {
        case object(keys: Set<String>, expectsKey: Bool)
        case array
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0
        var scopes: [Scope] = []

        mutating func firstDuplicate() -> String? {
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                switch byte {
                case UInt8(ascii: "{"): scopes.append(.object(keys: [], expectsKey: true))
                case UInt8(ascii: "["): scopes.append(.array)
                case UInt8(ascii: "}"), UInt8(ascii: "]"): _ = scopes.popLast()
                case UInt8(ascii: ","):
                    if case .object(let keys, _) = scopes.last {
                        scopes[scopes.count - 1] = .object(keys: keys, expectsKey: true)
                    }
                case UInt8(ascii: "\""):
                    guard let text = string() else { return nil }
                    guard case .object(var keys, true) = scopes.last else { continue }
                    guard keys.insert(text).inserted else { return text }
                    scopes[scopes.count - 1] = .object(keys: keys, expectsKey: false)
                default: break
                }
            }
            return nil
        }

        /// The string whose opening quote was just read, decoded; nil when it never ends or an
        /// escape is not JSON's.
        mutating func string() -> String? {
            var utf8: [UInt8] = []
            var pendingHigh: UInt16?
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if byte == UInt8(ascii: "\"") {
                    if pendingHigh != nil { utf8 += Self.replacement }
                    return String(decoding: utf8, as: UTF8.self)
                }
                guard byte == UInt8(ascii: "\\") else {
                    if pendingHigh != nil { utf8 += Self.replacement }
                    pendingHigh = nil
                    utf8.append(byte)
                    continue
                }
                guard index < bytes.count else { return nil }
                let escape = bytes[index]
                index += 1
                if escape == UInt8(ascii: "u") {
                    guard let unit = hexUnit() else { return nil }
                    if let high = pendingHigh, (0xDC00...0xDFFF).contains(unit) {
                        let value = 0x10000 + (UInt32(high - 0xD800) << 10) + UInt32(unit - 0xDC00)
                        utf8 += Self.utf8(of: Unicode.Scalar(value))
                        pendingHigh = nil
                        continue
                    }
                    if pendingHigh != nil { utf8 += Self.replacement }
                    pendingHigh = nil
                    if (0xD800...0xDBFF).contains(unit) {
                        pendingHigh = unit
                    } else {
                        utf8 += Self.utf8(of: Unicode.Scalar(UInt32(unit)))
                    }
                    continue
                }
                if pendingHigh != nil { utf8 += Self.replacement }
                pendingHigh = nil
                guard let plain = Self.shortEscapes[escape] else { return nil }
                utf8.append(plain)
            }
            return nil
        }

        /// The four hex digits after `\u`, as a UTF-16 code unit.
        mutating func hexUnit() -> UInt16? {
            guard index + 4 <= bytes.count else { return nil }
            var unit: UInt16 = 0
            for byte in bytes[index..<index + 4] {
                guard let digit = Hex.nibble(byte) else { return nil }
                unit = unit << 4 | UInt16(digit)
            }
            index += 4
            return unit
        }

        /// The byte each short escape stands for.
        static let shortEscapes: [UInt8: UInt8] = [
            UInt8(ascii: "\""): UInt8(ascii: "\""), UInt8(ascii: "\\"): UInt8(ascii: "\\"),
            UInt8(ascii: "/"): UInt8(ascii: "/"), UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C,
            UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
        ]

        /// U+FFFD's UTF-8, for a lone surrogate (as a decoder shows it).
        static let replacement: [UInt8] = [0xEF, 0xBF, 0xBD]

        /// `scalar`'s UTF-8, or U+FFFD's.
        static func utf8(of scalar: Unicode.Scalar?) -> [UInt8] {
            guard let scalar else { return replacement }
            return Array(String(Character(scalar)).utf8)
        }
    }
}
