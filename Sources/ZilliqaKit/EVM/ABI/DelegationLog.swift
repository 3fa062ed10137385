/// A staking pool's `Staked`, `Unstaked`, `Claimed` or `RewardPaid` log, read from its topics and
/// data: who delegated, unstaked, claimed or was paid, and how much ZIL.
/// ```swift
/// let log = try DelegationLog(topics: log.topics, data: log.data)
/// log.event       // .staked
/// log.amount      // the ZIL staked, in wei
/// log.shares      // a liquid pool's LST minted (nil for a non-liquid pool)
/// ```
public struct DelegationLog: Sendable, Hashable {
    /// Which of the pool's events a log records.
    public enum Event: Sendable, Hashable, CaseIterable {
        /// `Staked`: ``DelegationLog/amount`` ZIL staked.
        case staked
        /// `Unstaked`: ``DelegationLog/amount`` ZIL unstaked (a liquid pool's is what the burned LST was worth).
        case unstaked
        /// `Claimed`: ``DelegationLog/amount`` unbonded ZIL paid.
        case claimed
        /// `RewardPaid` (non-liquid pools): ``DelegationLog/amount`` of rewards paid.
        case rewardPaid

        /// The event's declaration.
        public var abiEvent: ABIEvent {
            switch self {
            case .staked: Delegation.stakedEvent
            case .unstaked: Delegation.unstakedEvent
            case .claimed: Delegation.claimedEvent
            case .rewardPaid: Delegation.rewardPaidEvent
            }
        }
    }

    /// The most bytes of an event's `data` read: the pools write 32 (LST shares) or none.
    public static let maximumDataBytes = 256

    /// The event.
    public let event: Event
    /// The delegator (topic 1).
    public let delegator: EVMAddress
    /// The wei staked, unstaked, claimed or paid.
    public let amount: UInt256
    /// The event's `data` bytes (empty for `RewardPaid`).
    public let data: [UInt8]

    /// The event a log records: topic 0 names it, topic 1 is the delegator; `RewardPaid`'s data
    /// is one word, the others' is the amount and a `bytes`.
    /// - Throws: ``ABIError/notTheEvent`` when topic 0 is none of the four, ``ABIError/wrongTopicCount(expected:found:)``
    ///   unless there are 2 topics, ``ABIError/notAnAddress`` for a delegator topic that is not an
    ///   address word, ``ABIError/wrongDataLength(expected:found:)`` for a `RewardPaid` whose data
    ///   is not one word, and the bounds errors of ``ABIReader/bytes(at:maximumBytes:)`` past
    ///   ``maximumDataBytes``.
    public init(topics: [[UInt8]], data: [UInt8]) throws(ABIError) {
        guard let first = topics.first, let event = Event.allCases.first(where: { $0.abiEvent.topic == first })
        else { throw .notTheEvent }
        guard topics.count == 2 else { throw .wrongTopicCount(expected: 2, found: topics.count) }
        let reader = ABIReader(data)
        if event == .rewardPaid, data.count != 32 { throw .wrongDataLength(expected: 32, found: data.count) }
        self.event = event
        self.delegator = try ABIReader.address(inWord: topics[1])
        self.amount = try reader.uint256(at: 0)
        if event == .rewardPaid {
            self.data = []
        } else {
            self.data = try reader.bytes(at: 1, maximumBytes: DelegationLog.maximumDataBytes)
        }
    }

    /// The LST shares a liquid pool's `Staked` (minted) or `Unstaked` (burned) carries in its data;
    /// nil when the data is not one word (a non-liquid pool's is empty).
    public var shares: UInt256? {
        guard data.count == 32 else { return nil }
        return try? UInt256(bigEndian: data)
    }
}
