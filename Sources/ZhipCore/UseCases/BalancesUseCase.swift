public import ZilliqaKit

// MARK: - Narrow use cases

/// Reads and writes the last balance fetched, so that a screen can show it before a fresh
/// fetch ends. One balance is cached: the wallet's own, written only by the wallet's own screens
/// (never by a fetch), and shown only on the network it was read from.
///
/// ```swift
/// let useCase = Container.shared.balanceCacheUseCase()
/// try useCase.cacheBalance(account.balance)      // stamped with the DateProvider's now
/// let cached = try useCase.cachedBalance         // CachedBalance(amount:updatedAt:)
/// try useCase.deleteCachedBalance()              // e.g. when the wallet is removed
/// ```
public protocol BalanceCacheUseCase: Sendable {
    /// The cached balance and when it was fetched; nil when nothing is cached (or only part of
    /// it is), or when it was read from another network than this use case's.
    ///
    /// - Throws: ``TransactionsError/persistence(_:)`` when the preferences cannot be read.
    var cachedBalance: CachedBalance? { get throws(TransactionsError) }

    /// Caches `amount` as the wallet's balance on this use case's network, stamped with the
    /// current date. Only the wallet's own screens call this, with the wallet's own balance.
    ///
    /// - Throws: ``TransactionsError/persistence(_:)`` when the preferences cannot be written,
    ///   ``TransactionsError/networkSetting(_:)`` when there is no network.
    func cacheBalance(_ amount: Amount) throws(TransactionsError)

    /// Forgets the cached balance and its date.
    ///
    /// - Throws: ``TransactionsError/persistence(_:)`` when the preferences cannot be written.
    func deleteCachedBalance() throws(TransactionsError)
}

/// The smallest gas price the network accepts, kept for a few minutes so that a send flow
/// (show the fee, then send) asks the network once.
///
/// ```swift
/// let gasPrice = try await Container.shared.gasPriceUseCase().minimumGasPrice()   // 2000 Li on mainnet
/// let fresh = try await Container.shared.gasPriceUseCase().minimumGasPrice(alwaysFetch: true)
/// ```
public protocol GasPriceUseCase: Sendable {
    /// The network's minimum gas price: the one fetched less than a few minutes ago, unless
    /// `alwaysFetch` or there is none.
    ///
    /// - Throws: ``TransactionsError/service(_:)`` or ``TransactionsError/networkSetting(_:)``,
    ///   or `CancellationError`.
    func minimumGasPrice(alwaysFetch: Bool) async throws -> Amount
}

extension GasPriceUseCase {
    /// The network's minimum gas price, fetched only when the one kept is too old.
    public func minimumGasPrice() async throws -> Amount {
        try await minimumGasPrice(alwaysFetch: false)
    }
}

/// The live balance and nonce of an account.
///
/// ```swift
/// let account = try await Container.shared.fetchBalanceUseCase().fetchBalance(for: wallet.address)
/// ```
public protocol FetchBalanceUseCase: Sendable {
    /// The balance and nonce of `address` (zero and zero for an account never funded), for any
    /// address. Reading never writes the cache: a screen that shows the wallet's own balance
    /// caches it itself (``BalanceCacheUseCase/cacheBalance(_:)``).
    ///
    /// - Throws: ``TransactionsError/service(_:)`` or ``TransactionsError/networkSetting(_:)``,
    ///   or `CancellationError`.
    func fetchBalance(for address: Address) async throws -> AccountBalance
}

// MARK: - Composite

/// Every balance capability of the legacy account in one: what ``Container/balancesUseCase`` makes,
/// and what the narrow use cases above resolve to. New code depends on the narrow ones. (Payments
/// and their receipts are ``PaymentSession``'s.)
public protocol BalancesUseCase: BalanceCacheUseCase, GasPriceUseCase, FetchBalanceUseCase {}
