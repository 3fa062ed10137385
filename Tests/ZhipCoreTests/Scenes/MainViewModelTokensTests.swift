import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@Suite("Main scene: the EVM account's tokens")
@MainActor
struct MainViewModelTokensTests {
    private let now = Date(timeIntervalSince1970: 1_700_000_000)
    private let reading = FakeTokenReadingUseCase()
    private let wallet: Wallet
    private let owner: EVMAddress

    init() throws {
        wallet = try TokenSceneFixtures.walletWithEVMAccount()
        owner = try #require(wallet.evmAddress)
    }

    private func makeViewModel(list: any TokenListUseCase, wallet: Wallet? = nil) -> MainViewModel {
        let balances = FakeBalancesUseCase(account: AccountBalance(balance: Amount(42, unit: .zil), nonce: 3))
        return MainViewModel(
            wallet: wallet ?? self.wallet, balanceCacheUseCase: balances, fetchBalanceUseCase: balances,
            dateProvider: FixedDateProvider(now), evmService: FakeEVMService(chainID: Network.devnet.evmChainID),
            zilliqaService: FakeZilliqaService(), network: .success(.devnet), tokenList: list, tokenReading: reading)
    }

    @Test("the cached token balances are shown at once, exact in each token's decimals, with when they were read")
    func cachedAtOnce() throws {
        // Arrange
        let usdt = try TokenSceneFixtures.usdt()
        reading.setCached(CachedTokenBalances(owner: owner, units: [usdt.contract: 12_500_000], updatedAt: now - 300))
        // Act
        let viewModel = makeViewModel(list: try TokenSceneFixtures.list([usdt]))
        // Assert
        #expect(viewModel.state.tokenBalances.map(\.text) == ["12.5 USDT (\(TokenSceneFixtures.usdtContract))"])
        #expect(viewModel.state.tokenBalancesUpdated == "Token balances last updated 5 minutes ago.")
        #expect(reading.calls(to: .balances) == 0)
    }

    @Test("a refresh reads every listed token's balance in one batch, in their order, and shows them as just read")
    func freshBatch() async throws {
        // Arrange
        let (usdt, maker) = (try TokenSceneFixtures.usdt(), try TokenSceneFixtures.maker())
        reading.setBalance(.success(12_500_000), of: usdt.contract)
        reading.setBalance(.success(1), of: maker.contract)
        let viewModel = makeViewModel(list: try TokenSceneFixtures.list([usdt, maker]))
        // Act
        await viewModel.didPullToRefresh()
        // Assert
        #expect(reading.balanceRequests == [[usdt.contract, maker.contract]])
        #expect(viewModel.state.tokenBalances.map(\.amount) == ["12.5 USDT", "0.000000000000000001 MKR"])
        #expect(viewModel.state.tokenBalances.map(\.units) == ["12500000", "1"])
        #expect(viewModel.state.tokenBalancesUpdated == "Token balances last updated just now.")
    }

    @Test("a token that answers badly is shown as unknown with the reason, and the others are still shown")
    func unreadableToken() async throws {
        // Arrange
        let (usdt, maker) = (try TokenSceneFixtures.usdt(), try TokenSceneFixtures.maker())
        reading.setBalance(.success(12_500_000), of: usdt.contract)
        let viewModel = makeViewModel(list: try TokenSceneFixtures.list([usdt, maker]))
        // Act
        await viewModel.didPullToRefresh()
        // Assert
        let lines = viewModel.state.tokenBalances
        #expect(lines.first?.amount == "12.5 USDT")
        #expect(lines.last?.amount == nil)
        #expect(lines.last?.problem == TokenError.balanceUnreadable(maker.contract).description)
        #expect(lines.last?.text.hasPrefix("MKR (\(TokenSceneFixtures.makerContract)): unknown: the token ") == true)
    }

    @Test("with no token listed, Main invites to add one and asks the node nothing about tokens")
    func noneListed() async throws {
        // Arrange
        let viewModel = makeViewModel(list: try TokenSceneFixtures.list())
        // Act
        await viewModel.didPullToRefresh()
        // Assert
        #expect(viewModel.state.tokenBalances.isEmpty)
        #expect(viewModel.state.tokenNotice == MainViewModel.noTokensListed)
        #expect(viewModel.state.tokenBalancesUpdated == nil)
        #expect(reading.calls(to: .balances) == 0)
    }

    @Test("a batch that fails keeps the cached balances on screen and says why")
    func batchFailure() async throws {
        // Arrange
        let usdt = try TokenSceneFixtures.usdt()
        reading.setCached(CachedTokenBalances(owner: owner, units: [usdt.contract: 7_000_000], updatedAt: now - 60))
        reading.setError(.node(.service(.rateLimited)), for: .balances)
        let viewModel = makeViewModel(list: try TokenSceneFixtures.list([usdt]))
        // Act
        await viewModel.didPullToRefresh()
        // Assert
        #expect(viewModel.state.tokenBalances.map(\.amount) == ["7 USDT"])
        #expect(viewModel.state.tokenBalancesUpdated == "Token balances last updated 1 minute ago.")
        #expect(viewModel.state.tokenErrorMessage?.hasPrefix("The token balances could not be fetched: ") == true)
    }

    @Test("a batch that fails with nothing cached says the balances are unknown, and why beside each token")
    func batchFailureNothingCached() async throws {
        // Arrange
        let usdt = try TokenSceneFixtures.usdt()
        let failure = TokenError.node(.service(.rateLimited))
        reading.setError(failure, for: .balances)
        let viewModel = makeViewModel(list: try TokenSceneFixtures.list([usdt]))
        // Act
        await viewModel.didPullToRefresh()
        // Assert
        #expect(viewModel.state.tokenBalancesUpdated == "Token balances unknown.")
        #expect(viewModel.state.tokenBalances.map(\.problem) == [failure.description])
    }

    @Test("a wallet whose EVM address is not known yet shows no tokens, and Tokens leads nowhere")
    func evmAddressNotKnown() async throws {
        // Arrange
        let viewModel = makeViewModel(
            list: try TokenSceneFixtures.list([try TokenSceneFixtures.usdt()]), wallet: TestWallets.wallet)
        var steps: [MainViewModel.Step] = []
        viewModel.navigator.onStep = { steps.append($0) }
        // Act
        await viewModel.didPullToRefresh()
        viewModel.didTapTokens()
        // Assert
        #expect(!viewModel.state.offersTokens)
        #expect(viewModel.state.tokenBalances.isEmpty && viewModel.state.tokenNotice == nil)
        #expect(steps.isEmpty)
        #expect(reading.calls(to: .balances) == 0)
    }

    @Test("Tokens leads to the tokens flow")
    func tokensStep() throws {
        // Arrange
        let viewModel = makeViewModel(list: try TokenSceneFixtures.list())
        var steps: [MainViewModel.Step] = []
        viewModel.navigator.onStep = { steps.append($0) }
        // Act
        viewModel.didTapTokens()
        // Assert
        #expect(steps == [.tokens])
    }

    @Test("back from Tokens, a token added there is shown with its fresh balance")
    func backFromTokens() async throws {
        // Arrange
        let list = try TokenSceneFixtures.list()
        let viewModel = makeViewModel(list: list)
        let usdt = try TokenSceneFixtures.usdt()
        try list.add(usdt)
        reading.setBalance(.success(3_000_000), of: usdt.contract)
        // Act
        await viewModel.didReturnFromTokens()
        // Assert
        #expect(viewModel.state.tokenBalances.map(\.amount) == ["3 USDT"])
        #expect(viewModel.state.tokenNotice == nil)
    }
}
