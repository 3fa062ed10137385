import Synchronization
public import ZilliqaKit

/// Every `CreateTransaction` the devnet received, in order: what the control API's
/// `GET /control/transactions` and `GET /control/summary` answer.
///
/// ```swift
/// let log = devnet.control.received
/// log.summary()                                    // received 2, accepted 1, rejected 1
/// log.transactions(sender: alice.address, status: .rejected).first?.rejection?.message
/// ```
/// The counts are exact however long the devnet runs; the list keeps the newest `capacity`
/// entries.
public final class ReceivedTransactionLog: Sendable {
    /// How many entries are kept; older ones are forgotten (the counts still include them).
    public let capacity: Int
    private let state = Mutex(State())

    private struct State {
        var entries: [ReceivedTransaction] = []
        var received = 0
        var accepted = 0
    }

    public init(capacity: Int = 100_000) {
        self.capacity = max(1, capacity)
    }

    /// Adds `transaction` as the next one received.
    func record(_ transaction: ReceivedTransaction) {
        var entry = transaction
        let capacity = capacity
        state.withLock { state in
            state.received += 1
            if entry.status == .accepted { state.accepted += 1 }
            entry.sequence = state.received
            state.entries.append(entry)
            // Trimmed a quarter at a time, so that a full log does not shift every entry per record.
            if state.entries.count >= capacity + max(1, capacity / 4) {
                state.entries.removeFirst(state.entries.count - capacity)
            }
        }
    }

    /// The transactions received, oldest first, from `sender` and with `status` when given.
    public func transactions(sender: Address? = nil, status: ReceivedTransaction.Status? = nil)
        -> [ReceivedTransaction]
    {
        state.withLock { state in
            state.entries.suffix(capacity).filter { entry in
                (sender == nil || entry.sender == sender) && (status == nil || entry.status == status)
            }
        }
    }

    /// How many were received, accepted and rejected: in all, or from `sender` (among the kept entries).
    public func summary(sender: Address? = nil) -> ReceivedSummary {
        state.withLock { state in
            guard let sender else {
                return ReceivedSummary(received: state.received, accepted: state.accepted)
            }
            let entries = state.entries.suffix(capacity).filter { $0.sender == sender }
            return ReceivedSummary(
                received: entries.count, accepted: entries.count(where: { $0.status == .accepted }))
        }
    }

    /// Forgets everything received (a reset).
    func clear() {
        state.withLock { $0 = State() }
    }
}

/// How many transactions the devnet received, and how many of them it accepted and rejected.
public struct ReceivedSummary: Sendable, Hashable {
    public let received: Int
    public let accepted: Int
    public var rejected: Int { received - accepted }
}
