/// What is wrong with one field of an `eth_` answer (see ``EVMServiceError/malformedAnswer(method:field:problem:)``).
public enum EVMAnswerProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// The field is missing (or null where a value is required).
    case missing
    /// The field is not a JSON string, which every `eth_` quantity, hash and address is.
    case notString
    /// The field is not a JSON boolean (`true` or `false`) where one belongs (a search page's flags).
    case notBool
    /// The result is not a JSON object where one belongs (a receipt, a transaction).
    case notObject
    /// The field is not a JSON array where one belongs (logs, topics).
    case notArray
    /// The array has more elements than any real answer (`limit`).
    case tooMany(Int)
    /// The text is not the hex the field needs.
    case hex(EVMHexError)
    /// The text is not an EVM address.
    case address(EVMAddressError)
    /// A receipt's `status` is neither `0x1` nor `0x0`.
    case notAStatus
    /// A transaction has a block hash without a block number, or the other way round.
    case blockFieldsDisagree

    public var description: String {
        switch self {
        case .missing: "it is missing"
        case .notString: "it is not text in quotes"
        case .notBool: "it is not true or false"
        case .notObject: "it is not a JSON object"
        case .notArray: "it is not a JSON array"
        case .tooMany(let limit): "it has more than \(limit) elements"
        case .hex(let problem): problem.description
        case .address(let problem): problem.description
        case .notAStatus: "it is neither 0x1 (success) nor 0x0 (failure)"
        case .blockFieldsDisagree: "blockHash and blockNumber are not both set or both null"
        }
    }
}
