import Foundation
import ZilliqaKit

/// The next nonce of an account, from what the node says and what the wallet sent: the smallest at
/// or past the node's mined count that neither the node's pool (its pending count) nor one of the
/// wallet's own sends the node still holds has taken, so a gap a dropped send left is filled, and a
/// send the node dropped is released (never mined, nothing moved) instead of held forever.
///
/// ```swift
/// let plan = NextNonce(latest: 3, pending: 3, sends: recorded, known: [hashOf4], now: now)
/// plan.next      // 3: a send of nonce 3 was dropped, and 4 waits behind it
/// plan.dropped   // the send of nonce 3
/// ```
/// A send the node does not know yet is held for ``droppedAfter`` after it went out: a node behind a
/// load balancer may answer from another pool than the one that took it.
struct NextNonce: Sendable {
    /// How long a send the node does not know is still counted as pending: two minutes.
    static let droppedAfter: TimeInterval = 120

    /// The next nonce: the smallest free one at or past the node's mined count.
    let next: UInt64
    /// The wallet's sends the node still holds (or that went out too recently to tell).
    let held: [SentTransactionRecord.Send]
    /// The wallet's sends the node no longer knows, past ``droppedAfter``: never mined.
    let dropped: [SentTransactionRecord.Send]

    /// `sends` are the wallet's records of the account on this chain, `known` the hashes among them
    /// the node answered for; `latest` and `pending` the node's counts (no pending count for a legacy
    /// account).
    init(latest: UInt64, pending: UInt64?, sends: [SentTransactionRecord.Send], known: Set<EVMHash>, now: Date) {
        let open = sends.filter { $0.nonce >= latest }
        let isHeld = { (send: SentTransactionRecord.Send) in
            known.contains(send.hash) || now.timeIntervalSince(send.sentAt) < Self.droppedAfter
        }
        held = open.filter(isHeld)
        dropped = open.filter { !isHeld($0) }
        let taken = Set(held.map(\.nonce))
        // The pool holds every nonce from the mined count to its pending count; past it, the wallet's own.
        var next = max(latest, pending ?? latest)
        while next < UInt64.max, taken.contains(next) { next += 1 }
        self.next = next
    }
}
