public import Foundation
import Synchronization
public import ZhipCore
public import ZilliqaKit

/// A ``BalancesUseCase`` for tests of what uses one (view models, commands): answers the test
/// sets, a call counter per method, and a record of what it was given; no network, no files.
/// Payments are not faked: a test registers fake services and runs the real ``ZhipCore/PaymentSession``.
///
/// ```swift
/// let balances = FakeBalancesUseCase(account: AccountBalance(balance: Amount(5, unit: .zil), nonce: 2))
/// balances.setError(.service(.transport(.timedOut)), for: .fetchBalance)
/// Container.shared.balancesUseCase.register { balances }   // every facet sees it
/// …
/// #expect(balances.calls(to: .fetchBalance) == 1)
/// ```
public final class FakeBalancesUseCase: BalancesUseCase {
    /// The use case's methods, to count calls and to make one fail.
    public enum Method: String, Sendable, Hashable, CaseIterable {
        case cachedBalance
        case cacheBalance
        case deleteCachedBalance
        case minimumGasPrice
        case fetchBalance
    }

    private struct State {
        var cachedBalance: CachedBalance?
        var minimumGasPrice: Amount
        var account: AccountBalance
        var errors: [Method: TransactionsError] = [:]
        var calls: [Method: Int] = [:]
        var alwaysFetchFlags: [Bool] = []
        var balanceRequests: [Address] = []
    }

    private let state: Mutex<State>
    private let dateProvider: any DateProvider

    /// A use case answering these values; `dateProvider` stamps balances given to ``cacheBalance(_:)``.
    public init(
        cachedBalance: CachedBalance? = nil, minimumGasPrice: Amount = Amount(2000, unit: .li),
        account: AccountBalance = AccountBalance(balance: Amount(100, unit: .zil), nonce: 0),
        dateProvider: any DateProvider = FixedDateProvider(Date(timeIntervalSince1970: 1_700_000_000))
    ) {
        state = Mutex(
            State(cachedBalance: cachedBalance, minimumGasPrice: minimumGasPrice, account: account))
        self.dateProvider = dateProvider
    }

    // MARK: - Setting the answers

    /// Makes every call of `method` throw `error` from now on (after being counted and
    /// recorded); nil makes it answer again.
    public func setError(_ error: TransactionsError?, for method: Method) {
        state.withLock { $0.errors[method] = error }
    }

    /// Answers `account` to ``fetchBalance(for:)`` and prepares payments from it from now on.
    public func setAccount(_ account: AccountBalance) {
        state.withLock { $0.account = account }
    }

    /// Answers `price` to ``minimumGasPrice(alwaysFetch:)`` from now on.
    public func setMinimumGasPrice(_ price: Amount) {
        state.withLock { $0.minimumGasPrice = price }
    }

    // MARK: - What it was asked

    /// How many times `method` was called.
    public func calls(to method: Method) -> Int {
        state.withLock { $0.calls[method, default: 0] }
    }

    /// The `alwaysFetch` of each ``minimumGasPrice(alwaysFetch:)`` call, in order.
    public var gasPriceRequests: [Bool] { state.withLock { $0.alwaysFetchFlags } }

    /// The address of each ``fetchBalance(for:)`` call, in order.
    public var balanceRequests: [Address] { state.withLock { $0.balanceRequests } }

    // MARK: - BalancesUseCase

    public var cachedBalance: CachedBalance? {
        get throws(TransactionsError) { try answer(.cachedBalance) { $0.cachedBalance } }
    }

    public func cacheBalance(_ amount: Amount) throws(TransactionsError) {
        let now = dateProvider.now
        try answer(.cacheBalance) { $0.cachedBalance = CachedBalance(amount: amount, updatedAt: now) }
    }

    public func deleteCachedBalance() throws(TransactionsError) {
        try answer(.deleteCachedBalance) { $0.cachedBalance = nil }
    }

    public func minimumGasPrice(alwaysFetch: Bool) async throws -> Amount {
        try answer(
            .minimumGasPrice, recording: { $0.alwaysFetchFlags.append(alwaysFetch) }, answering: { $0.minimumGasPrice })
    }

    public func fetchBalance(for address: Address) async throws -> AccountBalance {
        try answer(.fetchBalance, recording: { $0.balanceRequests.append(address) }, answering: { $0.account })
    }

    /// Counts a call of `method` and records it with `record`; then throws the error set for
    /// `method`, if any (the call has no other effect), else answers with `body`.
    private func answer<T: Sendable>(
        _ method: Method, recording record: (inout State) -> Void = { _ in },
        answering body: (inout State) throws(TransactionsError) -> T
    ) throws(TransactionsError) -> T {
        let result = state.withLock { state -> Result<T, TransactionsError> in
            state.calls[method, default: 0] += 1
            record(&state)
            if let error = state.errors[method] { return .failure(error) }
            do throws(TransactionsError) {
                return .success(try body(&state))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }
}
