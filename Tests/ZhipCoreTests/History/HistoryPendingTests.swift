import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// The wallet's own sends in the history until they are mined or replaced (issue 28).
@Suite("History: the wallet's pending sends", .container)
struct HistoryPendingTests {
    static let sentAt = Date(timeIntervalSince1970: 1_800_000_000)

    private func register(_ fixture: HistoryFixture) {
        fixture.registerInContainer(now: Self.sentAt)
    }

    /// Sends 1 ZIL from the fixture's account with nonce `nonce` through the payment session.
    private func send(nonce: UInt64, in fixture: HistoryFixture) async throws -> EVMHash {
        register(fixture)
        fixture.node.setAccount(FakeEVMService.Account(balance: Wei(10, unit: .zil), nonce: nonce), for: fixture.me)
        let order = PaymentOrder.evmTransfer(Wei(1, unit: .zil), from: fixture.me, to: fixture.other)
        let paid = try await PaymentSession(order: order).pay(signingWith: TestWallets.keyPair)
        return try #require(paid.outcome.sent?.evmHash)
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
        register(fixture)
        fixture.node.setAccount(FakeEVMService.Account(balance: Wei(10, unit: .zil)), for: fixture.me)
        let signed = EVMTransaction(
            nonce: 0, fee: .eip1559(maxFeePerGas: HistoryFixture.gasPrice, maxPriorityFeePerGas: 0), gasLimit: 21_000,
            to: fixture.other, value: 1_000_000_000_000_000_000, chainID: Network.mainnet.evmChainID
        ).signed(with: TestWallets.keyPair.privateKey)
        let session = PaymentSession(sending: .evm(signed), consents: [])
        await session.confirm(try await session.prepare())
        _ = await session.submit()

        let page = try await fixture.useCase.page(of: HistoryAccount(evm: fixture.me), before: nil, limit: 25)

        #expect(page.entries.map(\.hash) == [signed.transactionHash])
        #expect(page.entries.first?.status == .pending)
        #expect(page.entries.first?.counterparty == fixture.other)
    }
}
