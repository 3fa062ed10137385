import Testing
import ZilliqaKit

@testable import ZhipDevnetKit

@Suite("The log of received transactions")
struct ReceivedTransactionLogTests {
    private func entry(nonce: UInt64, rejected: Bool = false) -> ReceivedTransaction {
        ReceivedTransaction(
            transaction: Fixture.payment(nonce: nonce),
            rejection: rejected ? ReceivedTransaction.Rejection(.invalidNonceZero) : nil)
    }

    @Test("entries are numbered in order of arrival")
    func sequence() {
        let log = ReceivedTransactionLog()
        for nonce: UInt64 in 1...3 { log.record(entry(nonce: nonce)) }
        #expect(log.transactions().map(\.sequence) == [1, 2, 3])
        #expect(log.transactions().map(\.nonce) == [1, 2, 3])
    }

    @Test("a full log keeps the newest entries and still counts every one")
    func capacity() {
        let log = ReceivedTransactionLog(capacity: 4)
        for nonce: UInt64 in 1...10 { log.record(entry(nonce: nonce, rejected: nonce.isMultiple(of: 2))) }
        #expect(log.transactions().map(\.sequence) == [7, 8, 9, 10])
        #expect(log.summary() == ReceivedSummary(received: 10, accepted: 5))
        #expect(log.summary().rejected == 5)
    }

    @Test("clearing forgets the entries and the counts, and numbering starts again")
    func clear() {
        let log = ReceivedTransactionLog()
        log.record(entry(nonce: 1))
        log.clear()
        log.record(entry(nonce: 2))
        #expect(log.transactions().map(\.sequence) == [1])
        #expect(log.summary() == ReceivedSummary(received: 1, accepted: 1))
    }
}
