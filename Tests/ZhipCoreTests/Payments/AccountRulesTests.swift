import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// The rules of the chain, the paying account, the amount and the gas.
@Suite("The chain, account, amount and gas rules")
struct AccountRulesTests {
    @Test("a node on another chain is refused, whichever account pays")
    func nodeOnAnotherChainIsRefused() throws {
        var evm = PaymentFactsFixture()
        evm.nodeChainID = Network.testnet.evmChainID
        var legacy = evm
        legacy.account = .legacy
        #expect(try #require(evm.refusal(of: ChainRule())).rule == "chain-id")
        #expect(try #require(legacy.refusal(of: ChainRule())).reason.contains("chain ids do not match"))
    }

    @Test("a transaction signed for another chain than the wallet's network is refused")
    func signedForAnotherChainIsRefused() throws {
        var file = PaymentFactsFixture()
        file.path = .signedFile
        file.chainID = Network.testnet.evmChainID
        file.nodeChainID = Network.mainnet.evmChainID
        #expect(try #require(file.refusal(of: ChainRule())).nextStep.contains("signed for"))
    }

    @Test("a frozen paying account is refused")
    func frozenSenderIsRefused() throws {
        var payment = PaymentFactsFixture()
        payment.senderIsFrozen = true
        #expect(try #require(payment.refusal(of: FrozenSenderRule())).rule == "frozen-sender")
    }

    @Test("a legacy transfer where legacy transfers are off is refused; the EVM account is not held to it")
    func legacyEraRefusesOnlyTheLegacyAccount() throws {
        var legacy = PaymentFactsFixture()
        legacy.account = .legacy
        legacy.legacyTransfers = .disabled
        var evm = legacy
        evm.account = .evm
        #expect(try #require(legacy.refusal(of: LegacyEraRule())).rule == "legacy-era")
        #expect(evm.refusal(of: LegacyEraRule()) == nil)
    }

    @Test("in the escrow-only era a legacy transfer goes only into the escrow")
    func escrowOnlyEraTakesOnlyTheEscrow() throws {
        var elsewhere = PaymentFactsFixture()
        elsewhere.account = .legacy
        var escrow = elsewhere
        escrow.counterparty = PaymentCounterparty(address: EVMAddress(Address.migrationEscrow), role: .payee)
        #expect(try #require(elsewhere.refusal(of: LegacyEraRule())).reason.contains("only into the migration escrow"))
        #expect(escrow.refusal(of: LegacyEraRule()) == nil)
    }

    @Test("a transfer of nothing is refused: it would only cost the fee")
    func zeroTransferIsRefused() throws {
        var payment = PaymentFactsFixture()
        payment.amount = .zero
        payment.value = .zero
        #expect(try #require(payment.refusal(of: AmountRule())).rule == "amount")
    }

    @Test("a revocation of nothing is not a transfer: it goes")
    func zeroRevocationGoes() {
        var payment = PaymentFactsFixture()
        payment.kind = .revocation
        payment.amount = .zero
        payment.value = .zero
        #expect(payment.refusal(of: AmountRule()) == nil)
    }

    @Test("more ZIL than there will ever be is refused")
    func moreThanTheSupplyIsRefused() throws {
        var payment = PaymentFactsFixture()
        payment.value = Wei(wei: 21_000_000_001 * 1_000_000_000_000_000_000)
        #expect(try #require(payment.refusal(of: AmountRule())).reason.contains("21,000,000,000"))
    }

    @Test("a legacy payment of a part of a Qa is refused; the same wei from the EVM account goes")
    func partOfAQaIsRefusedOnLegacy() throws {
        var legacy = PaymentFactsFixture()
        legacy.account = .legacy
        legacy.amount = UInt256(1_000_001)
        var evm = PaymentFactsFixture()
        evm.amount = UInt256(1_000_001)

        #expect(try #require(legacy.refusal(of: AmountRule())).reason.contains("whole Qa"))
        #expect(evm.refusal(of: AmountRule()) == nil)
    }

    @Test("a gas limit below the least is refused, naming why; one above the most likewise")
    func gasOutsideItsBoundsIsRefused() throws {
        var low = PaymentFactsFixture()
        low.gas = PaymentGasFacts(
            limit: 50, bounds: PaymentGasBounds(least: 21_000, most: 84_000_000, leastWhy: "a transfer's", mostWhy: ""))
        var high = low
        high.gas = PaymentGasFacts(
            limit: 600_000, bounds: PaymentGasBounds(least: 21_000, most: 500_000, leastWhy: "", mostWhy: "a ceiling"),
            estimated: true)
        #expect(try #require(low.refusal(of: GasLimitRule())).reason.contains("below 21000"))
        #expect(try #require(high.refusal(of: GasLimitRule())).reason.contains("the node estimates 600000 gas"))
    }
}

/// The one ordered list of rules.
@Suite("The standard rule list")
struct PaymentRulesTests {
    @Test("every rule is in the list once, the chain first")
    func everyRuleOnceChainFirst() {
        let names = PaymentRules.standard.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(names.first == "chain-id")
        #expect(names.count == 25)
    }

    @Test("an ordinary payment passes the whole list")
    func ordinaryPaymentPasses() throws {
        try PaymentRules.check(PaymentFactsFixture().facts, by: PaymentRules.standard)
    }

    @Test("a rule added at the end runs after all the others and refuses")
    func addedRuleRuns() {
        var refused: PaymentRefusal?
        do throws(PaymentRefusal) {
            try PaymentRules.check(PaymentFactsFixture().facts, by: PaymentRules.standard + [RefuseAll()])
        } catch {
            refused = error
        }
        #expect(refused?.rule == "refuse-all")
    }

    @Test("the first refusal stops the list: a chain mismatch is said before the funds")
    func firstRefusalStops() {
        var payment = PaymentFactsFixture()
        payment.nodeChainID = 1
        payment.funds = PaymentFundsFacts(balance: .zero)
        var refused: PaymentRefusal?
        do throws(PaymentRefusal) { try PaymentRules.check(payment.facts, by: PaymentRules.standard) } catch {
            refused = error
        }
        #expect(refused?.rule == "chain-id")
    }
}
