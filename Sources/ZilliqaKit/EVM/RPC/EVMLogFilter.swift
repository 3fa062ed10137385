/// What `eth_getLogs` looks for: the logs of one contract (or any), whose topics match position
/// by position (nil matches any topic), in the blocks from ``fromBlock`` to ``toBlock``.
///
/// Zilliqa 2.0's public API nodes answer ranges whose ends are at most 50 apart
/// (``EVMServiceError/logRangeTooLarge(from:to:cap:)`` otherwise; `docs/zq2-eth-calls.md`).
/// ```swift
/// let transfersTo = EVMLogFilter(
///     address: token, topics: [transferTopic, nil, recipientTopic], from: .number(100), to: .number(150))
/// let logs = try await service.logs(transfersTo)
/// ```
public struct EVMLogFilter: Sendable, Hashable {
    /// The contract whose logs are wanted; nil for every contract.
    public let address: EVMAddress?
    /// Nil at a position matches any topic there. A log has at most ``EVMLog/maximumTopics``;
    /// the node refuses a filter with more positions (``EVMServiceError/invalidParams(method:)``).
    public let topics: [EVMTopic?]
    public let fromBlock: EVMBlockTag
    public let toBlock: EVMBlockTag

    public init(address: EVMAddress?, topics: [EVMTopic?] = [], from fromBlock: EVMBlockTag, to toBlock: EVMBlockTag) {
        self.address = address
        self.topics = topics
        self.fromBlock = fromBlock
        self.toBlock = toBlock
    }
}
