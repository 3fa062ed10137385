import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@Suite("Main scene")
@MainActor
struct MainViewModelTests {
    private let now = Date(timeIntervalSince1970: 1_700_000_000)

    private func makeViewModel(
        transactions: FakeTransactionsUseCase, dates: FixedDateProvider? = nil
    ) -> MainViewModel {
        MainViewModel(
            wallet: TestWallets.wallet, balanceCacheUseCase: transactions, fetchBalanceUseCase: transactions,
            dateProvider: dates ?? FixedDateProvider(now))
    }

    @Test("the cached balance is shown at once, with how long ago it was fetched")
    func cachedBalanceAtOnce() {
        let cached = CachedBalance(amount: Amount(qa: 1_234_500_000_000_000), updatedAt: now - 300)
        let viewModel = makeViewModel(transactions: FakeTransactionsUseCase(cachedBalance: cached))
        #expect(viewModel.state.balance == "1,234.5 ZIL")
        #expect(viewModel.state.lastUpdated == "Balance last updated 5 minutes ago.")
        #expect(viewModel.state.address == TestWallets.wallet.address.bech32)
    }

    @Test("with nothing cached the scene says the balance is being fetched")
    func nothingCached() {
        let viewModel = makeViewModel(transactions: FakeTransactionsUseCase())
        #expect(viewModel.state.balance == nil)
        #expect(viewModel.state.lastUpdated == "Fetching balance...")
    }

    @Test("refreshing fetches the wallet's balance and shows it as just updated")
    func refreshShowsFreshBalance() async {
        let transactions = FakeTransactionsUseCase(
            cachedBalance: CachedBalance(amount: Amount(1, unit: .zil), updatedAt: now - 7200),
            account: AccountBalance(balance: Amount(42, unit: .zil), nonce: 3))
        let viewModel = makeViewModel(transactions: transactions)
        await viewModel.didPullToRefresh()
        #expect(viewModel.state.balance == "42 ZIL")
        #expect(viewModel.state.lastUpdated == "Balance last updated just now.")
        #expect(transactions.balanceRequests == [TestWallets.wallet.address])
    }

    @Test("the wallet's screen caches the wallet's fresh balance itself: the one place a balance is cached")
    func refreshCachesOwnBalance() async throws {
        // Arrange
        let transactions = FakeTransactionsUseCase(account: AccountBalance(balance: Amount(42, unit: .zil), nonce: 3))
        let viewModel = makeViewModel(transactions: transactions)
        // Act
        await viewModel.didPullToRefresh()
        // Assert
        #expect(transactions.calls(to: .cacheBalance) == 1)
        #expect(try transactions.cachedBalance?.amount == Amount(42, unit: .zil))
    }

    @Test("appearing fetches the balance")
    func appearFetches() async {
        let transactions = FakeTransactionsUseCase()
        let viewModel = makeViewModel(transactions: transactions)
        await viewModel.didAppear()
        #expect(transactions.calls(to: .fetchBalance) == 1)
        #expect(viewModel.state.balance == "100 ZIL")
    }

    @Test("the loading flag is set while fetching and cleared afterwards")
    func loadingFlag() async {
        let viewModel = makeViewModel(transactions: FakeTransactionsUseCase())
        var states: [MainViewModel.State] = []
        viewModel.onChange = { states.append($0) }
        await viewModel.didPullToRefresh()
        #expect(states.contains { $0.isRefreshing })
        #expect(states.last?.isRefreshing == false)
        #expect(!viewModel.state.isRefreshing)
    }

    @Test("a failed fetch is shown and the cached balance stays")
    func fetchFailureShown() async {
        let transactions = FakeTransactionsUseCase(
            cachedBalance: CachedBalance(amount: Amount(7, unit: .zil), updatedAt: now - 60))
        transactions.setError(.service(.invalidResponse("not JSON")), for: .fetchBalance)
        let viewModel = makeViewModel(transactions: transactions)
        await viewModel.didPullToRefresh()
        #expect(viewModel.state.errorMessage?.hasPrefix("The balance could not be fetched:") == true)
        #expect(viewModel.state.balance == "7 ZIL")
        #expect(viewModel.state.lastUpdated == "Balance last updated 1 minute ago.")
    }

    @Test("a failed fetch with nothing cached says the balance is unknown")
    func fetchFailureNothingCached() async {
        let transactions = FakeTransactionsUseCase()
        transactions.setError(.service(.invalidResponse("not JSON")), for: .fetchBalance)
        let viewModel = makeViewModel(transactions: transactions)
        await viewModel.didPullToRefresh()
        #expect(viewModel.state.lastUpdated == "Balance unknown.")
    }

