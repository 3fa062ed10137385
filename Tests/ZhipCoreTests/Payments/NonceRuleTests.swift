import Testing
import ZhipCore

/// The nonce rule: a hostile node's pending count is refused, a nonce past the largest is refused,
/// a given nonce used by a mined transaction or held by a pending one is refused, a gap needs its consent.
@Suite("The nonce rule")
struct NonceRuleTests {
    @Test("a pending count of 2^64 − 2 over a mined count of 0 is a hostile node: refused")
    func hostilePendingCountIsRefused() throws {
        var payment = PaymentFactsFixture()
        payment.nonce = PaymentNonceFacts(nonce: .max - 1, given: false, latest: 0, pending: .max - 1, next: .max - 1)
        let refusal = try #require(payment.refusal(of: NonceRule()))
        #expect(refusal.rule == "nonce")
        #expect(refusal.reason.contains("wrong or hostile"))
    }

    @Test("a pending count 20000 past the mined one is what Zilliqa 2.0's pool allows: it goes")
    func poolLimitGoes() {
        var payment = PaymentFactsFixture()
        payment.nonce = PaymentNonceFacts(nonce: 20_003, given: false, latest: 3, pending: 20_003, next: 20_003)
        #expect(payment.refusal(of: NonceRule()) == nil)
    }

    @Test("a legacy nonce of 0, below its first, is refused, written as the account writes its nonces")
    func legacyNonceZeroIsRefused() throws {
        var payment = PaymentFactsFixture()
        payment.account = .legacy
        payment.nonce = PaymentNonceFacts(
            nonce: 0, given: true, latest: 3, next: 3, numberedFrom: 1, isBelowFirst: true)
        let refusal = try #require(payment.refusal(of: NonceRule()))
        #expect(refusal.reason == "the nonce 0 cannot sign a legacy payment: its nonces start at 1")
    }

    @Test("a nonce of 2^64 − 2 or more is refused: no transaction may have it")
    func largestNoncesAreRefused() throws {
        var payment = PaymentFactsFixture()
        payment.nonce = PaymentNonceFacts(nonce: .max - 1, given: true)
        #expect(try #require(payment.refusal(of: NonceRule())).rule == "nonce")
    }

    @Test("a given nonce a mined transaction used is refused")
    func usedNonceIsRefused() throws {
        var payment = PaymentFactsFixture()
        payment.nonce = PaymentNonceFacts(nonce: 1, given: true, latest: 3, pending: 3, next: 3)
        #expect(try #require(payment.refusal(of: NonceRule())).reason.contains("mined transaction"))
    }

    @Test("a given nonce held by one of the wallet's pending sends is refused: it would replace it")
    func heldNonceIsRefused() throws {
        var payment = PaymentFactsFixture()
        payment.nonce = PaymentNonceFacts(
            nonce: 3, given: true, latest: 3, pending: 4, next: 4, takenBy: "the wallet's pending transaction 0x12")
        #expect(try #require(payment.refusal(of: NonceRule())).reason.contains("replace"))
    }

    @Test("a given nonce past the next leaves a gap: refused without its consent, going with it")
    func gapNeedsItsConsent() throws {
        var payment = PaymentFactsFixture()
        payment.nonce = PaymentNonceFacts(nonce: 6, given: true, latest: 3, pending: 3, next: 3)
        #expect(try #require(payment.refusal(of: NonceRule())).consent == .nonceGap)
        payment.consents = [.nonceGap]
        #expect(payment.refusal(of: NonceRule()) == nil)
    }
}
