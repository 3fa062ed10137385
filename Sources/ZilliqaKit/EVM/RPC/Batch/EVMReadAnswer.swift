/// The node's answer to one ``EVMRead`` of a batch, read into its type, or the error that read
/// alone would have thrown (a revert, a refusal, a malformed value): one answer never spoils another.
///
/// ```swift
/// let answers = try await service.read([.balance(sender), .call(request, .latest)])
/// let balance = try answers[0].wei()
/// let output = try answers[1].data()          // throws EVMServiceError.executionReverted for a revert
/// ```
public struct EVMReadAnswer: Sendable {
    /// What an answer holds, by the kind of read.
    public enum Value: Sendable {
        case quantity(UInt128)
        case data([UInt8])
        case hasCode(Bool)
        case transaction(EVMTransactionDetails?)
        case receipt(EVMTransactionReceipt?)
        case block(EVMBlockHeader?)
    }

    /// The read answered.
    public let read: EVMRead
    /// Its value, or why there is none.
    public let outcome: Result<Value, any Error>

    public init(read: EVMRead, outcome: Result<Value, any Error>) {
        self.read = read
        self.outcome = outcome
    }

    /// A quantity (a chain id, a block number, a price, a balance, a count, an estimate) as `T`.
    /// - Throws: the read's own error; ``EVMServiceError/malformedAnswer(method:field:problem:)``
    ///   for another kind of answer or a quantity past `T`.
    public func quantity<T: FixedWidthInteger & UnsignedInteger>(as type: T.Type = UInt64.self) throws -> T {
        guard case .quantity(let value) = try outcome.get() else { throw malformed(.notString) }
        guard let fitted = T(exactly: value) else { throw malformed(.hex(.overflow(bits: T.bitWidth))) }
        return fitted
    }

    /// A balance or a price in wei.
    public func wei() throws -> Wei { Wei(wei: try quantity(as: UInt128.self)) }

    /// An `eth_call`'s output.
    public func data() throws -> [UInt8] {
        guard case .data(let bytes) = try outcome.get() else { throw malformed(.notString) }
        return bytes
    }

    /// Whether the account holds code.
    public func hasCode() throws -> Bool {
        guard case .hasCode(let hasCode) = try outcome.get() else { throw malformed(.notString) }
        return hasCode
    }

    /// The transaction, nil when the node does not have it.
    public func transaction() throws -> EVMTransactionDetails? {
        guard case .transaction(let details) = try outcome.get() else { throw malformed(.notString) }
        return details
    }

    /// The receipt, nil while there is none.
    public func receipt() throws -> EVMTransactionReceipt? {
        guard case .receipt(let receipt) = try outcome.get() else { throw malformed(.notString) }
        return receipt
    }

    /// The block, nil when the node has none of that number.
    public func block() throws -> EVMBlockHeader? {
        guard case .block(let header) = try outcome.get() else { throw malformed(.notObject) }
        return header
    }

    private func malformed(_ problem: EVMAnswerProblem) -> EVMServiceError {
        .malformedAnswer(method: read.call.method, field: "result", problem: problem)
    }
}

extension EVMReadAnswer {
    /// An `eth_call`'s output or its error, as the reads of many calls take it.
    public var dataOutcome: Result<[UInt8], any Error> { Result { try data() } }
}