    @Test("a successful refresh clears an earlier error")
    func successClearsError() async {
        let transactions = FakeTransactionsUseCase()
        transactions.setError(.service(.invalidResponse("not JSON")), for: .fetchBalance)
        let viewModel = makeViewModel(transactions: transactions)
        await viewModel.didPullToRefresh()
        transactions.setError(nil, for: .fetchBalance)
        await viewModel.didPullToRefresh()
        #expect(viewModel.state.errorMessage == nil)
    }

    @Test("a cache that cannot be read is shown")
    func cacheFailureShown() {
        let transactions = FakeTransactionsUseCase()
        transactions.setError(.persistence(.readFailed(path: "/tmp/p.json", code: 5)), for: .cachedBalance)
        let viewModel = makeViewModel(transactions: transactions)
        #expect(viewModel.state.errorMessage?.hasPrefix("The last known balance could not be read:") == true)
    }

    @Test("the last-updated text follows the date provider")
    func lastUpdatedFollowsTime() {
        let dates = FixedDateProvider(now)
        let cached = CachedBalance(amount: Amount(1, unit: .zil), updatedAt: now)
        let viewModel = makeViewModel(transactions: FakeTransactionsUseCase(cachedBalance: cached), dates: dates)
        dates.advance(by: 3 * 3600)
        viewModel.timeDidPass()
        #expect(viewModel.state.lastUpdated == "Balance last updated 3 hours ago.")
    }

    @Test("Send, Receive and Settings lead to their flows")
    func steps() {
        let viewModel = makeViewModel(transactions: FakeTransactionsUseCase())
        var steps: [MainViewModel.Step] = []
        viewModel.navigator.onStep = { steps.append($0) }
        viewModel.didTapSend()
        viewModel.didTapReceive()
        viewModel.didTapSettings()
        #expect(steps == [.send, .receive, .settings])
    }

    @Test(
        "the default use cases come from the container",
        .container {
            $0.transactionsUseCase.register { FakeTransactionsUseCase() }
            $0.dateProvider.register { FixedDateProvider(Date(timeIntervalSince1970: 1_700_000_000)) }
        })
    func usesContainer() async {
        let viewModel = MainViewModel(wallet: TestWallets.wallet)
        await viewModel.didPullToRefresh()
        #expect(viewModel.state.balance == "100 ZIL")
    }
}

@Suite("Relative time text")
struct RelativeTimeTextTests {
    private let now = Date(timeIntervalSince1970: 1_700_000_000)

    @Test(
        "whole units, rounded down",
        arguments: [
            (0.0, "just now"), (59, "just now"), (60, "1 minute ago"), (119, "1 minute ago"),
            (45 * 60, "45 minutes ago"), (3600, "1 hour ago"), (23 * 3600 + 3599, "23 hours ago"),
            (86400, "1 day ago"), (10 * 86400, "10 days ago"),
        ] as [(Double, String)])
    func describes(secondsAgo: Double, expected: String) {
        #expect(RelativeTimeText.describe(now - secondsAgo, relativeTo: now) == expected)
    }

    @Test("a date in the future reads as just now")
    func future() {
        #expect(RelativeTimeText.describe(now + 600, relativeTo: now) == "just now")
    }
}

// MARK: - State changes

extension MainViewModelTests {
    @Test("a refresh reports two changes: busy, then the fresh balance")
    func refreshReportsBusyThenResult() async {
        let viewModel = makeViewModel(transactions: FakeTransactionsUseCase())
        let changes = StateChanges(of: viewModel)

        await viewModel.didPullToRefresh()

        #expect(changes.states.map(\.isRefreshing) == [true, false])
    }

    @Test("time passing while the clock stands still reports nothing")
    func standingClockReportsNothing() {
        let cached = CachedBalance(amount: Amount(7, unit: .zil), updatedAt: now - 60)
        let viewModel = makeViewModel(transactions: FakeTransactionsUseCase(cachedBalance: cached))
        let changes = StateChanges(of: viewModel)

        viewModel.timeDidPass()

        #expect(changes.count == 0)
    }

    @Test("a frozen account is said to be frozen, in words, instead of its nonce")
    func frozenAccountSaysSo() async {
        // Arrange
        let transactions = FakeTransactionsUseCase(account: AccountBalance(balance: .zero, nonce: .max))
        let viewModel = makeViewModel(transactions: transactions)
        // Act
        await viewModel.didPullToRefresh()
        // Assert
        #expect(viewModel.state.frozenNotice == FrozenAccount.notice)
        #expect(viewModel.state.balance == "0 ZIL")
    }

    @Test("an account that is not frozen shows no frozen notice")
    func ordinaryAccountNoNotice() async {
        let viewModel = makeViewModel(
            transactions: FakeTransactionsUseCase(account: AccountBalance(balance: Amount(1, unit: .zil), nonce: 2)))

        await viewModel.didPullToRefresh()

        #expect(viewModel.state.frozenNotice == nil)
    }
}
