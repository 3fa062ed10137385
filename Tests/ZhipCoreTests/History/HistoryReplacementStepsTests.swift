import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// The History scene offers Speed up and Cancel on the EVM account's pending entries, and only on them.
@MainActor
@Suite struct HistoryReplacementStepsTests {
    let wallet: Wallet
    let evm: HistoryAccount

    init() throws {
        wallet = try Wallet(
            keystore: TestWallets.keystore, publicKey: TestWallets.keyPair.publicKey, origin: .generated)
        evm = HistoryAccount(evm: TestWallets.keyPair.evmAddress)
    }

    /// An entry of `byte`'s hash with `status`.
    func entry(_ byte: UInt8, _ status: HistoryStatus) throws -> HistoryEntry {
        HistoryEntry(
            hash: try EVMHash(bytes: [UInt8](repeating: byte, count: 32)), time: Date(timeIntervalSince1970: 0),
            blockNumber: status == .pending ? nil : 3, direction: .outgoing,
            counterparty: TestWallets.keyPair.evmAddress, amount: .zil(Wei(1, unit: .zil)), fee: nil, status: status,
            explorerLink: nil)
    }

    /// The scene, appeared, over a page of a pending entry (1) and a mined one (2).
    func scene() async throws -> HistoryViewModel {
        let page = HistoryPage(
            account: evm, entries: [try entry(1, .pending), try entry(2, .succeeded)], nextBefore: nil)
        let scene = HistoryViewModel(wallet: wallet, history: FakeHistoryUseCase([.success(page)]))
        await scene.didAppear()
        return scene
    }

    @Test("only the pending entry can be sped up or cancelled")
    func pendingOnly() async throws {
        let scene = try await scene()

        #expect(scene.state.pending == [try entry(1, .pending).hash])
    }

    @Test("Speed up on a pending entry leads to its replacement at a higher price")
    func speedUpLeadsToReplacement() async throws {
        let scene = try await scene()
        var steps: [HistoryViewModel.Step] = []
        scene.navigator.onStep = { steps.append($0) }

        scene.didTapSpeedUp(try entry(1, .pending).hash)

        #expect(steps == [.replace(try entry(1, .pending).hash, .speedUp)])
    }

    @Test("Cancel on a mined entry does nothing: it is not pending")
    func cancelOfMinedIsIgnored() async throws {
        let scene = try await scene()
        var steps: [HistoryViewModel.Step] = []
        scene.navigator.onStep = { steps.append($0) }

        scene.didTapCancelPending(try entry(2, .succeeded).hash)

        #expect(steps.isEmpty)
    }
}
