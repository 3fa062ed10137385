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
        balances: FakeBalancesUseCase, dates: FixedDateProvider? = nil
    ) -> MainViewModel {
        MainViewModel(
            wallet: TestWallets.wallet, balanceCacheUseCase: balances, fetchBalanceUseCase: balances,
            dateProvider: dates ?? FixedDateProvider(now))
    }

    @Test("the cached balance is shown at once, with how long ago it was fetched")
    func cachedBalanceAtOnce() {
        let cached = CachedBalance(amount: Amount(qa: 1_234_500_000_000_000), updatedAt: now - 300)
        let viewModel = makeViewModel(balances: FakeBalancesUseCase(cachedBalance: cached))
        #expect(viewModel.state.balance == "1234.5 ZIL")
        #expect(viewModel.state.lastUpdated == "Balance last updated 5 minutes ago.")
        #expect(viewModel.state.address == TestWallets.wallet.address.bech32)
    }

    @Test("with nothing cached the scene says the balance is being fetched")
    func nothingCached() {
        let viewModel = makeViewModel(balances: FakeBalancesUseCase())
        #expect(viewModel.state.balance == nil)
        #expect(viewModel.state.lastUpdated == "Fetching balance...")
    }

    @Test("refreshing fetches the wallet's balance and shows it as just updated")
    func refreshShowsFreshBalance() async {
        let balances = FakeBalancesUseCase(
            cachedBalance: CachedBalance(amount: Amount(1, unit: .zil), updatedAt: now - 7200),
            account: AccountBalance(balance: Amount(42, unit: .zil), nonce: 3))
        let viewModel = makeViewModel(balances: balances)
        await viewModel.didPullToRefresh()
        #expect(viewModel.state.balance == "42 ZIL")
        #expect(viewModel.state.lastUpdated == "Balance last updated just now.")
        #expect(balances.balanceRequests == [TestWallets.wallet.address])
    }

    @Test("the wallet's screen caches the wallet's fresh balance itself: the one place a balance is cached")
    func refreshCachesOwnBalance() async throws {
        // Arrange
        let balances = FakeBalancesUseCase(account: AccountBalance(balance: Amount(42, unit: .zil), nonce: 3))
        let viewModel = makeViewModel(balances: balances)
        // Act
        await viewModel.didPullToRefresh()
        // Assert
        #expect(balances.calls(to: .cacheBalance) == 1)
        #expect(try balances.cachedBalance?.amount == Amount(42, unit: .zil))
    }

    @Test("appearing fetches the balance")
    func appearFetches() async {
        let balances = FakeBalancesUseCase()
        let viewModel = makeViewModel(balances: balances)
        await viewModel.didAppear()
        #expect(balances.calls(to: .fetchBalance) == 1)
        #expect(viewModel.state.balance == "100 ZIL")
    }

    @Test("the loading flag is set while fetching and cleared afterwards")
    func loadingFlag() async {
        let viewModel = makeViewModel(balances: FakeBalancesUseCase())
        var states: [MainViewModel.State] = []
        viewModel.onChange = { states.append($0) }
        await viewModel.didPullToRefresh()
        #expect(states.contains { $0.isRefreshing })
        #expect(states.last?.isRefreshing == false)
        #expect(!viewModel.state.isRefreshing)
    }

    @Test("a failed fetch is shown and the cached balance stays")
    func fetchFailureShown() async {
        let balances = FakeBalancesUseCase(
            cachedBalance: CachedBalance(amount: Amount(7, unit: .zil), updatedAt: now - 60))
        balances.setError(.service(.invalidResponse("not JSON")), for: .fetchBalance)
        let viewModel = makeViewModel(balances: balances)
        await viewModel.didPullToRefresh()
        #expect(viewModel.state.errorMessage?.hasPrefix("The balance could not be fetched:") == true)
        #expect(viewModel.state.balance == "7 ZIL")
        #expect(viewModel.state.lastUpdated == "Balance last updated 1 minute ago.")
    }

    @Test("a failed fetch with nothing cached says the balance is unknown")
    func fetchFailureNothingCached() async {
        let balances = FakeBalancesUseCase()
        balances.setError(.service(.invalidResponse("not JSON")), for: .fetchBalance)
        let viewModel = makeViewModel(balances: balances)
        await viewModel.didPullToRefresh()
        #expect(viewModel.state.lastUpdated == "Balance unknown.")
    }

    @Test("a successful refresh clears an earlier error")
    func successClearsError() async {
        let balances = FakeBalancesUseCase()
        balances.setError(.service(.invalidResponse("not JSON")), for: .fetchBalance)
        let viewModel = makeViewModel(balances: balances)
        await viewModel.didPullToRefresh()
        balances.setError(nil, for: .fetchBalance)
        await viewModel.didPullToRefresh()
        #expect(viewModel.state.errorMessage == nil)
    }

    @Test("a cache that cannot be read is shown")
    func cacheFailureShown() {
        let balances = FakeBalancesUseCase()
        balances.setError(.persistence(.readFailed(path: "/tmp/p.json", code: 5)), for: .cachedBalance)
        let viewModel = makeViewModel(balances: balances)
        #expect(viewModel.state.errorMessage?.hasPrefix("The last known balance could not be read:") == true)
    }

    @Test("the last-updated text follows the date provider")
    func lastUpdatedFollowsTime() {
        let dates = FixedDateProvider(now)
        let cached = CachedBalance(amount: Amount(1, unit: .zil), updatedAt: now)
        let viewModel = makeViewModel(balances: FakeBalancesUseCase(cachedBalance: cached), dates: dates)
        dates.advance(by: 3 * 3600)
        viewModel.timeDidPass()
        #expect(viewModel.state.lastUpdated == "Balance last updated 3 hours ago.")
    }

    @Test("Send, Receive and Settings lead to their flows")
    func steps() {
        let viewModel = makeViewModel(balances: FakeBalancesUseCase())
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
            $0.balancesUseCase.register { FakeBalancesUseCase() }
            $0.dateProvider.register { FixedDateProvider(Date(timeIntervalSince1970: 1_700_000_000)) }
        })
    func usesContainer() async {
        let viewModel = MainViewModel(wallet: TestWallets.wallet)
        await viewModel.didPullToRefresh()
        #expect(viewModel.state.balance == "100 ZIL")
    }
}

