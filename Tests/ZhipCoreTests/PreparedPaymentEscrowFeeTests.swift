import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// Who pays the migration escrow's flat fee: a lodging once the network takes legacy transfers
/// only into the escrow; any other legacy payment pays its 50 gas.
@Suite("Legacy payments: who pays the escrow's flat fee", .container)
struct PreparedPaymentEscrowFeeTests {
    let gasPrice = Amount(2000, unit: .li)

    /// A confirmed lodging of 1 ZIL at 2000 Li a gas from a legacy account holding 100 ZIL, in `era`.
    private func lodging(era: LegacyTransfers) -> PaymentSession {
        let world = PaymentWorld()
        world.fundLegacy(Amount(100, unit: .zil))
        world.zilliqa.setLegacyTransfers(era)
        return world.session(
            world.legacyOrder(
                to: .migrationEscrow, terms: PaymentTerms(legacyGasPrice: gasPrice), consents: [.escrowLodge]))
    }

    @Test("a lodging in the escrow-only era pays the escrow's flat fee, and its fee is that fee")
    func lodgingInEscrowOnlyEra() async throws {
        let prepared = try await lodging(era: .escrowOnly).prepare()

        guard case .legacy(let details) = prepared.summary.details else {
            Issue.record("a legacy payment's review has legacy details")
            return
        }
        #expect(details.paysEscrowFee)
        #expect(prepared.summary.fee == .qa(try Payment.escrowFee(gasPrice: gasPrice)))
    }

    @Test("a lodging while legacy transfers are still accepted pays 50 gas")
    func lodgingWhileAccepted() async throws {
        let prepared = try await lodging(era: .accepted).prepare()

        guard case .legacy(let details) = prepared.summary.details else {
            Issue.record("a legacy payment's review has legacy details")
            return
        }
        #expect(!details.paysEscrowFee)
        #expect(prepared.summary.fee == .qa(try Payment.fee(gasPrice: gasPrice)))
    }

    @Test("a lodging's review says it lodges into the escrow, and warns how a lodging is claimed")
    func theReviewWarnsOfTheLodging() async throws {
        let summary = try await lodging(era: .escrowOnly).prepare().summary

        #expect(summary.lodgesIntoEscrow)
        #expect(summary.escrowWarning?.contains(EscrowLodging.claimWarning) == true)
        #expect(summary.question == "Lodge 1 ZIL into the migration escrow?")
    }
}
