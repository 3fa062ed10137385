import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZhipTesting
import ZilliqaKit

/// The wallet's main scene while the node never answers: its loading state, over the real
/// use case and client, with nothing faked but the silence.
@Suite("The wallet scene while the node is silent", .container)
@MainActor
struct WalletSceneOverSilentTransportTests {
    private let node = SilentTransport()
    private let now = Date(timeIntervalSince1970: 1_700_000_000)

    /// The main scene of the fixture wallet, with `cached` seeded, over the silent node.
    private func mainScene(cached: Amount?) async throws -> MainViewModel {
        let wallet = try Seed.wallet(keystoreAt: FixtureFiles.walletKeystore, origin: .imported)
        let now = self.now
        let balance = cached.map { CachedBalance(amount: $0, updatedAt: now.addingTimeInterval(-300)) }
        try await Seed(wallet: wallet, cachedBalance: balance).register(in: Container.shared)
        Container.shared.dateProvider.register { FixedDateProvider(now) }
        Container.shared.useTransport(node)
        return MainViewModel(wallet: wallet)
    }

    @Test("while the balance is being fetched, the scene shows the cached balance and that it is refreshing")
    func refreshingShowsCachedBalance() async throws {
        // Arrange
        let main = try await mainScene(cached: Amount(100, unit: .zil))
        // Act
        let refreshing = Task { await main.didAppear() }
        defer { refreshing.cancel() }
        try await wait(until: { node.requestCount == 1 })
        // Assert
        #expect(main.state.isRefreshing)
        #expect(main.state.balance == "100 ZIL")
        #expect(main.state.lastUpdated == "Balance last updated 5 minutes ago.")
        #expect(node.requests.map(\.method) == ["GetBalance"])
    }

    @Test("with nothing cached, the scene says it is fetching the balance")
    func fetchingWithoutCache() async throws {
        // Arrange
        let main = try await mainScene(cached: nil)
        // Act
        let refreshing = Task { await main.didAppear() }
        defer { refreshing.cancel() }
        try await wait(until: { node.requestCount == 1 })
        // Assert
        #expect(main.state.balance == nil)
        #expect(main.state.lastUpdated == "Fetching balance...")
    }

    @Test("leaving while the node is silent ends the fetch quietly: no error, the cached balance stays")
    func leavingEndsQuietly() async throws {
        // Arrange
        let main = try await mainScene(cached: Amount(100, unit: .zil))
        let refreshing = Task { await main.didAppear() }
        try await wait(until: { node.requestCount == 1 })
        // Act
        refreshing.cancel()
        await refreshing.value
        // Assert
        #expect(!main.state.isRefreshing)
        #expect(main.state.errorMessage == nil)
        #expect(main.state.balance == "100 ZIL")
    }
}
