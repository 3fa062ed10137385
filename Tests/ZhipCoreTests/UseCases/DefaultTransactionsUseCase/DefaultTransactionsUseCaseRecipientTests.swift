import Foundation
import Synchronization
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZhipTesting
import ZilliqaKit

@Suite("DefaultTransactionsUseCase: recipients that are almost always a slip")
struct UnusualRecipientTests {
    @Test("a payment to the sending account itself is refused before the node is asked")
    func toSelfRefused() async throws {
        let harness = try TransactionsHarness()
        let draft = PaymentDraft(to: harness.sender, amount: Amount(1, unit: .zil), gasPrice: Amount(2000, unit: .li))

        await #expect(throws: TransactionsError.riskNotAccepted(.sender)) {
            try await harness.payments.prepare(draft, from: harness.sender)
        }
        #expect(harness.nodeCalls == 0)
    }

    @Test("a payment to the zero address is refused before the node is asked")
    func toZeroRefused() async throws {
        let harness = try TransactionsHarness()
        let draft = PaymentDraft(
            to: try Address(hexString: String(repeating: "0", count: 40)), amount: Amount(1, unit: .zil))

        await #expect(throws: TransactionsError.riskNotAccepted(.zeroAddress)) {
            try await harness.payments.prepare(draft, from: harness.sender)
        }
        #expect(harness.nodeCalls == 0)
    }

    @Test("once the person confirmed the recipient explicitly, the payment is prepared")
    func confirmedIsPrepared() async throws {
        let harness = try TransactionsHarness()
        let draft = PaymentDraft(
            to: harness.sender, amount: Amount(1, unit: .zil), gasPrice: Amount(2000, unit: .li),
            acceptedRisks: [.sender, .zeroAddress])

        let prepared = try await harness.payments.prepare(draft, from: harness.sender)

        #expect(prepared.payment.recipient == harness.sender)
    }
}
