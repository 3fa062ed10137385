import Testing
import ZhipCore
import ZilliqaKit

/// The fee rules, the same for both accounts: a price at least the network's, a priority fee at most
/// the max fee, and Zhip's ceiling (20000 Li a legacy gas, the same price in EVM gas) that a node's
/// own price may never pass and a price the person gave passes only with its consent.
@Suite("The fee rules")
struct FeeRulesTests {
    /// A price a gas of one ZIL: 10^18 wei, the hostile node's answer.
    static let oneZILAGas = Wei(wei: 1_000_000_000_000_000_000)

    @Test("Zhip's ceiling is 20000 Li a legacy gas in EVM gas: 47619047619048 wei, rounded up")
    func ceilingIsTwentyThousandLi() {
        #expect(PaymentLimits.maximumPricePerGas == Wei(wei: 47_619_047_619_048))
    }

    @Test("2000.000016 Li a legacy gas is exactly Zilliqa 2.0's eth_gasPrice in EVM gas")
    func legacyMinimumIsTheEVMGasPrice() {
        #expect(PaymentFeeFacts.pricePerEVMGas(legacy: Payment.zilliqa2MinimumGasPrice) == PaymentFactsFixture.gasPrice)
    }

    @Test("a node answering eth_gasPrice of 1 ZIL a gas is refused on the EVM account, even with --allow-high-fee")
    func hostileEVMPriceIsRefused() throws {
        var payment = PaymentFactsFixture()
        payment.fee = PaymentFeeFacts(
            most: Wei(wei: 21_000 * Self.oneZILAGas.wei), expected: Wei(wei: 21_000 * Self.oneZILAGas.wei),
            pricePerGas: Self.oneZILAGas, networkPricePerGas: Self.oneZILAGas, priceGiven: false, unit: .gwei)
        payment.consents = [.highGasPrice]
        let refusal = try #require(payment.refusal(of: FeeCeilingRule()))
        #expect(refusal.rule == "fee-ceiling")
        #expect(refusal.consent == nil)
        #expect(refusal.reason.contains("wrong or hostile"))
    }

    @Test("a node whose legacy minimum is 1 ZIL a gas is refused on the legacy account too")
    func hostileLegacyPriceIsRefused() throws {
        var payment = PaymentFactsFixture()
        payment.account = .legacy
        let price = PaymentFeeFacts.pricePerEVMGas(legacy: Amount(1, unit: .zil))
        payment.fee = PaymentFeeFacts(
            most: Wei(50, unit: .zil), expected: Wei(50, unit: .zil), pricePerGas: price, networkPricePerGas: price,
            priceGiven: false, unit: .li)
        let refusal = try #require(payment.refusal(of: FeeCeilingRule()))
        #expect(refusal.reason.contains("Li"))
    }

    @Test("a price the person gave above the ceiling is refused naming the consent, and goes with it")
    func givenHighPriceNeedsItsConsent() throws {
        var payment = PaymentFactsFixture()
        let high = Wei(wei: PaymentLimits.maximumPricePerGas.wei + 1)
        payment.fee = PaymentFeeFacts(
            most: Wei(wei: 21_000 * high.wei), expected: Wei(wei: 21_000 * PaymentFactsFixture.gasPrice.wei),
            pricePerGas: high, networkPricePerGas: PaymentFactsFixture.gasPrice, priceGiven: true, unit: .gwei)
        #expect(try #require(payment.refusal(of: FeeCeilingRule())).consent == .highGasPrice)
        payment.consents = [.highGasPrice]
        #expect(payment.refusal(of: FeeCeilingRule()) == nil)
    }

    @Test("a price below the network's is refused")
    func priceBelowTheNetworksIsRefused() throws {
        var payment = PaymentFactsFixture()
        payment.fee = PaymentFeeFacts(
            most: .zero, expected: .zero, pricePerGas: Wei(wei: 1), networkPricePerGas: PaymentFactsFixture.gasPrice,
            priceGiven: true, unit: .gwei)
        #expect(try #require(payment.refusal(of: FeeFloorRule())).rule == "fee-floor")
    }

    @Test("a priority fee above the max fee is refused")
    func priorityAboveMaxIsRefused() throws {
        var payment = PaymentFactsFixture()
        payment.fee = PaymentFeeFacts(
            most: .zero, expected: .zero, pricePerGas: PaymentFactsFixture.gasPrice,
            networkPricePerGas: PaymentFactsFixture.gasPrice, priceGiven: true,
            priorityFee: Wei(wei: PaymentFactsFixture.gasPrice.wei + 1), unit: .gwei)
        #expect(try #require(payment.refusal(of: PriorityFeeRule())).rule == "priority-fee")
    }
}
