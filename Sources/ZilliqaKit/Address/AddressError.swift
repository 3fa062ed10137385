/// Why some text is not a Zilliqa address; each case says what was wrong and how to fix it.
public enum AddressError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A hex address has 40 characters after any `0x`; this one had the given number.
    case wrongLength(Int)
    /// The character at this position (after any `0x`) is not a hex digit.
    case notHex(position: Int)
    /// Mixed-case hex whose capitals are not Zilliqa's checksum (a typo, or Ethereum's EIP-55).
    case checksumMismatch
    /// A bech32 address with a prefix other than `zil`.
    case bech32WrongPrefix(found: String)
    /// The bech32 text itself is malformed.
    case bech32(Bech32Error)

    public var description: String {
        switch self {
        case .wrongLength(let count):
            "wrong length \(count) of 40: a Zilliqa address is 40 hex characters (optionally after 0x) or a zil1… bech32 address"
        case .notHex(let position):
            AddressHex.notHexDescription(position: position)
        case .checksumMismatch:
            "checksum does not match: the upper and lower case letters are not Zilliqa's checksum; copy the address again, or check for a typo (an Ethereum-checksummed address is not accepted)"
        case .bech32WrongPrefix(let found):
            "wrong prefix \"\(found)\": a Zilliqa bech32 address starts with zil1"
        case .bech32(let error):
            error.description
        }
    }
}
