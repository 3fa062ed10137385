import Foundation
import Synchronization
public import ZilliqaKit

/// The ``BalancesUseCase`` of the app: the balance cache in ``Preferences``, the minimum gas price
/// and balances through a ``ZilliqaService`` for the wallet's network. Payments are ``PaymentSession``'s.
///
/// ```swift
/// let useCase = DefaultBalancesUseCase(
///     zilliqaService: JSONRPCZilliqaService(network: .testnet), network: .testnet,
///     preferences: preferences, dateProvider: SystemDateProvider(), clock: SystemClock())
/// ```
/// The container makes one per network (``Container/balancesUseCase``); the minimum gas
/// price it keeps in memory belongs to that network and goes with it.
public final class DefaultBalancesUseCase: BalancesUseCase {
    /// How long a fetched minimum gas price is used before it is fetched again: five minutes.
    public static let defaultGasPriceLifetime: Duration = .seconds(300)

    private let zilliqaService: any ZilliqaService
    private let networkSetting: Result<Network, NetworkSettingError>
    private let preferences: Preferences
    private let dateProvider: any DateProvider
    private let clock: any MonotonicClock
    private let gasPriceLifetime: Duration
    private let gasPriceQuote = Mutex<GasPriceQuote?>(nil)

    /// A minimum gas price and the instant it was asked for.
    private struct GasPriceQuote: Sendable {
        let price: Amount
        let askedAt: ContinuousClock.Instant
    }

    /// A use case talking to `zilliqaService`, which must serve `networkSetting`'s network (or
    /// explain why there is none: then every network operation throws
    /// ``TransactionsError/networkSetting(_:)`` without asking the service anything).
    public init(
        zilliqaService: any ZilliqaService, networkSetting: Result<Network, NetworkSettingError>,
        preferences: Preferences, dateProvider: any DateProvider, clock: any MonotonicClock,
        gasPriceLifetime: Duration = defaultGasPriceLifetime
    ) {
        self.zilliqaService = zilliqaService
        self.networkSetting = networkSetting
        self.preferences = preferences
        self.dateProvider = dateProvider
        self.clock = clock
        self.gasPriceLifetime = gasPriceLifetime
    }

    /// A use case talking to `zilliqaService`, which serves `network`.
    public convenience init(
        zilliqaService: any ZilliqaService, network: Network, preferences: Preferences,
        dateProvider: any DateProvider, clock: any MonotonicClock, gasPriceLifetime: Duration = defaultGasPriceLifetime
    ) {
        self.init(
            zilliqaService: zilliqaService, networkSetting: .success(network), preferences: preferences,
            dateProvider: dateProvider, clock: clock, gasPriceLifetime: gasPriceLifetime)
    }

    // MARK: - BalanceCacheUseCase

    public var cachedBalance: CachedBalance? {
        get throws(TransactionsError) {
            try persisting { () throws(PersistenceError) -> CachedBalance? in
                guard let amount = try preferences.load(.cachedBalance, as: Amount.self),
                    let date = try preferences.load(.balanceWasUpdatedAt, as: Date.self),
                    let readFrom = try preferences.load(.cachedBalanceNetwork, as: NetworkPreference.self),
                    case .success(let network) = networkSetting, readFrom == NetworkPreference(network)
                else { return nil }
                return CachedBalance(amount: amount, updatedAt: date)
            }
        }
    }

    public func cacheBalance(_ amount: Amount) throws(TransactionsError) {
        let network = try configuredNetwork()
        try persisting { () throws(PersistenceError) in
            try preferences.save(amount, for: .cachedBalance)
            try preferences.save(dateProvider.now, for: .balanceWasUpdatedAt)
            try preferences.save(NetworkPreference(network), for: .cachedBalanceNetwork)
        }
    }

    public func deleteCachedBalance() throws(TransactionsError) {
        try persisting { () throws(PersistenceError) in
            try preferences.delete(.cachedBalance)
            try preferences.delete(.balanceWasUpdatedAt)
            try preferences.delete(.cachedBalanceNetwork)
        }
    }

    // MARK: - GasPriceUseCase

    public func minimumGasPrice(alwaysFetch: Bool) async throws -> Amount {
        _ = try configuredNetwork()
        let now = clock.now
        if !alwaysFetch, let quote = gasPriceQuote.withLock({ $0 }), now - quote.askedAt < gasPriceLifetime {
            return quote.price
        }
        let price = try await askNode { try await $0.minimumGasPrice() }
        gasPriceQuote.withLock { $0 = GasPriceQuote(price: price, askedAt: now) }
        return price
    }

    // MARK: - FetchBalanceUseCase

    public func fetchBalance(for address: Address) async throws -> AccountBalance {
        _ = try configuredNetwork()
        return try await askNode { try await $0.balance(of: address) }
    }

    // MARK: - Helpers

    /// The network, or why there is none.
    private func configuredNetwork() throws(TransactionsError) -> Network {
        switch networkSetting {
        case .success(let network): return network
        case .failure(let error): throw .networkSetting(error)
        }
    }

    /// What `body` returns from the service, with its errors as ``TransactionsError``
    /// (`CancellationError` and anything unknown pass through as they are).
    private func askNode<T>(_ body: (any ZilliqaService) async throws -> T) async throws -> T {
        do {
            return try await body(zilliqaService)
        } catch let error as ZilliqaServiceError {
            throw TransactionsError.service(error)
        } catch let error as NetworkSettingError {
            throw TransactionsError.networkSetting(error)
        }
    }

    /// What `body` returns, with a store's error as ``TransactionsError/persistence(_:)``.
    private func persisting<T>(_ body: () throws(PersistenceError) -> T) throws(TransactionsError) -> T {
        do throws(PersistenceError) {
            return try body()
        } catch {
            throw .persistence(error)
        }
    }
}
