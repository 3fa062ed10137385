/// An ERC-20 `Transfer` or `Approval` log, read from its topics and data: what a receipt says
/// actually moved, or was allowed.
/// ```swift
/// switch try ERC20Log(topics: log.topics, data: log.data) {
/// case .transfer(let from, let to, let value): …
/// case .approval(let owner, let spender, let value): …
/// }
/// ```
public enum ERC20Log: Sendable, Hashable {
    /// `Transfer(from, to, value)`: `value` smallest units moved from `from` to `to`.
    case transfer(from: EVMAddress, to: EVMAddress, value: UInt256)
    /// `Approval(owner, spender, value)`: `spender` may now move `value` of `owner`'s units.
    case approval(owner: EVMAddress, spender: EVMAddress, value: UInt256)

    /// The event a log records: topic 0 names it, topics 1 and 2 are the two addresses
    /// (indexed), and the data is the one uint256 word of the value.
    /// - Parameters:
    ///   - topics: the log's topics, each 32 bytes.
    ///   - data: the log's data.
    /// - Throws: ``ABIError/notTheEvent`` when topic 0 is neither event's, ``ABIError/wrongTopicCount(expected:found:)``
    ///   unless there are 3 topics (an ERC-721 `Transfer` has 4), ``ABIError/notAnAddress`` for a
    ///   topic that is not an address word, and ``ABIError/wrongDataLength(expected:found:)``
    ///   unless the data is one word.
    public init(topics: [[UInt8]], data: [UInt8]) throws(ABIError) {
        guard let first = topics.first, first == ERC20.transferEvent.topic || first == ERC20.approvalEvent.topic
        else { throw .notTheEvent }
        guard topics.count == 3 else { throw .wrongTopicCount(expected: 3, found: topics.count) }
        guard data.count == 32 else { throw .wrongDataLength(expected: 32, found: data.count) }
        let from = try ABIReader.address(inWord: topics[1])
        let to = try ABIReader.address(inWord: topics[2])
        let value = try ABIReader(data).uint256()
        self =
            first == ERC20.transferEvent.topic
            ? .transfer(from: from, to: to, value: value) : .approval(owner: from, spender: to, value: value)
    }
}
