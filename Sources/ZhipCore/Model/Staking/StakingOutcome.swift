public import ZilliqaKit

/// What a mined staking call did, read from its receipt's `Staked`, `Unstaked`, `Claimed` and
/// `RewardPaid` logs that the pool emitted for the account (docs/zq2-staking.md §1 "Events"):
/// the ZIL staked, unstaked, claimed or paid, and a liquid pool's LST minted or burned.
///
/// ```swift
/// if let outcome = StakingOutcome(receipt: receipt, of: payment) { print(outcome.summary) }
/// ```
public struct StakingOutcome: Sendable, Hashable {
    /// The call that was sent.
    public let call: StakingCall
    /// The pool's logs for the account, in order.
    public let events: [DelegationLog]

    /// The outcome of `payment`'s staking call as `receipt` tells it; nil when `payment` is no staking call.
    public init(receipt: EVMTransactionReceipt, call: StakingCall, from sender: EVMAddress) {
        self.call = call
        events = receipt.logs.compactMap { log in
            guard log.address == call.pool.address,
                let event = try? DelegationLog(topics: log.topics.map(\.bytes), data: log.data),
                event.delegator == sender
            else { return nil }
            return event
        }
    }

    /// The event the call is expected to emit.
    public var expectedEvent: DelegationLog.Event {
        switch call.action {
        case .stake: .staked
        case .unstake: .unstaked
        case .claim: .claimed
        case .withdrawRewards: .rewardPaid
        }
    }

    /// The expected event's logs.
    public var matching: [DelegationLog] { events.filter { $0.event == expectedEvent } }

    /// The ZIL the expected events name (staked, unstaked, claimed or paid), summed.
    public var amount: Wei { Wei.total(matching.map { Wei.atMost($0.amount) }) }

    /// A liquid pool's LST minted (stake) or burned (unstake), summed; nil when no event carries shares.
    public var shares: UInt256? {
        let all = matching.compactMap(\.shares)
        guard !all.isEmpty else { return nil }
        // At most 2^256 - 1: a sum past it is shown as the most there can be, never wrapped.
        return all.reduce(UInt256.zero) { sum, shares in
            let (next, overflow) = sum.addingReportingOverflow(shares)
            return overflow ? .max : next
        }
    }

    /// What the receipt says happened, in words: `staked 1000 ZIL with P; received 917.4 pZIL`.
    public var summary: String {
        let pool = call.pool.label
        let zil = amount.formatted(in: .zil) + " ZIL"
        let lst = call.pool.lst.flatMap { token in shares.map { token.text(of: $0) } }
        switch expectedEvent {
        case .staked: return "staked \(zil) with \(pool)" + (lst.map { "; received \($0)" } ?? "")
        case .unstaked:
            return "unstaked \(zil) from \(pool)" + (lst.map { " (burned \($0))" } ?? "")
                + "; claim it once it has unbonded (zhip-cli stake status shows when)"
        case .claimed: return "claimed \(zil) from \(pool)"
        case .rewardPaid: return "withdrew \(zil) of rewards from \(pool)"
        }
    }

    /// What the person is told when the receipt shows no event the call should emit; nil when it does.
    public var warning: String? {
        guard matching.isEmpty else { return nil }
        let name = String(expectedEvent.abiEvent.signature.prefix { $0 != "(" })
        return "the receipt shows no \(name) log of \(call.pool.label) for this account: "
            + "check the position with zhip-cli stake status before trying again"
    }
}
