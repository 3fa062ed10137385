import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// The History scene: pages read through the use case, Older, the other account, and errors.
@MainActor
@Suite struct HistoryViewModelTests {
    let wallet: Wallet
    let evm: HistoryAccount

    init() throws {
        wallet = try Wallet(
            keystore: TestWallets.keystore, publicKey: TestWallets.keyPair.publicKey, origin: .generated)
        evm = HistoryAccount(evm: TestWallets.keyPair.evmAddress)
    }

    /// One entry of `byte`'s hash, in `block`, received.
    func entry(_ byte: UInt8, block: UInt64) throws -> HistoryEntry {
        HistoryEntry(
            hash: try EVMHash(bytes: [UInt8](repeating: byte, count: 32)), time: Date(timeIntervalSince1970: 0),
            blockNumber: block, direction: .incoming, counterparty: TestWallets.keyPair.evmAddress,
            amount: .zil(Wei(1, unit: .zil)), fee: nil, status: .succeeded, explorerLink: nil)
    }

    @Test("Appearing reads the EVM account's newest page and shows one line per entry")
    func appearingReadsTheNewestPage() async throws {
        // Arrange
        let page = HistoryPage(account: evm, entries: [try entry(1, block: 9)], nextBefore: 9)
        let history = FakeHistoryUseCase([.success(page)])
        let scene = HistoryViewModel(wallet: wallet, history: history)
        // Act
        await scene.didAppear()
        // Assert
        #expect(scene.state.lines == [HistoryEntryText(try entry(1, block: 9), of: evm)])
        #expect(scene.state.hasOlder)
        #expect(history.requests == [FakeHistoryUseCase.Request(account: evm, before: nil, limit: 25)])
    }

    @Test("Older reads the page before the oldest block shown and adds it below")
    func olderAddsTheNextPage() async throws {
        // Arrange
        let history = FakeHistoryUseCase([
            .success(HistoryPage(account: evm, entries: [try entry(1, block: 9)], nextBefore: 9)),
            .success(HistoryPage(account: evm, entries: [try entry(2, block: 4)], nextBefore: nil)),
        ])
        let scene = HistoryViewModel(wallet: wallet, history: history)
        await scene.didAppear()
        // Act
        await scene.didTapOlder()
        // Assert
        #expect(scene.state.lines.count == 2)
        #expect(!scene.state.hasOlder)
        #expect(history.requests.last?.before == 9)
    }

    @Test("The other account's history is read from its newest page, for its 20 bytes")
    func switchingAccounts() async throws {
        // Arrange
        let history = FakeHistoryUseCase([])
        let scene = HistoryViewModel(wallet: wallet, history: history)
        await scene.didAppear()
        // Act
        await scene.didTapSwitchAccount()
        // Assert
        #expect(scene.state.account == .legacy)
        #expect(scene.state.address == wallet.address.bech32)
        #expect(
            history.requests.last
                == FakeHistoryUseCase.Request(
                    account: try HistoryAccount(legacy: wallet.address), before: nil, limit: 25))
    }

    @Test("A history that cannot be read shows why")
    func anErrorIsShown() async throws {
        // Arrange
        let scene = HistoryViewModel(
            wallet: wallet, history: FakeHistoryUseCase([.failure(.searchNotServed(network: "devnet"))]))
        // Act
        await scene.didAppear()
        // Assert
        #expect(scene.state.errorMessage == HistoryError.searchNotServed(network: "devnet").description)
        #expect(scene.state.lines.isEmpty)
    }

    @Test("Done closes the scene")
    func doneCloses() {
        // Arrange
        let scene = HistoryViewModel(wallet: wallet, history: FakeHistoryUseCase([]))
        var steps: [HistoryViewModel.Step] = []
        scene.navigator.onStep = { steps.append($0) }
        // Act
        scene.didTapDone()
        // Assert
        #expect(steps == [.done])
    }
}
