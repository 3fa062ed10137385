/// BIP-173 bech32 (constant 1, not bech32m) with 8-to-5-bit payload conversion and no
/// witness version, as Zilliqa uses it for `zil1…` addresses.
enum Bech32 {
    private static let alphabet = Array("qpzry9x8gf2tvdw0s3jn54khce6mua7l".utf8)
    private static let generator: [UInt32] = [0x3b6a_57b2, 0x2650_8e6d, 0x1ea1_19fa, 0x3d42_33dd, 0x2a14_62b3]

    /// `hrp` + `1` + the data and a 6-character checksum, in lowercase.
    static func encode(humanReadablePart hrp: String, payload: [UInt8]) -> String {
        encode(humanReadablePart: hrp, words: convertBits(payload, from: 8, to: 5, pad: true) ?? [])
    }

    /// `hrp` + `1` + the given 5-bit words and their checksum.
    static func encode(humanReadablePart hrp: String, words data: [UInt8]) -> String {
        let checksum = makeChecksum(hrp: Array(hrp.utf8), data: data)
        let chars = (data + checksum).map { alphabet[Int($0)] }
        return hrp + "1" + String(decoding: chars, as: UTF8.self)
    }

    /// The human-readable part and the 5-bit data words of `text`, checksum removed.
    static func decode(_ text: some StringProtocol) throws(Bech32Error) -> (humanReadablePart: String, words: [UInt8]) {
        let utf8 = Array(text.utf8)
        guard utf8.count <= 90 else { throw .tooLong(utf8.count) }
        let hasLower = utf8.contains { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) }
        let hasUpper = utf8.contains { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }
        guard !(hasLower && hasUpper) else { throw .mixedCase }
        let lowered = utf8.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) ? $0 + 32 : $0 }
        guard let separator = lowered.lastIndex(of: UInt8(ascii: "1")), separator >= 1 else { throw .missingSeparator }
        guard lowered.count - separator - 1 >= 6 else { throw .tooShort }
        let hrp = Array(lowered[..<separator])
        for (index, char) in hrp.enumerated() where char < 33 || char > 126 {
            throw .invalidCharacter(position: index)
        }
        var data: [UInt8] = []
        for (offset, char) in lowered[(separator + 1)...].enumerated() {
            guard let value = alphabet.firstIndex(of: char) else {
                throw .invalidCharacter(position: separator + 1 + offset)
            }
            data.append(UInt8(value))
        }
        guard polymod(expand(hrp) + data) == 1 else { throw .checksumInvalid }
        return (String(decoding: hrp, as: UTF8.self), Array(data.dropLast(6)))
    }

    /// The 8-bit payload carried by 5-bit `words`.
    static func payload(of words: [UInt8]) throws(Bech32Error) -> [UInt8] {
        guard let payload = convertBits(words, from: 5, to: 8, pad: false) else { throw .invalidPadding }
        return payload
    }

    private static func polymod(_ values: [UInt8]) -> UInt32 {
        var checksum: UInt32 = 1
        for value in values {
            let top = checksum >> 25
            checksum = (checksum & 0x1ff_ffff) << 5 ^ UInt32(value)
            for index in 0..<5 where (top >> index) & 1 == 1 { checksum ^= generator[index] }
        }
        return checksum
    }

    private static func expand(_ hrp: [UInt8]) -> [UInt8] {
        hrp.map { $0 >> 5 } + [0] + hrp.map { $0 & 31 }
    }

    private static func makeChecksum(hrp: [UInt8], data: [UInt8]) -> [UInt8] {
        let mod = polymod(expand(hrp) + data + [0, 0, 0, 0, 0, 0]) ^ 1
        return (0..<6).map { UInt8((mod >> (5 * (5 - $0))) & 31) }
    }

    /// Regroups bits; nil when, without padding, leftover bits are too many or not zero.
    static func convertBits(_ data: [UInt8], from: Int, to: Int, pad: Bool) -> [UInt8]? {
        var accumulator = 0
        var bits = 0
        var out: [UInt8] = []
        let maxValue = (1 << to) - 1
        for value in data {
            accumulator = (accumulator << from) | Int(value)
            bits += from
            while bits >= to {
                bits -= to
                out.append(UInt8((accumulator >> bits) & maxValue))
            }
        }
        if pad {
            if bits > 0 { out.append(UInt8((accumulator << (to - bits)) & maxValue)) }
        } else if bits >= from || (accumulator << (to - bits)) & maxValue != 0 {
            return nil
        }
        return out
    }
}

/// Why text is not valid bech32.
public enum Bech32Error: Error, Equatable, Sendable, CustomStringConvertible {
    /// Upper and lower case letters together; bech32 is all one case.
    case mixedCase
    /// The checksum (the last 6 characters) does not match: a typo, or a truncated copy.
    case checksumInvalid
    /// No `1` between the prefix and the data.
    case missingSeparator
    /// Fewer than the 6 checksum characters after the `1`.
    case tooShort
    /// Longer than bech32's 90 characters.
    case tooLong(Int)
    /// A character outside bech32's alphabet at this position.
    case invalidCharacter(position: Int)
    /// The data's leftover bits are not zero padding.
    case invalidPadding
    /// The data does not decode to 20 bytes.
    case wrongDataLength(Int)

    public var description: String {
        switch self {
        case .mixedCase: "mixed case: a bech32 address is all lowercase (or all uppercase)"
        case .checksumInvalid: "bech32 checksum invalid: the address has a typo or is incomplete; copy it again"
        case .missingSeparator: "not a bech32 address: no \"1\" after the prefix"
        case .tooShort: "not a bech32 address: too short to hold a checksum"
        case .tooLong(let count): "not a bech32 address: \(count) characters, at most 90"
        case .invalidCharacter(let position): "not a bech32 address: invalid character at position \(position)"
        case .invalidPadding: "not a bech32 address: non-zero padding bits"
        case .wrongDataLength(let count):
            "a bech32 address holds 20 bytes, this one holds \(count) byte\(count == 1 ? "" : "s")"
        }
    }
}
