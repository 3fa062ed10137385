/// The byte classes HTTP/1.1's grammar (RFC 9110, RFC 9112) is written in.
enum ASCII {
    static let carriageReturn: UInt8 = 0x0D
    static let lineFeed: UInt8 = 0x0A
    static let space: UInt8 = 0x20
    static let tab: UInt8 = 0x09
    static let colon: UInt8 = 0x3A

    /// `byte` with A-Z turned into a-z; every other byte unchanged.
    static func lowercased(_ byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
    }

    /// 0-9.
    static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

    /// A `tchar`: the characters a method or header name may use.
    static func isTokenCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
        case UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "%"), UInt8(ascii: "&"),
            UInt8(ascii: "'"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."),
            UInt8(ascii: "^"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "|"), UInt8(ascii: "~"):
            true
        default: false
        }
    }

    /// A visible character other than space (`VCHAR`): what a request target may use.
    static func isVisible(_ byte: UInt8) -> Bool { (0x21...0x7E).contains(byte) }

    /// A byte allowed inside a header value: visible characters, space, tab and `obs-text` (0x80-0xFF).
    static func isFieldValueByte(_ byte: UInt8) -> Bool {
        byte == tab || (0x20...0x7E).contains(byte) || byte >= 0x80
    }

    /// Text from bytes read as ISO-8859-1, so every byte maps to exactly one character.
    static func latin1String(_ bytes: some Sequence<UInt8>) -> String {
        var scalars = String.UnicodeScalarView()
        for byte in bytes { scalars.append(Unicode.Scalar(byte)) }
        return String(scalars)
    }
}
