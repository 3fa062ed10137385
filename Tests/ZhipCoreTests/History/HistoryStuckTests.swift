import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// A pending send of the EVM account says why it is stuck, in the history itself (the app's History
/// scene and `zhip-cli history` alike), from what the page's one batch asked: the account's pending
/// nonce, the network's gas price, and the send as the node holds it.
@Suite("History: why a pending send is stuck", .container)
struct HistoryStuckTests {
    private func register(_ fixture: HistoryFixture) {
        fixture.registerInContainer(now: Date(timeIntervalSince1970: 1_800_000_000))
    }

    /// Sends 1 ZIL from the fixture's account at `nonce` through the payment session, then makes the
    /// node hold it pending as `held` (its hash, unless told another) at Zilliqa 2.0's gas price.
    private func pendingSend(nonce: UInt64, in fixture: HistoryFixture, heldAs held: EVMHash? = nil) async throws
        -> EVMHash
    {
        register(fixture)
        fixture.node.setAccount(FakeEVMService.Account(balance: Wei(10, unit: .zil), nonce: nonce), for: fixture.me)
        let order = PaymentOrder.evmTransfer(Wei(1, unit: .zil), from: fixture.me, to: fixture.other)
        let paid = try await PaymentSession(order: order).pay(signingWith: TestWallets.keyPair)
        let hash = try #require(paid.outcome.sent?.evmHash)
        fixture.node.setTransaction(
            EVMTransactionDetails(
                hash: held ?? hash, blockHash: nil, blockNumber: nil, transactionIndex: nil, from: fixture.me,
                to: fixture.other, nonce: nonce, value: Wei(1, unit: .zil), gas: 21_000,
                gasPrice: Wei(wei: HistoryFixture.gasPrice), maxFeePerGas: Wei(wei: HistoryFixture.gasPrice),
                maxPriorityFeePerGas: .zero, chainID: Network.mainnet.evmChainID, type: .eip1559),
            for: hash)
        return hash
    }

    private func firstEntry(of fixture: HistoryFixture) async throws -> HistoryEntry {
        let page = try await fixture.useCase.page(of: HistoryAccount(evm: fixture.me), before: nil, limit: 25)
        return try #require(page.entries.first)
    }

    @Test("a send priced below the network's gas price now is stuck underpriced, and names tx speedup")
    func underpriced() async throws {
        let fixture = try HistoryFixture()
        let hash = try await pendingSend(nonce: 0, in: fixture)
        fixture.node.setGasPrice(Wei(wei: 2 * HistoryFixture.gasPrice))

        let entry = try await firstEntry(of: fixture)

        #expect(entry.stuck?.code == "underpriced")
        #expect(entry.stuck?.fix.contains("zhip-cli tx speedup \(hash.hex)") == true)
        #expect(
            HistoryEntryText(entry, of: HistoryAccount(evm: fixture.me)).notes.contains {
                $0.hasPrefix("stuck: priced")
            })
    }

    @Test("a send behind nonces the account has not used is stuck queued, naming them")
    func queued() async throws {
        let fixture = try HistoryFixture()
        _ = try await pendingSend(nonce: 2, in: fixture)
        fixture.node.setAccount(FakeEVMService.Account(balance: Wei(10, unit: .zil), nonce: 0), for: fixture.me)

        let entry = try await firstEntry(of: fixture)

        #expect(entry.stuck?.code == "queued")
        #expect(entry.stuck?.description.contains("nonces 0 and 1") == true)
    }

    @Test("a send next in line at the network's price is not stuck")
    func notStuck() async throws {
        let fixture = try HistoryFixture()
        _ = try await pendingSend(nonce: 0, in: fixture)

        let entry = try await firstEntry(of: fixture)

        #expect(entry.status == .pending)
        #expect(entry.stuck == nil)
    }

    @Test("a node answering about another transaction than the one asked marks nothing")
    func anotherHashMarksNothing() async throws {
        let fixture = try HistoryFixture()
        _ = try await pendingSend(nonce: 0, in: fixture, heldAs: try HistoryFixture.hash(0x77))
        fixture.node.setGasPrice(Wei(wei: 2 * HistoryFixture.gasPrice))

        let entry = try await firstEntry(of: fixture)

        #expect(entry.stuck == nil)
    }
}