@Suite("Main scene: the EVM account and which account can send")
@MainActor
struct MainViewModelEVMTests {
    private let now = Date(timeIntervalSince1970: 1_700_000_000)
    private let evm = FakeEVMService()
    private let node = FakeZilliqaService()
    /// The test wallet, saved with its public key: both accounts known.
    private let wallet: Wallet

    init() throws {
        wallet = try Wallet(
            keystore: TestWallets.keystore, publicKey: TestWallets.keyPair.publicKey, origin: .generated)
    }

    private func makeViewModel(wallet: Wallet? = nil) -> MainViewModel {
        let balances = FakeBalancesUseCase(account: AccountBalance(balance: Amount(42, unit: .zil), nonce: 3))
        return MainViewModel(
            wallet: wallet ?? self.wallet, balanceCacheUseCase: balances, fetchBalanceUseCase: balances,
            dateProvider: FixedDateProvider(now), evmService: evm, zilliqaService: node, network: .success(.devnet))
    }

    @Test("refreshing shows both balances: the legacy one in ZIL, the EVM one in ZIL to the wei and in wei")
    func bothBalances() async throws {
        let address = try #require(wallet.evmAddress)
        evm.setAccount(FakeEVMService.Account(balance: try Wei("1234.000000000000000001", unit: .zil)), for: address)
        let viewModel = makeViewModel()

        await viewModel.didPullToRefresh()

        #expect(viewModel.state.balance == "42 ZIL")
        #expect(viewModel.state.evmAddress == "0x1FE3da351d9fc0c4F02DE5412ad7def8AEE956C5")
        #expect(viewModel.state.evmBalance == "1234.000000000000000001 ZIL")
        #expect(viewModel.state.evmBalanceInWei == "1234000000000000000001")
        #expect(evm.calls(to: .accountState) == 1)
    }

    @Test("a network that takes legacy transfers: both accounts can send")
    func bothCanSend() async {
        node.setLegacyTransfers(.accepted)
        let viewModel = makeViewModel()

        await viewModel.didPullToRefresh()

        #expect(viewModel.state.sendingAccounts == .both)
        #expect(viewModel.state.sendingAccounts?.explanation == "Both accounts can send on this network.")
    }

