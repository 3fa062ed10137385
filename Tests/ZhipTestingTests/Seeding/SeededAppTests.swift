import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZhipTesting
import ZilliqaKit

/// The whole app started from seeded stores, with every use case the container's own.
@Suite("The app over seeded stores", .container)
@MainActor
struct SeededAppTests {
    private let presenter = RecordingPresenter()
    private let now = Date(timeIntervalSince1970: 1_700_000_000)

    private func seed(cached: Amount, pincode: Pincode? = nil) async throws -> SeededStores {
        let wallet = try Seed.wallet(keystoreAt: FixtureFiles.walletKeystore, origin: .imported)
        let now = self.now
        let balance = CachedBalance(amount: cached, updatedAt: now.addingTimeInterval(-3600))
        let stores = try await Seed(wallet: wallet, cachedBalance: balance, pincode: pincode)
            .register(in: Container.shared)
        Container.shared.dateProvider.register { FixedDateProvider(now) }
        return stores
    }

    @Test("the wallet scene shows the seeded balance with no network at all")
    func showsSeededBalanceOffline() async throws {
        // Arrange
        _ = try await seed(cached: Amount(qa: 1_234_500_000_000_000))
        Container.shared.useTransport(SilentTransport())
        let wallet = try #require(try Container.shared.walletStorageUseCase().loadWallet())
        // Act
        let main = MainViewModel(wallet: wallet)
        // Assert
        #expect(main.state.balance == "1234.5 ZIL")
        #expect(main.state.lastUpdated == "Balance last updated 1 hour ago.")
        #expect(main.state.address == wallet.address.bech32)
    }

    @Test("a seeded app opens on the wallet, fetches from the recorded node and caches the fresh balance")
    func opensOnTheWallet() async throws {
        // Arrange
        let stores = try await seed(cached: Amount(42, unit: .zil))
        Container.shared.useTransport(try RecordedTransport(fixturesIn: FixtureFiles.node))
        let app = AppCoordinator(presenter: presenter)
        // Act
        await app.start()
        await app.waitUntilIdle()
        // Assert
        let main = try #require(presenter.current(as: MainViewModel.self))
        #expect(main.state.balance == "100 ZIL")
        #expect(try stores.preferences.load(.cachedBalance, as: Amount.self) == Amount(100, unit: .zil))
    }

    @Test("with a seeded pincode the app opens on the unlock scene")
    func opensOnUnlock() async throws {
        // Arrange
        _ = try await seed(cached: Amount(42, unit: .zil), pincode: try Pincode("0246"))
        Container.shared.useTransport(SilentTransport())
        let app = AppCoordinator(presenter: presenter)
        // Act
        await app.start()
        // Assert
        #expect(presenter.sceneNames == ["UnlockAppWithPincodeViewModel"])
    }
}
