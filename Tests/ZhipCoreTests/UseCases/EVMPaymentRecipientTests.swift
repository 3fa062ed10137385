import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// The recipients an EVM payment refuses, or asks about first (evm-accounts.md, "What can go wrong").
@Suite("EVM payments: recipients", .container)
struct EVMPaymentRecipientTests {
    /// A world on the devnet, whose forks are unknown, so the fake legacy node's era is what counts.
    func devnet() -> PaymentWorld {
        let world = PaymentWorld(network: .devnet)
        world.fundEVM(Wei(10, unit: .zil))
        return world
    }

    /// 1 ZIL to `recipient`, typed as `zil1…` when `bech32`, with `consents`.
    func order(to recipient: EVMAddress, bech32: Bool = false, consents: Set<PaymentRisk> = [], in world: PaymentWorld)
        -> PaymentOrder
    {
        PaymentOrder(
            ZILTransfer(to: recipient, amount: .exactly(UInt256(Wei(1, unit: .zil).wei)), typedAsLegacy: bech32),
            from: .evm, sender: world.evmSender, consents: consents)
    }

    /// The refusal preparing `order` meets, nil when it is prepared.
    func refusal(of order: PaymentOrder, in world: PaymentWorld) async -> PaymentRefusal? {
        do throws(TransactionsError) {
            _ = try await world.session(order).prepare()
            return nil
        } catch {
            return error.ruleRefusal
        }
    }

    @Test("the sender's own account needs its consent")
    func theSendersOwnAccountNeedsItsConsent() async {
        let world = devnet()

        let refusal = await refusal(of: order(to: world.evmSender, in: world), in: world)

        #expect(refusal?.rule == "self-payment")
        #expect(refusal?.consent == .sender)
    }

    @Test("the zero address needs its consent")
    func theZeroAddressNeedsItsConsent() async throws {
        let world = devnet()
        let zero = try EVMAddress("0x0000000000000000000000000000000000000000")

        let refusal = await refusal(of: order(to: zero, in: world), in: world)

        #expect(refusal?.rule == "zero-address")
        #expect(refusal?.consent == .zeroAddress)
    }

    @Test("a zil1 recipient where legacy transfers go only into the escrow needs its consent")
    func aZil1RecipientWhereLegacyTransfersAreRefusedNeedsItsConsent() async {
        let world = devnet()
        world.zilliqa.setLegacyTransfers(.escrowOnly)

        let refusal = await refusal(of: order(to: world.payee, bech32: true, in: world), in: world)

        #expect(refusal?.rule == "legacy-recipient")
        #expect(refusal?.consent == .legacyAccount)
    }

    @Test("a zil1 recipient where legacy transfers work is an ordinary recipient")
    func aZil1RecipientWhereLegacyTransfersWorkIsAnOrdinaryRecipient() async throws {
        let world = devnet()
        world.zilliqa.setLegacyTransfers(.accepted)

        let prepared = try await world.session(order(to: world.payee, bech32: true, in: world)).prepare()

        #expect(prepared.transaction?.evm?.to == world.payee)
        #expect(prepared.summary.recipientNote == PaymentSummary.typedAsBech32Note)
    }

    @Test("a recipient typed as 0x never costs the legacy question")
    func aRecipientTypedAs0xNeverCostsTheLegacyQuestion() async throws {
        let world = devnet()

        _ = try await world.session(order(to: world.payee, in: world)).prepare()

        #expect(world.zilliqa.calls(to: .legacyTransfers) == 0)
    }

    @Test("a consented zil1 recipient is prepared though legacy transfers are off")
    func aConsentedZil1RecipientIsPrepared() async throws {
        let world = devnet()
        world.zilliqa.setLegacyTransfers(.disabled)

        let prepared = try await world.session(
            order(to: world.payee, bech32: true, consents: [.legacyAccount], in: world)
        ).prepare()

        #expect(prepared.transaction?.evm?.to == world.payee)
    }

    @Test("a contract needs its consent")
    func aContractNeedsItsConsent() async {
        let world = devnet()
        world.evm.setAccount(FakeEVMService.Account(code: [0x60, 0x80]), for: world.payee)

        let refusal = await refusal(of: order(to: world.payee, in: world), in: world)

        #expect(refusal?.rule == "contract-recipient")
        #expect(refusal?.consent == .contract)
    }

    @Test("a consented contract is prepared")
    func aConsentedContractIsPrepared() async throws {
        let world = devnet()
        world.evm.setAccount(FakeEVMService.Account(code: [0x60, 0x80]), for: world.payee)

        let prepared = try await world.session(order(to: world.payee, consents: [.contract], in: world)).prepare()

        #expect(prepared.transaction?.evm?.to == world.payee)
    }

    @Test("a swept recipient is refused by rule swept-recipient even when every risk is consented to")
    func aSweptRecipientIsRefusedEvenWhenEveryRiskIsAccepted() async {
        let world = devnet()
        world.evm.setAccount(FakeEVMService.Account(nonce: .max), for: world.payee)

        let refusal = await refusal(
            of: order(to: world.payee, consents: Set(PaymentRisk.allCases), in: world), in: world)

        #expect(refusal?.rule == "swept-recipient")
        #expect(refusal?.consent == nil)
        #expect(refusal?.reason.contains(world.payee.checksummed) == true)
        #expect(world.evm.sentTransactions.isEmpty)
    }

    @Test("every recipient consequence says where the money goes")
    func everyRecipientConsequenceSaysWhereTheMoneyGoes() {
        let recipientRisks: [PaymentRisk] = [.sender, .zeroAddress, .legacyAccount, .contract]
        let texts = recipientRisks.map { $0.consequence() }

        #expect(texts.allSatisfy { $0.hasPrefix("goes to") })
        #expect(Set(texts).count == recipientRisks.count)
    }
}
