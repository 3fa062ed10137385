import Foundation
import Testing
import ZhipCoreTestSupport
import ZilliqaKit

@testable import ZhipCore

/// The Send scene offers recipients the wallet knows (contacts, whom it paid on this network) and
/// never a look-alike of a known address that is not a contact (what address poisoning plants).
@Suite("Prepare scene: recipients offered", .container)
@MainActor
struct RecipientSuggestionTests {
    let fixtures = PrepareSceneFixtures()
    static let alice = LookalikeRuleTests.address("0xabcd1111111111111111111111111111111e1234")
    static let paid = LookalikeRuleTests.address("0x9999000000000000000000000000000000007777")
    static let lookalike = LookalikeRuleTests.address("0xabcd2222222222222222222222222222222e1234")

    /// The scene of an EVM payment on the devnet with alice a contact, and `paid` then `lookalike` paid there.
    func scene() throws -> PreparePaymentViewModel {
        fixtures.evm.register()
        let preferences = Preferences.inMemory()
        Container.shared.preferences.register { preferences }
        Container.shared.contactsUseCase.register { DefaultContactsUseCase(preferences: preferences) }
        _ = try Container.shared.contactsUseCase().add(name: "Alice", address: Self.alice.checksummed, note: nil)
        let record = CounterpartyRecord(preferences: preferences)
        for (index, address) in [Self.paid, Self.lookalike].enumerated() {
            try record.add(
                PaymentCounterparty(address: address, role: .payee), name: nil,
                onChain: Network.devnet.evmChainID, at: Date(timeIntervalSince1970: 1_790_000_000 + Double(index)))
        }
        return PreparePaymentViewModel(
            form: EVMPaymentForm(
                sender: EVMSendFixtures.sender, evmService: fixtures.evm.evm, network: .success(.devnet)))
    }

    @Test("contacts and paid addresses are offered, contacts first")
    func knownAreOffered() throws {
        let scene = try scene()

        let offered = scene.state.suggestedRecipients.map(\.address)

        #expect(offered == [Self.alice, Self.paid])
    }

    @Test("a paid address that looks like a contact is never offered")
    func lookalikeIsNotOffered() throws {
        let scene = try scene()

        #expect(!scene.state.suggestedRecipients.map(\.address).contains(Self.lookalike))
    }

    @Test("choosing a suggestion fills in its address")
    func choosingFillsIn() async throws {
        let scene = try scene()
        await scene.start()

        scene.didChooseRecipient(try #require(scene.state.suggestedRecipients.first))

        #expect(scene.state.recipientText == Self.alice.checksummed)
    }
}
