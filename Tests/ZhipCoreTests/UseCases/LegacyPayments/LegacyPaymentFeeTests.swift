import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// A legacy payment's gas price, gas limit and fee, judged by the session's rules before anything
/// is signed.
@Suite("Legacy payments: the gas price, the gas limit and the fee", .container)
struct LegacyPaymentFeeTests {
    /// 1 ZIL to the payee at `gasPrice` (nil: the network's minimum) with `gasLimit` (nil: 50).
    private func order(
        _ world: PaymentWorld, gasPrice: Amount?, gasLimit: UInt64? = nil, consents: Set<PaymentRisk> = []
    ) -> PaymentOrder {
        world.legacyOrder(terms: PaymentTerms(legacyGasPrice: gasPrice, gasLimit: gasLimit), consents: consents)
    }

    @Test("a node asking an absurd minimum gas price is refused by rule fee-ceiling, naming the node, unsigned")
    func absurdNodeMinimum() async throws {
        let world = PaymentWorld()
        world.fundLegacy(Amount(100_000_000, unit: .zil))
        world.zilliqa.setMinimumGasPrice(Amount(qa: 1_000_000_000_000_000_000))

        let error = await #expect(throws: TransactionsError.self) {
            try await world.session(order(world, gasPrice: nil, consents: [.highGasPrice])).pay(signingWith: world.key)
        }

        let refusal = try #require(error?.ruleRefusal)
        #expect(refusal.rule == "fee-ceiling")
        #expect(refusal.consent == nil, "no consent lifts a node's own price above the ceiling")
        #expect(refusal.reason.contains(Network.mainnet.displayURL))
        #expect(world.zilliqa.sentTransactions.isEmpty)
    }

    @Test("without a gas price given, the payment pays the minimum the node reports, read in the one call")
    func minimumByDefault() async throws {
        let world = PaymentWorld()
        world.fundLegacy(Amount(10, unit: .zil))
        world.zilliqa.setMinimumGasPrice(Amount(qa: 2_000_000_016))

        let prepared = try await world.session(order(world, gasPrice: nil)).prepare()

        #expect(prepared.transaction?.legacy?.gasPrice == Amount(qa: 2_000_000_016))
        #expect(world.zilliqa.calls(to: .paymentState) == 1)
    }

    @Test("a gas price below the network's minimum is refused by rule fee-floor before anything is signed")
    func belowMinimum() async throws {
        let world = PaymentWorld()
        world.fundLegacy(Amount(10, unit: .zil))

        let error = await #expect(throws: TransactionsError.self) {
            try await world.session(order(world, gasPrice: Amount(1000, unit: .li))).prepare()
        }

        let refusal = try #require(error?.ruleRefusal)
        #expect(refusal.rule == "fee-floor")
        #expect(refusal.reason.contains("1000 Li"))
        #expect(refusal.reason.contains("2000 Li"))
    }

    @Test("a gas price given above the ceiling is refused unless a high fee is consented to, and then it is paid")
    func aboveCeiling() async throws {
        let world = PaymentWorld()
        world.fundLegacy(Amount(100, unit: .zil))
        let high = Amount(50_000, unit: .li)

        let error = await #expect(throws: TransactionsError.self) {
            try await world.session(order(world, gasPrice: high)).prepare()
        }
        let allowed = try await world.session(order(world, gasPrice: high, consents: [.highGasPrice])).prepare()

        #expect(error?.ruleRefusal?.rule == "fee-ceiling")
        #expect(error?.ruleRefusal?.consent == .highGasPrice)
        #expect(allowed.transaction?.legacy?.gasPrice == high)
    }

    @Test("consenting to the high fee lifts the fee-ceiling refusal of the payment already read, asking no node")
    func consentLiftsTheCeiling() async throws {
        let world = PaymentWorld()
        world.fundLegacy(Amount(100, unit: .zil))
        let session = world.session(order(world, gasPrice: Amount(50_000, unit: .li)))
        _ = try? await session.prepare()
        let callsBefore = world.legacyNodeCalls

        let consented = try await session.consent(to: .highGasPrice)

        #expect(consented.facts.consents == [.highGasPrice])
        #expect(world.legacyNodeCalls == callsBefore)
    }

    @Test("a larger gas limit costs nothing more: the fee is 50 gas at the price, as Zilliqa 2.0 charges")
    func gasLimitCostsNothing() async throws {
        let world = PaymentWorld()
        world.fundLegacy(Amount(1000, unit: .zil))

        let summary = try await world.session(order(world, gasPrice: nil, gasLimit: 100_000)).prepare().summary

        #expect(summary.fee == .qa(try Amount.fee(gasPrice: Amount(2000, unit: .li), gasLimit: 50)))
        guard case .legacy(let details) = summary.details else {
            Issue.record("a legacy payment's review has legacy details")
            return
        }
        #expect(details.gasLimitNote == "more than the 50 a payment uses: it costs nothing more, and is not needed")
    }

    @Test("a gas limit above what a block holds is refused by rule gas-limit: the network would refuse it")
    func gasLimitAboveBlock() async throws {
        let world = PaymentWorld()
        world.fundLegacy(Amount(10, unit: .zil))

        let error = await #expect(throws: TransactionsError.self) {
            try await world.session(order(world, gasPrice: nil, gasLimit: 200_001)).prepare()
        }

        #expect(error?.ruleRefusal?.rule == "gas-limit")
        #expect(error?.ruleRefusal?.nextStep == "give at most 200000")
    }

    @Test("a gas limit below 50 is refused by rule gas-limit")
    func gasLimitTooLow() async throws {
        let world = PaymentWorld()
        world.fundLegacy(Amount(10, unit: .zil))

        let error = await #expect(throws: TransactionsError.self) {
            try await world.session(order(world, gasPrice: nil, gasLimit: 49)).prepare()
        }

        #expect(error?.ruleRefusal?.rule == "gas-limit")
        #expect(error?.ruleRefusal?.nextStep == "give at least 50")
    }

    @Test("a fee past what can be counted is refused by rule funds, even with a high fee allowed, unsent")
    func feeOverflow() async throws {
        let world = PaymentWorld()
        world.fundLegacy(Amount(10, unit: .zil))

        let error = await #expect(throws: TransactionsError.self) {
            try await world.session(order(world, gasPrice: .max, consents: [.highGasPrice])).pay(signingWith: world.key)
        }

        #expect(error?.ruleRefusal?.rule == "funds")
        #expect(error?.ruleRefusal?.reason.contains("more than can be counted") == true)
        #expect(world.zilliqa.calls(to: .send) == 0)
    }

    @Test("an amount above all the ZIL there will ever be is refused by rule amount, unsent")
    func amountAboveSupply() async throws {
        let world = PaymentWorld()
        world.fundLegacy(Amount(10, unit: .zil))
        // 21 billion ZIL and 1 Qa, in wei.
        let wei = UInt256(UInt64(21_000_000_001)).multipliedReportingOverflow(
            by: UInt256(UInt64(1_000_000_000_000_000_000))
        )
        .partialValue
        let order = PaymentOrder(
            ZILTransfer(to: world.payee, amount: .exactly(wei), shown: world.legacyPayee.bech32), from: .legacy,
            sender: EVMAddress(world.legacySender), terms: PaymentTerms(legacyGasPrice: Amount(2000, unit: .li)))

        let error = await #expect(throws: TransactionsError.self) {
            try await world.session(order).pay(signingWith: world.key)
        }

        #expect(error?.ruleRefusal?.rule == "amount")
        #expect(world.zilliqa.calls(to: .send) == 0)
    }
}
