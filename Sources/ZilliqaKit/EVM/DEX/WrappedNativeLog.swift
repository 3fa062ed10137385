/// A WZIL (WETH9) `Deposit` or `Withdrawal` log, read from its topics and data: the native coin a
/// router wrapped or unwrapped in a swap (docs/plunderswap.md §5).
/// ```swift
/// if case .withdrawal(let src, let wad)? = try? WrappedNativeLog(topics: topics, data: data), src == router { … }
/// ```
public enum WrappedNativeLog: Sendable, Hashable {
    /// `Deposit(dst, wad)`: `wad` wei of the native coin wrapped for `dst`.
    case deposit(dst: EVMAddress, wad: UInt256)
    /// `Withdrawal(src, wad)`: `wad` wei unwrapped and paid to `src`.
    case withdrawal(src: EVMAddress, wad: UInt256)

    /// The event a log records: topic 0 names it, topic 1 is the address (indexed), the data the
    /// one uint256 word of `wad`.
    /// - Throws: ``ABIError/notTheEvent`` when topic 0 is neither event's, ``ABIError/wrongTopicCount(expected:found:)``
    ///   unless there are 2 topics, ``ABIError/notAnAddress`` for a topic that is not an address word,
    ///   and ``ABIError/wrongDataLength(expected:found:)`` unless the data is one word.
    public init(topics: [[UInt8]], data: [UInt8]) throws(ABIError) {
        let (deposit, withdrawal) = (WrappedNative.depositEvent.topic, WrappedNative.withdrawalEvent.topic)
        guard let first = topics.first, first == deposit || first == withdrawal else { throw .notTheEvent }
        guard topics.count == 2 else { throw .wrongTopicCount(expected: 2, found: topics.count) }
        guard data.count == 32 else { throw .wrongDataLength(expected: 32, found: data.count) }
        let account = try ABIReader.address(inWord: topics[1])
        let wad = try ABIReader(data).uint256()
        self = first == deposit ? .deposit(dst: account, wad: wad) : .withdrawal(src: account, wad: wad)
    }
}
