/// Why bytes are not a canonical RLP encoding, or an item is not the value asked for.
public enum RLPError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The input is larger than ``RLP/maximumInputSize``; it had this many bytes.
    case inputTooLarge(Int)
    /// Lists are nested deeper than ``RLP/maximumDepth``.
    case tooDeep
    /// A length runs past the end of the input (or of the list that holds it).
    case truncated
    /// A long-form length where the short form fits, or a length with a leading zero byte.
    case nonCanonicalLength
    /// A single byte below 0x80 written as a one-byte string (it encodes itself).
    case nonCanonicalSingleByte
    /// The item ends before the input does; this many bytes were left.
    case trailingBytes(Int)
    /// An integer with a leading zero byte (zero is the empty string).
    case leadingZeroInInteger
    /// An integer longer than the field allows; it had this many bytes.
    case integerTooLarge(bytes: Int)
    /// A list where a byte string belongs.
    case expectedBytes
    /// A byte string where a list belongs.
    case expectedList

    public var description: String {
        switch self {
        case .inputTooLarge(let count): "RLP input of \(count) bytes is over the \(RLP.maximumInputSize)-byte limit"
        case .tooDeep: "RLP lists nested deeper than \(RLP.maximumDepth)"
        case .truncated: "an RLP length runs past the end of the input"
        case .nonCanonicalLength: "an RLP length is not in its shortest form"
        case .nonCanonicalSingleByte: "an RLP single byte below 0x80 is written as a string"
        case .trailingBytes(let count): "\(count) bytes follow the RLP item"
        case .leadingZeroInInteger: "an RLP integer has a leading zero byte"
        case .integerTooLarge(let count): "an RLP integer of \(count) bytes is too large for its field"
        case .expectedBytes: "an RLP list where a byte string belongs"
        case .expectedList: "an RLP byte string where a list belongs"
        }
    }
}
