import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// Rule watch-only: no payment is signed here for an account the home only watches; a file signed
/// elsewhere is sent.
@Suite("Rule watch-only")
struct WatchOnlyRuleTests {
    /// The fixture's facts on `path`, the sender watched only.
    func watchedFacts(on path: PaymentFacts.Path) -> PaymentFacts {
        var fixture = PaymentFactsFixture()
        fixture.path = path
        var facts = fixture.facts
        facts.senderIsWatchOnly = true
        return facts
    }

    /// The rule's refusal of `facts`, nil when it lets them go.
    func refusal(of facts: PaymentFacts) -> PaymentRefusal? {
        do throws(PaymentRefusal) {
            try WatchOnlyRule().check(facts)
            return nil
        } catch {
            return error
        }
    }

    @Test("a payment prepared online from a watched account is refused, naming tx sign and tx send")
    func onlineIsRefused() throws {
        let refused = try #require(refusal(of: watchedFacts(on: .online)))

        #expect(refused.rule == "watch-only")
        #expect(refused.nextStep.contains("zhip-cli tx sign"))
        #expect(refused.nextStep.contains("zhip-cli tx send FILE"))
        #expect(refused.consent == nil)
    }

    @Test("a payment signed offline from a watched account is refused")
    func offlineIsRefused() {
        #expect(refusal(of: watchedFacts(on: .offlineSigning))?.rule == "watch-only")
    }

    @Test("a file signed elsewhere is let through: sending it is what a watch-only home is for")
    func aSignedFileGoes() {
        #expect(refusal(of: watchedFacts(on: .signedFile)) == nil)
    }

    @Test("an account the home holds the key of is let through")
    func anOwnAccountGoes() {
        #expect(refusal(of: PaymentFactsFixture().facts) == nil)
    }

    @Test("the standard list holds the rule, once")
    func theListHoldsIt() {
        #expect(PaymentRules.standard.filter { $0.name == "watch-only" }.count == 1)
    }
}

/// The session fills the fact from the home's watched accounts and refuses at prepare.
@Suite("Rule watch-only in the session", .container)
struct WatchOnlySessionTests {
    @Test("prepare of a payment from a watched account is refused by watch-only before anything is sent")
    func prepareIsRefused() async throws {
        let world = PaymentWorld()
        world.fundEVM(Wei(10, unit: .zil))
        let watching = DefaultWatchedAccountsUseCase(
            preferences: world.preferences, walletStorage: FakeWalletUseCase(),
            ledgerWallet: DefaultLedgerWalletUseCase(securePersistence: .inMemory()))
        _ = try watching.watch(WatchedAddress(world.evmSender, form: .evm), name: nil)
        Container.shared.watchedAccountsUseCase.register { watching }

        let error = await #expect(throws: TransactionsError.self) {
            try await world.session(world.evmOrder()).prepare()
        }

        #expect(error?.ruleRefusal?.rule == "watch-only")
        #expect(world.evm.calls(to: .send) == 0)
    }
}
