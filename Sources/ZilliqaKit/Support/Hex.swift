/// Hexadecimal text to bytes and back, as every Zilliqa wire format writes it.
///
/// ```swift
/// let bytes = try Hex.decode("0x0a1B")   // [0x0a, 0x1b]
/// Hex.encode(bytes)                      // "0a1b"
/// ```
public enum Hex {
    /// Lowercase (or uppercase) hex of `bytes`, two characters a byte, no `0x`.
    public static func encode(_ bytes: some Sequence<UInt8>, uppercase: Bool = false) -> String {
        let digits: [UInt8] = Array((uppercase ? "0123456789ABCDEF" : "0123456789abcdef").utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.underestimatedCount * 2)
        for byte in bytes {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The bytes of `text`: an even number of hex digits in any case, with an optional `0x`.
    public static func decode(_ text: some StringProtocol) throws(HexError) -> [UInt8] {
        let utf8 = Array(stripPrefix(text).utf8)
        guard utf8.count.isMultiple(of: 2) else { throw .oddLength(utf8.count) }
        var out = [UInt8]()
        out.reserveCapacity(utf8.count / 2)
        var index = 0
        while index < utf8.count {
            guard let high = nibble(utf8[index]) else { throw .notHex(position: index) }
            guard let low = nibble(utf8[index + 1]) else { throw .notHex(position: index + 1) }
            out.append(high << 4 | low)
            index += 2
        }
        return out
    }

    /// `text` without a leading `0x` or `0X`.
    public static func stripPrefix<S: StringProtocol>(_ text: S) -> Substring {
        let sub = Substring(text)
        if sub.hasPrefix("0x") || sub.hasPrefix("0X") { return sub.dropFirst(2) }
        return sub
    }

    /// The value of one ASCII hex digit, or nil.
    static func nibble(_ char: UInt8) -> UInt8? {
        switch char {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): char - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): char - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): char - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

/// Why a piece of text is not hex.
public enum HexError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Hex needs two digits a byte; this text has an odd number of them.
    case oddLength(Int)
    /// The character at this zero-based position (after any `0x`) is not 0-9, a-f or A-F.
    case notHex(position: Int)

    public var description: String {
        switch self {
        case .oddLength(let count): "hex must have an even number of digits, found \(count)"
        case .notHex(let position): "not a hex digit at position \(position)"
        }
    }
}
