import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// The one order of a payment's rules, whichever account pays.
@Suite("Payments: the rules after the one read", .container)
struct PaymentRuleOrderTests {
    @Test(
        "a payment to the sender itself is refused by rule self-payment after the one read, nothing signed",
        arguments: [PayingAccount.legacy, .evm])
    func selfPaymentIsRefused(account: PayingAccount) async throws {
        let world = PaymentWorld()
        world.fundLegacy(Amount(10, unit: .zil))
        world.fundEVM(Wei(10, unit: .zil))
        let order =
            switch account {
            case .legacy: world.legacyOrder(to: world.legacySender)
            case .evm: world.evmOrder(to: world.evmSender)
            }

        let error = await #expect(throws: TransactionsError.self) {
            try await world.session(order).pay(signingWith: world.key)
        }

        #expect(error?.ruleRefusal?.rule == "self-payment")
        #expect(world.zilliqa.calls(to: .send) + world.evm.calls(to: .send) == 0)
    }

    @Test("a rule a test adds to the container's list runs on every payment, after the standard ones")
    func anAddedRuleRuns() async throws {
        let world = PaymentWorld()
        world.fundEVM(Wei(10, unit: .zil))
        Container.shared.paymentRules.register { PaymentRules.standard + [RefuseEverything()] }

        let error = await #expect(throws: TransactionsError.self) {
            try await world.session(world.evmOrder()).prepare()
        }

        #expect(error?.ruleRefusal?.rule == "refuse-everything")
    }
}

/// A rule that refuses every payment, to show the container's list is the one that runs.
private struct RefuseEverything: PaymentRule {
    let name = "refuse-everything"

    func check(_ facts: PaymentFacts) throws(PaymentRefusal) {
        throw PaymentRefusal(rule: name, reason: "this test refuses every payment", nextStep: "none")
    }
}