    @Test(
        "a network that takes legacy transfers only into the escrow, or none: only the EVM account can send, and why",
        arguments: [LegacyTransfers.escrowOnly, .disabled])
    func onlyEVMCanSend(legacy: LegacyTransfers) async throws {
        node.setLegacyTransfers(legacy)
        let viewModel = makeViewModel()

        await viewModel.didPullToRefresh()

        let sending = try #require(viewModel.state.sendingAccounts)
        #expect(sending == .evmOnly(legacy))
        #expect(!sending.legacyCanSend && sending.evmCanSend)
        #expect(sending.explanation.hasPrefix("Only the EVM account can send on this network: it no longer takes"))
    }

    @Test("the network is asked once what it does with legacy transfers, not at every refresh")
    func probedOnce() async {
        let viewModel = makeViewModel()

        await viewModel.didPullToRefresh()
        await viewModel.didPullToRefresh()

        #expect(node.calls(to: .legacyTransfers) == 1)
        #expect(evm.calls(to: .accountState) == 2)
    }

    @Test("a wallet whose EVM address is not known yet asks nothing of eth_ and says how it will be known")
    func oldWallet() async {
        let viewModel = makeViewModel(wallet: TestWallets.wallet)

        await viewModel.didPullToRefresh()

        #expect(viewModel.state.evmAddress == nil)
        #expect(viewModel.state.evmErrorMessage == MainViewModel.evmAddressNotKnownYet)
        #expect(evm.calls(to: .accountState) == 0)
        #expect(node.calls(to: .legacyTransfers) == 0)
    }

    @Test("an EVM balance that cannot be fetched is said, and the legacy balance is still shown")
    func evmFailure() async {
        evm.setError(ZilliqaServiceError.rateLimited, for: .accountState)
        let viewModel = makeViewModel()

        await viewModel.didPullToRefresh()

        #expect(viewModel.state.balance == "42 ZIL")
        #expect(viewModel.state.evmBalance == nil)
        #expect(viewModel.state.evmErrorMessage?.hasPrefix("The EVM balance could not be fetched: ") == true)
        #expect(viewModel.state.errorMessage == nil)
    }

    @Test("a frozen EVM account is said to be frozen")
    func frozenEVMAccount() async throws {
        evm.setAccount(FakeEVMService.Account(nonce: .max), for: try #require(wallet.evmAddress))
        let viewModel = makeViewModel()

        await viewModel.didPullToRefresh()

        #expect(viewModel.state.evmFrozenNotice == FrozenAccount.notice)
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
        let viewModel = makeViewModel(balances: FakeBalancesUseCase())
        let changes = StateChanges(of: viewModel)

        await viewModel.didPullToRefresh()

        #expect(changes.states.map(\.isRefreshing) == [true, false])
    }

    @Test("time passing while the clock stands still reports nothing")
    func standingClockReportsNothing() {
        let cached = CachedBalance(amount: Amount(7, unit: .zil), updatedAt: now - 60)
        let viewModel = makeViewModel(balances: FakeBalancesUseCase(cachedBalance: cached))
        let changes = StateChanges(of: viewModel)

        viewModel.timeDidPass()

        #expect(changes.count == 0)
    }

    @Test("a frozen account is said to be frozen, in words, instead of its nonce")
    func frozenAccountSaysSo() async {
        // Arrange
        let balances = FakeBalancesUseCase(account: AccountBalance(balance: .zero, nonce: .max))
        let viewModel = makeViewModel(balances: balances)
        // Act
        await viewModel.didPullToRefresh()
        // Assert
        #expect(viewModel.state.frozenNotice == FrozenAccount.notice)
        #expect(viewModel.state.balance == "0 ZIL")
    }

    @Test("an account that is not frozen shows no frozen notice")
    func ordinaryAccountNoNotice() async {
        let viewModel = makeViewModel(
            balances: FakeBalancesUseCase(account: AccountBalance(balance: Amount(1, unit: .zil), nonce: 2)))

        await viewModel.didPullToRefresh()

        #expect(viewModel.state.frozenNotice == nil)
    }
}
