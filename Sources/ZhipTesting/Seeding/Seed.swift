import Foundation
public import ZhipCore
import ZilliqaKit

/// What the app has stored when a test or a demo screen starts: a wallet, its cached balance,
/// the onboarding answers, the network and a pincode, written into in-memory stores by the app's
/// own use cases, so they read back exactly as on a phone that got there by itself.
///
/// ```swift
/// @Test(.container { container in
///     let wallet = try Seed.wallet(keystoreAt: fixtureURL("wallet-keystore"), origin: .imported)
///     try await Seed(wallet: wallet, cachedBalance: CachedBalance(amount: Amount(100, unit: .zil), updatedAt: date))
///         .register(in: container)
///     container.useTransport(SilentTransport())      // no network at all
/// })
/// @MainActor func showsTheSeededBalance() { … MainViewModel(wallet: …) … }
/// ```
public struct Seed: Sendable {
    /// The saved wallet, or nil for none.
    public var wallet: Wallet?
    /// The balance shown before a fetch, and when it was fetched.
    public var cachedBalance: CachedBalance?
    /// The answers to the onboarding questions.
    public var onboarding: Onboarding
    /// The chosen network; nil leaves none saved, which the app reads as mainnet.
    public var network: NetworkPreference?
    /// A pincode that unlocks the app, stored as the app stores it (an Argon2id hash, made here
    /// with the cheapest parameters: the stored hash carries them, so the app checks it as usual).
    public var pincode: Pincode?

    /// A seed of these values; by default the onboarding is finished and nothing else is stored.
    public init(
        wallet: Wallet? = nil, cachedBalance: CachedBalance? = nil, onboarding: Onboarding = .finished,
        network: NetworkPreference? = nil, pincode: Pincode? = nil
    ) {
        self.wallet = wallet
        self.cachedBalance = cachedBalance
        self.onboarding = onboarding
        self.network = network
        self.pincode = pincode
    }

    /// A new install: nothing stored, not a question answered.
    public static let freshInstall = Seed(onboarding: .notStarted)

    // MARK: - Stores

    /// New in-memory stores holding this seed.
    /// - Throws: ``SeedError/notSaved(what:reason:)`` (not expected: memory does not fail).
    public func stores() async throws(SeedError) -> SeededStores {
        let stores = SeededStores(
            preferences: Preferences(storage: InMemoryStorageBackend()),
            securePersistence: SecurePersistence(storage: InMemoryStorageBackend()))
        try onboarding.save(in: stores, skippingPincode: pincode == nil)
        if let wallet {
            try saving("wallet") { () throws(WalletError) in
                try DefaultWalletUseCase(securePersistence: stores.securePersistence).save(wallet: wallet)
            }
        }
        if let cachedBalance { try Self.save(cachedBalance, in: stores) }
        if let network {
            try saving("network") { () throws(PersistenceError) in try stores.preferences.save(network, for: .network) }
        }
        if let pincode { try await Self.save(pincode, in: stores) }
        return stores
    }

    /// Registers new stores holding this seed as `container`'s ``ZhipCore/Container/preferences``
    /// and ``ZhipCore/Container/securePersistence``, and drops every instance the container made
    /// before, so each use case is made again over the seeded stores. Registrations stay.
    /// - Returns: the stores, to look at what the app wrote.
    @discardableResult
    public func register(in container: Container) async throws(SeedError) -> SeededStores {
        let stores = try await stores()
        container.preferences.register { stores.preferences }
        container.securePersistence.register { stores.securePersistence }
        container.manager.reset(options: .scope)
        return stores
    }

    // MARK: - Writing with the app's use cases

    /// Caches the balance as ``ZhipCore/DefaultBalancesUseCase`` does, dated `cached.updatedAt`.
    private static func save(_ cached: CachedBalance, in stores: SeededStores) throws(SeedError) {
        let useCase = DefaultBalancesUseCase(
            zilliqaService: JSONRPCZilliqaService(transport: SilentTransport()), network: .mainnet,
            preferences: stores.preferences, dateProvider: SeedDate(now: cached.updatedAt), clock: SystemClock())
        try saving("cached balance") { () throws(TransactionsError) in try useCase.cacheBalance(cached.amount) }
    }

    /// Chooses the pincode as ``ZhipCore/DefaultPincodeUseCase`` does, with the cheapest hash.
    private static func save(_ pincode: Pincode, in stores: SeededStores) async throws(SeedError) {
        let useCase = DefaultPincodeUseCase(
            securePersistence: stores.securePersistence, preferences: stores.preferences,
            dateProvider: SystemDateProvider(), hashing: Argon2idPincodeHashing.fastForTests)
        do throws(PincodeError) {
            try await useCase.choose(pincode)
        } catch {
            throw .notSaved(what: "pincode", reason: error.description)
        }
    }
}

/// Runs `body`, its error as ``SeedError/notSaved(what:reason:)`` naming `what`.
func saving<E: Error & CustomStringConvertible>(_ what: String, _ body: () throws(E) -> Void) throws(SeedError) {
    do throws(E) {
        try body()
    } catch {
        throw .notSaved(what: what, reason: error.description)
    }
}

/// A ``ZhipCore/DateProvider`` that answers one date: when a seeded balance was fetched.
private struct SeedDate: DateProvider {
    let now: Date
}
