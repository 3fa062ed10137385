/// Why an answer of ZilNames' UniversalResolver cannot be read: too large, not what the ABI says, or
/// a reverse record that is no `.zil` name this wallet takes. Each case says what was wrong.
public enum ZilNamesAnswerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The answer has `bytes` bytes, more than ``ZilNames/maximumAnswerBytes``.
    case tooLarge(bytes: Int)
    /// The answer does not decode as `(bytes result, address resolver)`, or its result as the inner answer.
    case malformed(ABIError)
    /// The inner answer has `bytes` bytes where `expected` were due (an address is one word).
    case wrongResultLength(bytes: Int, expected: Int)
    /// The reverse record is text that is not a `.zil` name ``ZilName`` takes.
    case notAZilName(ZilNameError)

    public var description: String {
        switch self {
        case .tooLarge(let bytes):
            "the name service answered \(bytes) bytes, more than the \(ZilNames.maximumAnswerBytes) a name's"
                + " answer can have: is the resolver address right?"
        case .malformed(let error): "the name service's answer is malformed: \(error)"
        case .wrongResultLength(let bytes, let expected):
            "the name service's resolver answered \(bytes) bytes where \(expected) were due: is the resolver"
                + " address right?"
        case .notAZilName(let error): "the address's primary name is not a .zil name this wallet reads: \(error)"
        }
    }
}
