/// Why call data could not be written, or why a contract's answer, revert data or log is not
/// what the ABI says it must be; each case says what was wrong in plain words.
public enum ABIError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The arguments' types are not the function's parameter types.
    case argumentsMismatch(signature: String, given: [ABIType])
    /// The data has `found` bytes and the value read needs at least `needed`.
    case tooShort(needed: Int, found: Int)
    /// A bool word that is neither 0 nor 1.
    case notABool
    /// An address word whose first 12 bytes are not zero (or a topic that is not 32 bytes).
    case notAnAddress
    /// A dynamic value's offset points past the `size` bytes of the data.
    case offsetOutOfBounds(offset: UInt256, size: Int)
    /// A dynamic value's length is more than the `available` bytes after it.
    case lengthOutOfBounds(length: UInt256, available: Int)
    /// A string or bytes of `length` bytes where at most `maximumBytes` are accepted.
    case tooLong(length: Int, maximumBytes: Int)
    /// An array of `count` entries where at most `maximum` are accepted.
    case tooManyEntries(count: UInt256, maximum: Int)
    /// A commission rate with a zero denominator, or a numerator above it (more than 100 %).
    case commissionOutOfRange(numerator: UInt256, denominator: UInt256)
    /// Text whose bytes are not UTF-8.
    case notUTF8
    /// A log with `found` topics where the event has `expected`.
    case wrongTopicCount(expected: Int, found: Int)
    /// A log whose first topic is not the event's (a different event, or no event this reader knows).
    case notTheEvent
    /// A log whose data has `found` bytes where the event writes `expected`.
    case wrongDataLength(expected: Int, found: Int)
    /// A number a `uint112` must hold (a pair's reserve) past 112 bits.
    case notUint112

    public var description: String {
        switch self {
        case .argumentsMismatch(let signature, let given):
            "\(signature) takes other arguments than (\(given.map(\.rawValue).joined(separator: ","))):"
                + " pass one value of each parameter's type, in order"
        case .tooShort(let needed, let found):
            "the contract's answer has \(found) bytes where at least \(needed) were needed:"
                + " it is not the value asked for (is it the right contract and function?)"
        case .notABool:
            "the contract answered a true/false value that is neither 0 nor 1, which the ABI does not allow"
        case .notAnAddress:
            "the contract answered an address that is not 20 bytes after 12 zero bytes, which the ABI does not allow"
        case .offsetOutOfBounds(let offset, let size):
            "the contract's answer points at byte \(ABIError.shortened(offset)) of a \(size)-byte answer:"
                + " it is malformed"
        case .lengthOutOfBounds(let length, let available):
            "the contract's answer claims \(ABIError.shortened(length)) bytes where only \(available) follow:"
                + " it is malformed"
        case .tooLong(let length, let maximumBytes):
            "the contract answered \(length) bytes of text or data, more than the \(maximumBytes) accepted"
        case .tooManyEntries(let count, let maximum):
            "the contract answered a list of \(ABIError.shortened(count)) entries, more than the \(maximum) accepted"
        case .commissionOutOfRange(let numerator, let denominator):
            "the pool answered a commission of \(ABIError.shortened(numerator))/\(ABIError.shortened(denominator)),"
                + " which is not a rate between 0 and 100 %"
        case .notUTF8:
            "the contract answered text that is not UTF-8"
        case .wrongTopicCount(let expected, let found):
            "the log has \(found) topics where the event has \(expected): it is another event of the same name"
                + " (an ERC-721 Transfer has 4)"
        case .notTheEvent:
            "the log is not the event asked for: its first topic is another event's"
        case .wrongDataLength(let expected, let found):
            "the log's data has \(found) bytes where the event writes \(expected)"
        case .notUint112:
            "the contract answered a reserve past 112 bits, which a pair cannot hold: it is not a pair"
        }
    }

    /// A number from a hostile answer, cut to 40 characters.
    private static func shortened(_ number: UInt256) -> String {
        AmountError.shortened(number.description)
    }
}
