import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@Suite("Legacy payments: recipients that are almost always a slip", .container)
struct LegacyPaymentRecipientTests {
    @Test("a payment to the sending account itself is refused by rule self-payment, which its consent lifts")
    func toSelfRefused() async throws {
        let world = PaymentWorld()
        world.fundLegacy(Amount(10, unit: .zil))

        let error = await #expect(throws: TransactionsError.self) {
            try await world.session(world.legacyOrder(to: world.legacySender)).prepare()
        }

        #expect(error?.ruleRefusal?.rule == "self-payment")
        #expect(error?.ruleRefusal?.consent == .sender)
    }

    @Test("a payment to the zero address is refused by rule zero-address, which its consent lifts")
    func toZeroRefused() async throws {
        let world = PaymentWorld()
        world.fundLegacy(Amount(10, unit: .zil))
        let zero = try Address(hexString: String(repeating: "0", count: 40))

        let error = await #expect(throws: TransactionsError.self) {
            try await world.session(world.legacyOrder(to: zero)).prepare()
        }

        #expect(error?.ruleRefusal?.rule == "zero-address")
        #expect(error?.ruleRefusal?.consent == .zeroAddress)
    }

    @Test("once the person confirmed the recipient explicitly, the payment is prepared")
    func confirmedIsPrepared() async throws {
        let world = PaymentWorld()
        world.fundLegacy(Amount(10, unit: .zil))
        let order = world.legacyOrder(
            to: world.legacySender, terms: PaymentTerms(legacyGasPrice: Amount(2000, unit: .li)), consents: [.sender])

        let prepared = try await world.session(order).prepare()

        #expect(prepared.transaction?.legacy?.recipient == world.legacySender)
    }
}
