import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// The wallet's own sends in the history until they are mined or replaced (issue 28).
@Suite struct HistoryPendingTests {
    static let sentAt = Date(timeIntervalSince1970: 1_800_000_000)

    /// Sends 1 ZIL from the fixture's account with nonce `nonce` through the payment pipeline.
    private func send(nonce: UInt64, in fixture: HistoryFixture) async throws -> EVMHash {
        fixture.node.setAccount(FakeEVMService.Account(balance: Wei(10, unit: .zil), nonce: nonce), for: fixture.me)
        let payments = DefaultPaymentsUseCase(
            zilliqaService: FakeZilliqaService(), evmService: fixture.node, networkSetting: .success(.mainnet),
            preferences: fixture.preferences, clock: ImmediateClock(), dateProvider: FixedDateProvider(Self.sentAt))
        let prepared = try await payments.prepare(
            EVMPaymentDraft(from: fixture.me, to: fixture.other, amount: .exactly(Wei(1, unit: .zil))))
        guard case .accepted(.evm(let hash)) = await payments.send(prepared, signingWith: TestWallets.keyPair) else {
            throw TransactionsError.cancelled
        }
        return hash
    }

    @Test("A send the node has not mined leads the first page as pending, from the wallet's record")
    func anUnminedSendIsPending() async throws {
        let fixture = try HistoryFixture()
        let hash = try await send(nonce: 0, in: fixture)

        let page = try await fixture.useCase.page(of: HistoryAccount(evm: fixture.me), before: nil, limit: 25)

        let entry = try #require(page.entries.first)
        #expect(entry.hash == hash)
        #expect(entry.status == .pending)
        #expect(entry.direction == .outgoing)
        #expect(entry.amount == .zil(Wei(1, unit: .zil)))
        #expect(entry.time == Self.sentAt)
    }

    @Test("A send whose nonce the node counts as used (mined or replaced) is no longer pending")
    func aMinedOrReplacedSendLeaves() async throws {
        let fixture = try HistoryFixture()
        _ = try await send(nonce: 0, in: fixture)
        fixture.node.setAccount(FakeEVMService.Account(balance: Wei(9, unit: .zil), nonce: 1), for: fixture.me)

        let page = try await fixture.useCase.page(of: HistoryAccount(evm: fixture.me), before: nil, limit: 25)

        #expect(page.entries.isEmpty)
    }

    @Test("An older page shows no pending entries")
    func olderPagesHaveNoPending() async throws {
        let fixture = try HistoryFixture()
        _ = try await send(nonce: 0, in: fixture)

        let page = try await fixture.useCase.page(of: HistoryAccount(evm: fixture.me), before: 50, limit: 25)

        #expect(page.entries.isEmpty)
    }

    @Test("A transaction signed earlier and sent from its file (tx send) is pending too")
    func aSignedFileSentIsPending() async throws {
        let fixture = try HistoryFixture()
        fixture.node.setAccount(FakeEVMService.Account(balance: Wei(10, unit: .zil)), for: fixture.me)
        let signed = EVMTransaction(
            nonce: 0, fee: .eip1559(maxFeePerGas: HistoryFixture.gasPrice, maxPriorityFeePerGas: 0), gasLimit: 21_000,
            to: fixture.other, value: 1_000_000_000_000_000_000, chainID: Network.mainnet.evmChainID
        ).signed(with: TestWallets.keyPair.privateKey)
        let payments = DefaultPaymentsUseCase(
            zilliqaService: FakeZilliqaService(), evmService: fixture.node, networkSetting: .success(.mainnet),
            preferences: fixture.preferences, clock: ImmediateClock(), dateProvider: FixedDateProvider(Self.sentAt))
        _ = try await payments.send(.evm(signed), allowingNonceGap: false)

        let page = try await fixture.useCase.page(of: HistoryAccount(evm: fixture.me), before: nil, limit: 25)

        #expect(page.entries.map(\.hash) == [signed.transactionHash])
        #expect(page.entries.first?.status == .pending)
        #expect(page.entries.first?.counterparty == fixture.other)
    }
}
