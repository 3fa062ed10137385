import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// The recipients an EVM payment refuses, or asks about first (evm-accounts.md, "What can go wrong").
@Suite struct EVMPaymentRecipientTests {
    let sender = TestWallets.keyPair.evmAddress
    let recipient: EVMAddress
    // The devnet: its forks are unknown, so the fake legacy node's era is what counts.
    let node = FakeEVMService(chainID: Network.devnet.evmChainID)
    let legacyNode = FakeZilliqaService()

    init() throws {
        recipient = try EVMAddress("0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed")
        node.setAccount(FakeEVMService.Account(balance: Wei(10, unit: .zil)), for: sender)
    }

    var useCase: DefaultPaymentsUseCase {
        DefaultPaymentsUseCase(
            zilliqaService: legacyNode, evmService: node, networkSetting: .success(.devnet),
            preferences: .inMemory())
    }

    func draft(to: EVMAddress, bech32: Bool = false, accepting risks: Set<PaymentRisk> = []) -> EVMPaymentDraft {
        EVMPaymentDraft(
            from: sender, to: to, amount: .exactly(Wei(1, unit: .zil)), recipientGivenAsBech32: bech32,
            acceptedRisks: risks)
    }

    /// The risk `prepare` asks to confirm, if that is why it refused.
    func riskAsked(by draft: EVMPaymentDraft) async -> PaymentRisk? {
        do {
            _ = try await useCase.prepare(draft)
            return nil
        } catch {
            guard case .riskNotAccepted(let risk) = error else { return nil }
            return risk
        }
    }

    @Test func theSendersOwnAccountNeedsItsConfirmation() async throws {
        let asked = await riskAsked(by: draft(to: sender))

        #expect(asked == .sender)
    }

    @Test func theZeroAddressNeedsItsConfirmation() async throws {
        let zero = try EVMAddress("0x0000000000000000000000000000000000000000")

        let asked = await riskAsked(by: draft(to: zero))

        #expect(asked == .zeroAddress)
    }

    @Test func aZil1RecipientWhereLegacyTransfersAreRefusedNeedsItsConfirmation() async throws {
        legacyNode.setLegacyTransfers(.escrowOnly)

        let asked = await riskAsked(by: draft(to: recipient, bech32: true))

        #expect(asked == .legacyAccount)
    }

    @Test func aZil1RecipientWhereLegacyTransfersWorkIsAnOrdinaryRecipient() async throws {
        legacyNode.setLegacyTransfers(.accepted)

        let payment = try await useCase.prepare(draft(to: recipient, bech32: true))

        #expect(payment.transaction.to == recipient)
    }

    @Test func aRecipientTypedAs0xNeverCostsTheLegacyQuestion() async throws {
        _ = try await useCase.prepare(draft(to: recipient))

        #expect(legacyNode.calls(to: .legacyTransfers) == 0)
    }

    @Test func aConfirmedZil1RecipientIsPrepared() async throws {
        legacyNode.setLegacyTransfers(.disabled)

        let payment = try await useCase.prepare(draft(to: recipient, bech32: true, accepting: [.legacyAccount]))

        #expect(payment.transaction.to == recipient)
    }

    @Test func aContractNeedsItsConfirmation() async throws {
        node.setAccount(FakeEVMService.Account(code: [0x60, 0x80]), for: recipient)

        let asked = await riskAsked(by: draft(to: recipient))

        #expect(asked == .contract)
    }

    @Test func aConfirmedContractIsPrepared() async throws {
        node.setAccount(FakeEVMService.Account(code: [0x60, 0x80]), for: recipient)

        let payment = try await useCase.prepare(draft(to: recipient, accepting: [.contract]))

        #expect(payment.transaction.to == recipient)
    }

    @Test func aSweptRecipientIsRefusedEvenWhenEveryRiskIsAccepted() async throws {
        node.setAccount(FakeEVMService.Account(nonce: .max), for: recipient)

        let refused = await #expect(throws: TransactionsError.self) {
            try await useCase.prepare(draft(to: recipient, accepting: Set(PaymentRisk.allCases)))
        }

        guard case .sweptRecipient(let address) = refused else {
            Issue.record("expected sweptRecipient, got \(String(describing: refused))")
            return
        }
        #expect(address == recipient)
        #expect(node.sentTransactions.isEmpty)
    }

    @Test func everyRecipientConsequenceSaysWhereTheMoneyGoes() {
        let recipientRisks: [PaymentRisk] = [.sender, .zeroAddress, .legacyAccount, .contract]
        let texts = recipientRisks.map(\.consequence)

        #expect(texts.allSatisfy { $0.hasPrefix("goes to") })
        #expect(Set(texts).count == recipientRisks.count)
    }
}
