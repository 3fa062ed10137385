import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@Suite("EscrowLodging: the one sentence every place says before a lodging")
struct EscrowLodgingTests {
    @Test("the sentence says what the payment would do, then the claim warning, ending in a period")
    func sentence() {
        let sentence = EscrowLodging.sentence

        #expect(sentence == "would lodge into the migration escrow. " + EscrowLodging.claimWarning + ".")
    }

    @Test(
        "the refusal of an unconfirmed lodging says the sentence, that nothing was signed, and how to confirm it",
        .container)
    func refusal() async throws {
        let world = PaymentWorld()
        world.fundLegacy(Amount(10, unit: .zil))
        let order = world.legacyOrder(to: .migrationEscrow)

        let error = await #expect(throws: TransactionsError.self) { try await world.session(order).prepare() }

        #expect(
            error?.description
                == "the payment would lodge into the migration escrow. \(EscrowLodging.claimWarning): nothing was"
                + " signed; confirm lodging into the escrow explicitly if you mean it (rule escrow-lodge)")
    }
}
