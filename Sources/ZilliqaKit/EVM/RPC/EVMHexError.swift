/// Why a hex string of the `eth_` API is not the quantity or data it should be (see ``EVMHex``).
public enum EVMHexError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text does not start with `0x`.
    case missingPrefix
    /// A quantity with no digits: `"0x"` alone is no number (zero is `"0x0"`).
    case emptyQuantity
    /// A quantity with a leading zero, e.g. `"0x01"`; only zero itself starts with 0.
    case leadingZero
    /// The character at this position (counted from 0 after `0x`) is not 0-9, a-f or A-F.
    case notHex(position: Int)
    /// The number does not fit `bits` bits.
    case overflow(bits: Int)
    /// Data has two digits a byte; this text has an odd number of digits.
    case oddLength(Int)
    /// A value of fixed size (a 32-byte hash: 64 digits) has `found` digits.
    case wrongLength(expectedDigits: Int, found: Int)
    /// More than `maximumBytes` bytes.
    case tooLong(maximumBytes: Int)

    public var description: String {
        switch self {
        case .missingPrefix:
            "it does not start with 0x"
        case .emptyQuantity:
            "it is 0x with no digits, which is no number (zero is written 0x0)"
        case .leadingZero:
            "it has a leading zero, which a hex quantity never has (0x0, 0x5208)"
        case .notHex(let position):
            "the character at position \(position) after 0x is not a hex digit"
        case .overflow(let bits):
            "the number is too large for \(bits) bits"
        case .oddLength(let count):
            "it has an odd number of hex digits (\(count)), and bytes take two each"
        case .wrongLength(let expected, let found):
            "it has \(found) hex digits after 0x instead of \(expected)"
        case .tooLong(let maximumBytes):
            "it is longer than \(ByteCount.words(maximumBytes))"
        }
    }
}
