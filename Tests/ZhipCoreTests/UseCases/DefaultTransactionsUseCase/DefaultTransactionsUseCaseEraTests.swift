import Foundation
import Synchronization
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZhipTesting
import ZilliqaKit

@Suite("DefaultTransactionsUseCase: what the network's era allows, known before signing")
struct TransactionsEraTests {
    /// A draft lodging `amount` into the migration escrow.
    private func lodge(_ amount: Amount = Amount(1, unit: .zil), confirmed: Bool = true) -> PaymentDraft {
        PaymentDraft(
            to: .migrationEscrow, amount: amount, gasPrice: Payment.zilliqa2MinimumGasPrice,
            acceptedRisks: confirmed ? [.escrowLodge] : [])
    }

    @Test("a network that disabled legacy transfers refuses the payment before anything is signed or sent")
    func disabledRefusesBeforeSigning() async throws {
        let harness = try TransactionsHarness()
        harness.node.setLegacyTransfers(.disabled)

        await #expect(throws: TransactionsError.legacyTransfersDisabled(.mainnet)) {
            try await harness.payments.send(
                harness.draft(), keystore: harness.keystore, password: TransactionsHarness.password)
        }
        #expect(harness.node.calls(to: .send) == 0)
    }

    @Test("the era is asked for the wallet's chain, after the node's chain is checked")
    func eraAskedOnce() async throws {
        let harness = try TransactionsHarness()

        _ = try await harness.payments.prepare(harness.draft(), from: harness.sender)

        #expect(harness.node.calls(to: .legacyTransfers) == 1)
    }

    @Test("an escrow-only network refuses a payment to anyone but the escrow before anything is signed")
    func escrowOnlyRefusesOthers() async throws {
        let harness = try TransactionsHarness()
        harness.node.setLegacyTransfers(.escrowOnly)

        await #expect(throws: TransactionsError.onlyEscrowAccepted(.mainnet)) {
            try await harness.payments.prepare(harness.draft(), from: harness.sender)
        }
        #expect(harness.node.calls(to: .send) == 0)
    }

    @Test("an escrow-only network prepares a confirmed lodge, with the escrow's flat fee on top of the amount")
    func escrowOnlyPreparesLodge() async throws {
        let harness = try TransactionsHarness()
        harness.node.setLegacyTransfers(.escrowOnly)

        let prepared = try await harness.payments.prepare(lodge(), from: harness.sender)

        // 21000 x floor(2000000016 x 10^6 / 420) wei = 100000000800 Qa (zq2-legacy-api.md section 3).
        #expect(prepared.fee == Amount(qa: 100_000_000_800))
        #expect(prepared.total == Amount(qa: 1_100_000_000_800))
        #expect(prepared.lodgesIntoEscrow)
        #expect(prepared.era == .escrowOnly)
    }

    @Test("a payment to the escrow that the person did not choose as a lodge is refused, whatever the era")
    func unconfirmedLodgeRefused() async throws {
        let harness = try TransactionsHarness()
        harness.node.setLegacyTransfers(.escrowOnly)

        await #expect(throws: TransactionsError.riskNotAccepted(.escrowLodge)) {
            try await harness.payments.prepare(lodge(confirmed: false), from: harness.sender)
        }
        #expect(harness.nodeCalls == 0)
    }

    @Test("allowing an unusual recipient does not confirm a lodge into the escrow")
    func unusualRecipientIsNotLodgeConsent() async throws {
        let harness = try TransactionsHarness()
        var draft = lodge(confirmed: false)
        draft.acceptedRisks.formUnion([.sender, .zeroAddress])

        await #expect(throws: TransactionsError.riskNotAccepted(.escrowLodge)) {
            try await harness.payments.prepare(draft, from: harness.sender)
        }
    }

    @Test("signing offline refuses an unconfirmed lodge into the escrow too")
    func offlineUnconfirmedLodgeRefused() async throws {
        let harness = try TransactionsHarness()
        var draft = lodge(confirmed: false)
        draft.nonce = 5

        await #expect(throws: TransactionsError.riskNotAccepted(.escrowLodge)) {
            try await harness.payments.signOffline(
                draft, on: harness.network, keystore: harness.keystore, password: TransactionsHarness.password)
        }
    }

    @Test("a probe the node did not answer leaves the era to the payment's own refusal: the payment is prepared")
    func probeUnanswered() async throws {
        let harness = try TransactionsHarness()
        harness.node.setError(.transport(.timedOut), for: .legacyTransfers)

        let prepared = try await harness.payments.prepare(harness.draft(), from: harness.sender)

        #expect(prepared.era == .accepted)
    }
}

@Suite("TransactionsError: the eras in words a person can act on")
struct TransactionsEraWordingTests {
    @Test("disabled on mainnet names the block, says the balance is safe, and where ZIL moves now")
    func disabledWords() {
        let text = TransactionsError.legacyTransfersDisabled(.mainnet).description

        #expect(text.contains("no longer accepts legacy (zil1) transfers since block 31,759,109"))
        #expect(text.contains("nothing was signed"))
        #expect(text.contains("Your balance is safe and can still be read"))
        #expect(text.contains("EVM (0x) account of the same key"))
    }

    @Test("escrow-only on testnet names its block and the escrow's address to lodge into")
    func escrowOnlyWords() {
        let text = TransactionsError.onlyEscrowAccepted(.testnet).description

        #expect(text.contains("only into the migration escrow since block 40,599,772"))
        #expect(text.contains("zil1qqqqqqqqtfy5cv292dp4yn6h2pfy7kzec60lqn"))
        #expect(text.contains("official recovery tool"))
    }

    @Test("an era on a network whose forks are unknown names no block")
    func unknownNetworkNamesNoBlock() throws {
        let devnet = try Network.custom(url: try #require(URL(string: "http://127.0.0.1:5555")), chainID: 222)

        let text = TransactionsError.onlyEscrowAccepted(devnet).description

        #expect(!text.contains("since block"))
    }

    @Test("an unconfirmed lodge warns that claiming needs the recovery tool and a seed phrase")
    func lodgeWarning() {
        let text = TransactionsError.riskNotAccepted(.escrowLodge).description

        #expect(text.contains("official recovery tool"))
        #expect(text.contains("seed phrase"))
        #expect(text.contains("may not be able to claim it"))
    }
}
