import Testing
import ZhipCore
import ZilliqaKit

@Suite("TransactionsError: which errors refuse the payment itself")
struct TransactionsErrorRefusalTests {
    @Test(
        "a rule's, an intent's or the node's refusal refuses the payment: trying it again gets the same answer",
        arguments: [
            TransactionsError.evmService(.insufficientFunds(cost: nil, balance: nil)),
            .nodeRefused(.insufficientFunds),
            .refused(
                PaymentRefusal(rule: "fee-floor", reason: "the price is below the network's", nextStep: "raise it")),
            .refused(PaymentRefusal(rule: "nonce", reason: "the nonce is held", nextStep: "leave it out")),
            .signatureInvalid,
            .escrowClaimRefused(.lodgedBalanceUnreadable),
            .reviewChanged([PaymentChange(label: "fee", reviewed: "0.1 ZIL", now: "0.2 ZIL")]),
        ])
    func refusals(_ error: TransactionsError) {
        #expect(error.refusesThePayment)
    }

    @Test(
        "a failure around the payment does not refuse it: it may go through once mended",
        arguments: [
            TransactionsError.service(.transport(.timedOut)),
            .evmService(.malformedAnswer(method: "eth_sendRawTransaction", field: "result", problem: .missing)),
            .wrongPassword, .cancelled, .notReviewed,
            .wrongKey(expected: "0x1", key: "0x2"),
            .networkSetting(.unreadable(.noHomeDirectory)),
        ])
    func notRefusals(_ error: TransactionsError) {
        #expect(!error.refusesThePayment)
    }

    @Test("a figure left out of a payment signed offline is now a usage error, mended by giving it, not a refusal")
    func anOfflineFigureIsNotARefusal() {
        #expect(!TransactionsError.offlineNeeds(.nonce).refusesThePayment)
    }
}
