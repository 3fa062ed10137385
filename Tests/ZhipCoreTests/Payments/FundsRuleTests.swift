import Testing
import ZhipCore
import ZilliqaKit

/// The one funds check: value + the most the fee can be within the balance less the account's
/// pending sends, token amounts within the token balance less its pending sends, and sums past what
/// wei can count refused, never wrapped.
@Suite("The funds rule")
struct FundsRuleTests {
    @Test("a payment the balance covers goes")
    func coveredPaymentGoes() {
        #expect(PaymentFactsFixture().refusal(of: FundsRule()) == nil)
    }

    @Test("the account's pending sends count against the balance")
    func pendingSendsCount() throws {
        var payment = PaymentFactsFixture()
        payment.funds = PaymentFundsFacts(balance: Wei(10, unit: .zil), pending: Wei(9, unit: .zil))
        let refusal = try #require(payment.refusal(of: FundsRule()))
        #expect(refusal.rule == "funds")
        #expect(refusal.reason.contains("held by your pending sends"))
    }

    @Test("an amount plus fee past what wei counts is refused, not wrapped")
    func overflowIsRefused() throws {
        var payment = PaymentFactsFixture()
        payment.value = Wei(wei: .max - 1)
        let refusal = try #require(payment.refusal(of: FundsRule()))
        #expect(refusal.reason.contains("more than can be counted"))
    }

    @Test("a fee that saturated past what wei counts is refused even offline")
    func saturatedFeeIsRefusedOffline() throws {
        var payment = PaymentFactsFixture()
        payment.funds = nil
        payment.value = .zero
        payment.fee = PaymentFeeFacts(
            most: Wei(wei: .max), expected: Wei(wei: .max), pricePerGas: Wei(wei: .max), networkPricePerGas: nil,
            priceGiven: true, unit: .gwei)
        #expect(try #require(payment.refusal(of: FundsRule())).rule == "funds")
    }

    @Test("a token transfer above the token balance less its pending sends is refused")
    func tokenShortIsRefused() throws {
        var payment = PaymentFactsFixture()
        let token = try Token(
            contract: PaymentFactsFixture.address(0xC0), symbol: "TUSD", name: "", decimals: 6, evmChainID: 32769)
        payment.kind = .tokenTransfer
        payment.asset = .token(token)
        payment.value = .zero
        payment.amount = 10_000_000
        payment.funds = PaymentFundsFacts(
            balance: Wei(10, unit: .zil), tokenBalance: 15_000_000, tokenPending: 6_000_000)
        let refusal = try #require(payment.refusal(of: FundsRule()))
        #expect(refusal.reason.contains("TUSD"))
        #expect(refusal.nextStep.contains("9 TUSD"))
    }
}
