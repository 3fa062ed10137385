import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@Suite("The summary a review shows")
struct PaymentSummaryTests {
    @Test("a legacy payment: the recipient in both forms, the amount, fee, total and what is left, in Qa")
    func legacyFigures() {
        let summary = PaymentSummary(SendFixtures.prepared())

        #expect(summary.account == .legacy)
        #expect(summary.from == TestWallets.wallet.address.bech32)
        #expect(summary.to == SendFixtures.recipient.bech32)
        #expect(summary.toHex == SendFixtures.recipient.checksummed)
        #expect(summary.amount == .qa(Amount(1, unit: .zil)))
        #expect(summary.fee == .qa(Amount(qa: 100_000_000_000)))
        #expect(summary.maximumFee == nil)
        #expect(summary.total == .qa(Amount(qa: 1_100_000_000_000)))
        #expect(summary.balance == .qa(Amount(100, unit: .zil)))
        #expect(summary.balanceAfter == .qa(Amount(qa: 98_900_000_000_000)))
        #expect(summary.network == .mainnet)
        #expect(summary.nonce == 1)
    }

    @Test("a legacy payment's details: its gas price and limit")
    func legacyDetails() {
        let summary = PaymentSummary(SendFixtures.prepared())

        guard case .legacy(let legacy) = summary.details else {
            Issue.record("expected legacy details, got \(summary.details)")
            return
        }
        #expect(legacy.gasPrice == Amount(2000, unit: .li))
        #expect(legacy.gasLimit == 50)
        #expect(!legacy.paysEscrowFee)
    }

    @Test("a move to the key's own EVM account shows it once, as 0x…, with its note")
    func moveToOwnEVMAccount() {
        let evm = TestWallets.keyPair.evmAddress

        let summary = PaymentSummary(SendFixtures.prepared(), recipientNote: "its own", recipientEVMAddress: evm)

        #expect(summary.to == evm.checksummed)
        #expect(summary.toHex == nil)
        #expect(summary.recipientNote == "its own")
    }

    @Test("an ordinary payment carries no escrow warning")
    func noEscrowWarning() {
        #expect(PaymentSummary(SendFixtures.prepared()).escrowWarning == nil)
    }

    @Test("a lodge into the migration escrow says so, with how it is claimed back, before signing")
    func escrowWarning() throws {
        let lodge = try PreparedPayment(
            payment: Payment(
                to: .migrationEscrow, amount: Amount(1, unit: .zil), gasPrice: Amount(2000, unit: .li), nonce: 1),
            sender: TestWallets.wallet.address, network: .mainnet, balance: Amount(100, unit: .zil), era: .escrowOnly)

        let summary = PaymentSummary(lodge)

        #expect(summary.lodgesIntoEscrow)
        #expect(summary.escrowWarning?.contains("lodge into the migration escrow") == true)
        #expect(summary.escrowWarning?.contains("seed phrase") == true)
    }

    @Test(
        "an EVM payment: from, to, the amount, 21000 x the price as the fee, the total and the balance after, to the wei"
    )
    func evmFigures() async throws {
        let prepared = try await EVMSendFixtures().prepared("1.5")

        let summary = PaymentSummary(prepared, network: .devnet, recipientGivenAsBech32: false)

        #expect(summary.account == .evm)
        #expect(summary.from == EVMSendFixtures.sender.checksummed)
        #expect(summary.to == "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed")
        #expect(summary.toHex == nil)
        #expect(summary.amount == .wei(Wei(wei: 1_500_000_000_000_000_000)))
        #expect(summary.fee == .wei(EVMSendFixtures.transferFee))
        #expect(summary.maximumFee == .wei(prepared.maximumFee))
        #expect(summary.total == .wei(Wei(wei: 1_600_000_000_800_000_000)))
        #expect(summary.balance == .wei(Wei(10, unit: .zil)))
        #expect(summary.balanceAfter == .wei(Wei(wei: 8_399_999_999_200_000_000)))
        #expect(summary.nonce == 4)
        #expect(summary.recipientNote == nil)
    }

    @Test("an EVM payment's details: type 2, 21000 gas at the network's price, the devnet's EVM chain id")
    func evmDetails() async throws {
        let prepared = try await EVMSendFixtures().prepared()

        let summary = PaymentSummary(prepared, network: .devnet, recipientGivenAsBech32: false)

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
        let prepared = try await EVMSendFixtures().prepared()

        let summary = PaymentSummary(prepared, network: .devnet, recipientGivenAsBech32: true)

        #expect(summary.recipientNote == PaymentSummary.typedAsBech32Note)
    }

    @Test("amounts are shown as exact ZIL in either unit")
    func zilText() {
        #expect(ZILAmount.qa(Amount(qa: 1)).zil == "0.000000000001")
        #expect(ZILAmount.wei(Wei(wei: 1_000_000_000_000_000_001)).zil == "1.000000000000000001")
    }
}
