import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@Suite("PreparedPayment: who pays the escrow's flat fee")
struct PreparedPaymentEscrowFeeTests {
    let gasPrice = Amount(2000, unit: .li)

    func prepared(to recipient: Address, era: LegacyTransfers) throws -> PreparedPayment {
        try PreparedPayment(
            payment: Payment(to: recipient, amount: Amount(1, unit: .zil), gasPrice: gasPrice, nonce: 1),
            sender: TestWallets.wallet.address, network: .mainnet, balance: Amount(100, unit: .zil), era: era)
    }

    @Test("a lodging in the escrow-only era pays the escrow's flat fee, and its fee is that fee")
    func lodgingInEscrowOnlyEra() throws {
        let lodging = try prepared(to: .migrationEscrow, era: .escrowOnly)

        #expect(lodging.paysEscrowFee)
        #expect(lodging.fee == (try Payment.escrowFee(gasPrice: gasPrice)))
    }

    @Test("a lodging while legacy transfers are still accepted pays 50 gas")
    func lodgingWhileAccepted() throws {
        let lodging = try prepared(to: .migrationEscrow, era: .accepted)

        #expect(!lodging.paysEscrowFee)
        #expect(lodging.fee == (try lodging.payment.fee()))
    }

    @Test("an ordinary payment never pays the escrow's fee")
    func ordinaryPayment() throws {
        let payment = try prepared(to: TestWallets.wallet.address, era: .escrowOnly)

        #expect(!payment.paysEscrowFee)
    }
}
