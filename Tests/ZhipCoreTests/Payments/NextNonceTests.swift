import Foundation
import Testing
import ZilliqaKit

@testable import ZhipCore

/// The next nonce from what the node says and what the wallet sent: the smallest free one at or
/// past the mined count, a dropped send released, a young unknown one held, a hostile count bounded.
@Suite("The next nonce")
struct NextNonceTests {
    static let now = Date(timeIntervalSince1970: 1_800_000_000)

    /// A send of `nonce` the wallet recorded `age` seconds ago.
    static func send(_ nonce: UInt64, age: TimeInterval = 600) throws -> SentTransactionRecord.Send {
        SentTransactionRecord.Send(
            chainID: 32769, sender: PaymentFactsFixture.alice, nonce: nonce,
            hash: try EVMHash(bytes: [UInt8](repeating: UInt8(nonce), count: 32)), recipient: PaymentFactsFixture.bob,
            value: Wei(1, unit: .zil), token: nil, sentAt: now.addingTimeInterval(-age))
    }

    @Test("with nothing sent, the next nonce is the node's pending count")
    func nodesPendingCount() {
        let plan = NextNonce(latest: 3, pending: 5, sends: [], known: [], now: Self.now)
        #expect(plan.next == 5)
    }

    @Test("a send the node no longer knows is dropped and its nonce filled, releasing the one queued behind it")
    func droppedSendIsReleased() throws {
        let dropped = try Self.send(3)
        let queued = try Self.send(4)
        let plan = NextNonce(latest: 3, pending: 3, sends: [dropped, queued], known: [queued.hash], now: Self.now)
        #expect(plan.next == 3)
        #expect(plan.dropped.map(\.nonce) == [3])
        #expect(plan.held.map(\.nonce) == [4])
    }

    @Test("a send the node does not know yet, sent a moment ago, still holds its nonce")
    func youngSendIsHeld() throws {
        let young = try Self.send(3, age: 5)
        let plan = NextNonce(latest: 3, pending: 3, sends: [young], known: [], now: Self.now)
        #expect(plan.next == 4)
        #expect(plan.dropped.isEmpty)
    }

    @Test("sends already mined (below the mined count) hold nothing")
    func minedSendsHoldNothing() throws {
        let plan = NextNonce(
            latest: 5, pending: 5, sends: [try Self.send(2), try Self.send(4)], known: [], now: Self.now)
        #expect(plan.next == 5)
        #expect(plan.held.isEmpty && plan.dropped.isEmpty)
    }

    @Test("a hostile pending count of 2^64 − 2 is answered at once, without counting up to it")
    func hostileCountDoesNotLoop() {
        let plan = NextNonce(latest: 0, pending: .max - 1, sends: [], known: [], now: Self.now)
        #expect(plan.next == UInt64.max - 1)
    }
}
