import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// The history marks what address poisoning leaves (dust or a zero-value token transfer from an
/// address that looks like one the wallet knows) and names counterparties by their contacts.
@Suite struct HistoryPoisoningTests {
    /// An address sharing the first and last 4 hex digits of `HistoryFixture.other` (0xabab…abab).
    static let lookalike = LookalikeRuleTests.address("0xabab0000000000000000000000000000000babab")

    /// The fixture's use case with `other` as the contact "Alice".
    func useCase(_ fixture: HistoryFixture) -> DefaultHistoryUseCase {
        let other = fixture.other
        return DefaultHistoryUseCase(
            evmService: fixture.node, networkSetting: .success(.mainnet), preferences: fixture.preferences,
            tokenList: DefaultTokenListUseCase(preferences: fixture.preferences, networkSetting: .success(.mainnet)),
            staking: FakeStakingUseCase(pools: [fixture.pool]),
            explorers: DefaultExplorerUseCase(preferences: fixture.preferences),
            contacts: { [KnownCounterparty(address: other, seen: .contact(name: "Alice"))] })
    }

    @Test("Dust from a look-alike of a contact is marked as suspected poisoning, naming the contact")
    func dustFromLookalikeIsMarked() async throws {
        let fixture = try HistoryFixture()
        fixture.mine(
            try fixture.transaction(1, from: Self.lookalike, to: fixture.me, value: 1_000, block: 3), for: fixture.me)

        let page = try await useCase(fixture).page(of: HistoryAccount(evm: fixture.me), before: nil, limit: 25)

        let suspected = try #require(page.entries.first?.suspectedPoisoning)
        #expect(suspected.address == fixture.other)
        #expect(suspected.seen == .contact(name: "Alice"))
    }

    @Test("A real payment from a look-alike is not dust: it is not marked")
    func realPaymentIsNotMarked() async throws {
        let fixture = try HistoryFixture()
        fixture.mine(
            try fixture.transaction(
                1, from: Self.lookalike, to: fixture.me, value: 5_000_000_000_000_000_000, block: 3),
            for: fixture.me)

        let page = try await useCase(fixture).page(of: HistoryAccount(evm: fixture.me), before: nil, limit: 25)

        #expect(page.entries.first?.suspectedPoisoning == nil)
    }

    @Test("A zero-value token transfer to a look-alike is marked, whichever way it went")
    func zeroTokenTransferIsMarked() async throws {
        let fixture = try HistoryFixture()
        let call = try fixture.transaction(2, from: fixture.me, to: fixture.token.contract, block: 4)
        fixture.mine(
            call, for: fixture.me,
            logs: [try fixture.transferLog(from: fixture.me, to: Self.lookalike, units: 0, in: call)])

        let page = try await useCase(fixture).page(of: HistoryAccount(evm: fixture.me), before: nil, limit: 25)

        #expect(page.entries.first?.suspectedPoisoning?.address == fixture.other)
    }

    @Test("Dust from the contact itself is not marked, and the entry carries the contact's name")
    func contactIsNamedNotMarked() async throws {
        let fixture = try HistoryFixture()
        fixture.mine(
            try fixture.transaction(1, from: fixture.other, to: fixture.me, value: 1_000, block: 3), for: fixture.me)

        let page = try await useCase(fixture).page(of: HistoryAccount(evm: fixture.me), before: nil, limit: 25)

        let entry = try #require(page.entries.first)
        #expect(entry.suspectedPoisoning == nil)
        #expect(entry.counterpartyName == .contact("Alice"))
    }

    @Test("Whom the account paid a real amount in the page is known: dust from its look-alike is marked")
    func paidInPageIsKnown() async throws {
        let fixture = try HistoryFixture()
        let stranger = LookalikeRuleTests.address("0x1234999999999999999999999999999999995678")
        let mimic = LookalikeRuleTests.address("0x1234000000000000000000000000000000005678")
        fixture.mine(
            try fixture.transaction(1, from: fixture.me, to: stranger, value: 2_000_000_000_000_000_000, block: 3),
            for: fixture.me)
        fixture.mine(try fixture.transaction(2, from: mimic, to: fixture.me, value: 1, block: 4), for: fixture.me)

        let page = try await fixture.useCase.page(of: HistoryAccount(evm: fixture.me), before: nil, limit: 25)

        let dust = try #require(page.entries.first { $0.counterparty == mimic })
        #expect(dust.suspectedPoisoning?.address == stranger)
    }

    @Test("The entry's text line ends with the warning")
    func textSaysSo() async throws {
        let fixture = try HistoryFixture()
        fixture.mine(
            try fixture.transaction(1, from: Self.lookalike, to: fixture.me, value: 1_000, block: 3), for: fixture.me)
        let page = try await useCase(fixture).page(of: HistoryAccount(evm: fixture.me), before: nil, limit: 25)

        let line = HistoryEntryText(try #require(page.entries.first), of: page.account).line

        #expect(line.hasSuffix("never copy it as a recipient]"))
        #expect(line.contains("suspected address poisoning: it looks like \(fixture.other.checksummed)"))
    }
}
