/// One log an EVM transaction emitted, from `eth_getLogs` or a receipt's `logs`: an ERC-20
/// `Transfer` is one, its topics the event's hash, the sender and the recipient, its data the amount.
///
/// ```swift
/// for log in receipt.logs where log.address == token && log.topics.first == transferTopic {
///     log.data        // the amount, 32 bytes, for the ABI layer to read
/// }
/// ```
public struct EVMLog: Sendable, Hashable {
    /// The contract that emitted it.
    public let address: EVMAddress
    /// At most ``maximumTopics`` topics, each 32 bytes.
    public let topics: [EVMTopic]
    /// The log's data, at most ``EVMAnswer/maximumCallBytes``.
    public let data: [UInt8]
    public let blockNumber: UInt64
    public let blockHash: EVMHash
    public let transactionHash: EVMHash
    /// The transaction's position in its block.
    public let transactionIndex: UInt64
    /// The log's position: in a receipt, among the block's logs; in `eth_getLogs`, Zilliqa 2.0
    /// v0.21.8 counts among the transaction's logs (`docs/zq2-eth-calls.md`).
    public let logIndex: UInt64

    /// The most topics a log has: LOG0 to LOG4.
    public static let maximumTopics = 4

    public init(
        address: EVMAddress, topics: [EVMTopic], data: [UInt8], blockNumber: UInt64, blockHash: EVMHash,
        transactionHash: EVMHash, transactionIndex: UInt64, logIndex: UInt64
    ) {
        self.address = address
        self.topics = topics
        self.data = data
        self.blockNumber = blockNumber
        self.blockHash = blockHash
        self.transactionHash = transactionHash
        self.transactionIndex = transactionIndex
        self.logIndex = logIndex
    }

    /// Reads one log object; `field` names where it sits (`"logs[3]"`, `"result[0]"`) in errors.
    init(_ value: JSONValue, method: String, field: String) throws(EVMServiceError) {
        let fields = try EVMAnswerFields(value, method: method, field: field)
        let topicValues = try fields.array("topics", maximumCount: Self.maximumTopics)
        var topics: [EVMTopic] = []
        for (index, topic) in topicValues.enumerated() {
            let name = "\(field).topics[\(index)]"
            guard let text = topic.stringValue else {
                throw .malformedAnswer(method: method, field: name, problem: .notString)
            }
            topics.append(
                try EVMAnswer.parse(text, method: method, field: name) { text throws(EVMHexError) in
                    try EVMTopic(text)
                })
        }
        self.init(
            address: try fields.address("address"), topics: topics,
            data: try fields.data("data", maximumBytes: EVMAnswer.maximumCallBytes),
            blockNumber: try fields.quantity("blockNumber"), blockHash: try fields.hash("blockHash"),
            transactionHash: try fields.hash("transactionHash"),
            transactionIndex: try fields.quantity("transactionIndex"), logIndex: try fields.quantity("logIndex"))
    }
}
