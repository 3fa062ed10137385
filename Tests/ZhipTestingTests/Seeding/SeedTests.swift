import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZhipTesting
import ZilliqaKit

@Suite("Seeding the app's stores")
struct SeedTests {
    private let fetchedAt = Date(timeIntervalSince1970: 1_700_000_000)

    private func fixtureWallet() throws -> Wallet {
        try Seed.wallet(keystoreAt: FixtureFiles.walletKeystore, origin: .imported)
    }

    /// What the real onboarding use case asks next over `stores`.
    private func nextOnboardingStep(in stores: SeededStores) throws -> OnboardingStep? {
        try DefaultOnboardingUseCase(preferences: stores.preferences, securePersistence: stores.securePersistence)
            .nextOnboardingStep()
    }

    @Test("a fresh install starts onboarding at the terms of service")
    func freshInstall() async throws {
        // Arrange
        let stores = try await Seed.freshInstall.stores()
        // Act
        let step = try nextOnboardingStep(in: stores)
        // Assert
        #expect(step == .acceptTermsOfService)
    }

    @Test("a finished onboarding with a wallet leaves the app nothing to ask")
    func finishedOnboarding() async throws {
        // Arrange
        let stores = try await Seed(wallet: try fixtureWallet()).stores()
        // Act
        let step = try nextOnboardingStep(in: stores)
        // Assert
        #expect(step == nil)
    }

    @Test("an unanswered crash-reporting question is the next thing asked")
    func unansweredCrashReporting() async throws {
        // Arrange
        var answers = Seed.Onboarding.finished
        answers.crashReporting = nil
        let stores = try await Seed(wallet: try fixtureWallet(), onboarding: answers).stores()
        // Act
        let step = try nextOnboardingStep(in: stores)
        // Assert
        #expect(step == .answerCrashReportingQuestion)
    }

    @Test("the wallet from the keystore fixture loads back as the app saved it")
    func walletLoadsBack() async throws {
        // Arrange
        let wallet = try fixtureWallet()
        let stores = try await Seed(wallet: wallet).stores()
        // Act
        let loaded = try DefaultWalletUseCase(securePersistence: stores.securePersistence).loadWallet()
        // Assert
        #expect(loaded == wallet)
        #expect(loaded?.address.checksummed == FixtureFiles.walletAddress)
        #expect(loaded?.origin == .imported)
    }

    @Test("the cached balance reads back with the date it was fetched")
    func cachedBalanceReadsBack() async throws {
        // Arrange
        let cached = CachedBalance(amount: Amount(qa: 42_000_000_000_001), updatedAt: fetchedAt)
        let stores = try await Seed(cachedBalance: cached).stores()
        let useCase = DefaultBalancesUseCase(
            zilliqaService: FakeZilliqaService(), network: .mainnet, preferences: stores.preferences,
            dateProvider: FixedDateProvider(.now), clock: ImmediateClock())
        // Act
        let read = try useCase.cachedBalance
        // Assert
        #expect(read == cached)
    }

    @Test("a seeded pincode unlocks the app through the real pincode use case")
    func pincodeUnlocks() async throws {
        // Arrange
        let stores = try await Seed(wallet: try fixtureWallet(), pincode: try Pincode("0246")).stores()
        let useCase = DefaultPincodeUseCase(
            securePersistence: stores.securePersistence, preferences: stores.preferences,
            dateProvider: FixedDateProvider(.now))
        // Act
        let result = try await useCase.unlock(with: try Pincode("0246"))
        // Assert
        #expect(result == .unlocked)
    }

    @Test("a seeded network is the network the container resolves", .container)
    func networkIsResolved() async throws {
        // Arrange
        try await Seed(network: .named("testnet")).register(in: Container.shared)
        // Act
        let network = Container.shared.network()
        // Assert
        #expect(network == .success(.testnet))
    }

    @Test("registering a seed replaces what the container had already made from its old stores", .container)
    func registeringRemakesUseCases() async throws {
        // Arrange
        Container.shared.preferences.register { .inMemory() }
        Container.shared.securePersistence.register { .inMemory() }
        #expect(try Container.shared.walletStorageUseCase().loadWallet() == nil)
        let wallet = try fixtureWallet()
        // Act
        try await Seed(wallet: wallet).register(in: Container.shared)
        // Assert
        #expect(try Container.shared.walletStorageUseCase().loadWallet() == wallet)
    }

    @Test("a keystore that names no address needs its password, and the error says so")
    func keystoreWithoutAddressNeedsPassword() throws {
        // Act
        let error = #expect(throws: SeedError.wallet(.keystoreHasNoAddress)) {
            try Seed.wallet(keystoreAt: FixtureFiles.walletKeystoreWithoutAddress, origin: .imported)
        }
        // Assert
        #expect(error?.description.contains("pass its password") == true)
    }

    @Test("with its password, a keystore without an address makes the wallet of its key")
    func keystoreWithoutAddressAndPassword() throws {
        // Act
        let wallet = try Seed.wallet(
            keystoreAt: FixtureFiles.walletKeystoreWithoutAddress, origin: .generated,
            password: FixtureFiles.walletPassword)
        // Assert
        #expect(wallet.address.checksummed == FixtureFiles.walletAddress)
        #expect(wallet.origin == .generated)
    }

    @Test("a keystore file that is not there is a clear error naming it")
    func missingKeystore() {
        let url = URL(fileURLWithPath: "/nonexistent/wallet.json")
        #expect(throws: SeedError.unreadable(path: "/nonexistent/wallet.json")) {
            try Seed.wallet(keystoreAt: url, origin: .imported)
        }
    }
}
