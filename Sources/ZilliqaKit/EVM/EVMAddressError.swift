/// Why some text is not an EVM address; each case says what was wrong and how to fix it.
public enum EVMAddressError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text does not start with `0x`.
    case missingPrefix
    /// An EVM address has 40 hex characters after `0x`; this one had the given number.
    case wrongLength(Int)
    /// The character at this position (after `0x`) is not a hex digit.
    case notHex(position: Int)
    /// Mixed-case hex whose capitals are not EIP-55's checksum (a typo, or a Zilliqa-checksummed address).
    case checksumMismatch

    public var description: String {
        switch self {
        case .missingPrefix:
            "an EVM address starts with 0x, then 40 hex characters"
        case .wrongLength(let count):
            "wrong length \(count) of 40: an EVM address is 0x and 40 hex characters"
        case .notHex(let position):
            AddressHex.notHexDescription(position: position)
        case .checksumMismatch:
            "checksum does not match: the upper and lower case letters are not EIP-55's checksum; copy the"
                + " address again, or check for a typo"
        }
    }
}
