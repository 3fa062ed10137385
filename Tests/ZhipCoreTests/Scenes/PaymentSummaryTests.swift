import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// What the review shows of a payment the session prepared over fake nodes.
@Suite("The summary a review shows", .container)
struct PaymentSummaryTests {
    /// The summary of `intent` paid from the wallet's legacy account over `fixtures`, with `consents`.
    private func legacySummary(
        of intent: any PaymentIntent, consents: Set<PaymentRisk> = [],
        fixtures: LegacySendFixtures = LegacySendFixtures()
    ) async throws -> PaymentSummary {
        fixtures.register()
        let order = PaymentOrder(
            intent, from: .legacy, sender: EVMAddress(LegacySendFixtures.sender), consents: consents)
        return try await PaymentSession(order: order).prepare().summary
    }

    @Test("a legacy payment: the recipient in both forms, the amount, fee, total and what is left, in Qa")
    func legacyFigures() async throws {
        let summary = try await LegacySendFixtures().prepared().1.summary

        #expect(summary.account == .legacy)
        #expect(summary.from == TestWallets.wallet.address.bech32)
        #expect(summary.to == SendFixtures.recipient.bech32)
        #expect(summary.toHex == SendFixtures.recipient.checksummed)
        #expect(summary.amount == .qa(Amount(1, unit: .zil)))
        #expect(summary.fee == .qa(LegacySendFixtures.fee))
        #expect(summary.maximumFee == nil)
        #expect(summary.total == .qa(Amount(qa: 1_100_000_000_000)))
        #expect(summary.balance == .qa(Amount(100, unit: .zil)))
        #expect(summary.balanceAfter == .qa(Amount(qa: 98_900_000_000_000)))
        #expect(summary.network == .mainnet)
        #expect(summary.nonce == 1)
    }

    @Test("a legacy payment's details: its gas price and limit")
    func legacyDetails() async throws {
        let summary = try await LegacySendFixtures().prepared().1.summary

        guard case .legacy(let legacy) = summary.details else {
            Issue.record("expected legacy details, got \(summary.details)")
            return
        }
        #expect(legacy.gasPrice == Amount(2000, unit: .li))
        #expect(legacy.gasLimit == 50)
        #expect(!legacy.paysEscrowFee)
    }

    @Test("a move to the key's own EVM account shows it once, as 0x…, with its note")
    func moveToOwnEVMAccount() async throws {
        let publicKey = TestWallets.keyPair.publicKey
        let move = LegacyMove(of: publicKey, amount: .exactly(UInt256(Wei(2, unit: .zil).wei)))

        let summary = try await legacySummary(of: move)

        #expect(summary.to == publicKey.evmAddress.checksummed)
        #expect(summary.toHex == nil)
        #expect(summary.recipientNote == EVMAccountMove.recipientNote(of: publicKey))
    }

    @Test("an ordinary payment carries no escrow warning")
    func noEscrowWarning() async throws {
        #expect(try await LegacySendFixtures().prepared().1.summary.escrowWarning == nil)
    }

    @Test("a lodge into the migration escrow says so, with how it is claimed back, and pays the escrow's fee")
    func escrowWarning() async throws {
        let fixtures = LegacySendFixtures()
        fixtures.zilliqa.setLegacyTransfers(.escrowOnly)
        let lodge = ZILTransfer(
            to: EVMAddress(Address.migrationEscrow), amount: .exactly(UInt256(Wei(1, unit: .zil).wei)),
            shown: Address.migrationEscrow.bech32)

        let summary = try await legacySummary(of: lodge, consents: [.escrowLodge], fixtures: fixtures)

        #expect(summary.lodgesIntoEscrow)
        #expect(summary.escrowWarning?.contains("lodge into the migration escrow") == true)
        #expect(summary.escrowWarning?.contains("seed phrase") == true)
        guard case .legacy(let legacy) = summary.details else {
            Issue.record("expected legacy details, got \(summary.details)")
            return
        }
        #expect(legacy.paysEscrowFee)
    }

    @Test(
        "an EVM payment: from, to, the amount, 21000 x the price as the fee, the total and the balance after, to the wei"
    )
    func evmFigures() async throws {
        let summary = try await EVMSendFixtures().prepared("1.5").1.summary

        #expect(summary.account == .evm)
        #expect(summary.from == EVMSendFixtures.sender.checksummed)
        #expect(summary.to == "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed")
        #expect(summary.toHex == nil)
        #expect(summary.amount == .wei(Wei(wei: 1_500_000_000_000_000_000)))
        #expect(summary.fee == .wei(EVMSendFixtures.transferFee))
        #expect(summary.maximumFee == .wei(EVMSendFixtures.transferFee))
        #expect(summary.total == .wei(Wei(wei: 1_600_000_000_800_000_000)))
        #expect(summary.balance == .wei(Wei(10, unit: .zil)))
        #expect(summary.balanceAfter == .wei(Wei(wei: 8_399_999_999_200_000_000)))
        #expect(summary.nonce == 4)
        #expect(summary.recipientNote == nil)
    }

    @Test("an EVM payment's details: type 2, 21000 gas at the network's price, the devnet's EVM chain id")
    func evmDetails() async throws {
        let summary = try await EVMSendFixtures().prepared().1.summary

        guard case .evm(let evm) = summary.details else {
            Issue.record("expected EVM details, got \(summary.details)")
            return
        }
        #expect(evm.typeNumber == 2)
        #expect(evm.quote.gasLimit == 21_000)
        #expect(evm.quote.pricePerGasCharged == Wei(wei: 4_761_904_800_000))
        #expect(evm.chainID == Network.devnet.evmChainID)
    }

    @Test("an EVM recipient typed as zil1 is said so beside it")
    func bech32Note() async throws {
        let fixtures = EVMSendFixtures()
        fixtures.register()
        let transfer = ZILTransfer(
            to: EVMSendFixtures.recipient, amount: .exactly(UInt256(Wei(1, unit: .zil).wei)), typedAsLegacy: true)

        let summary = try await PaymentSession(
            order: PaymentOrder(transfer, from: .evm, sender: EVMSendFixtures.sender)
        )
        .prepare().summary

        #expect(summary.recipientNote == PaymentSummary.typedAsBech32Note)
    }

    @Test("amounts are shown as exact ZIL in either unit")
    func zilText() {
        #expect(ZILAmount.qa(Amount(qa: 1)).zil == "0.000000000001")
        #expect(ZILAmount.wei(Wei(wei: 1_000_000_000_000_000_001)).zil == "1.000000000000000001")
    }
}
