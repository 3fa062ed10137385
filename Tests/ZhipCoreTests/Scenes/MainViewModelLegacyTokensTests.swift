import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@Suite("Main scene: the legacy account's token holdings, read-only")
@MainActor
struct MainViewModelLegacyTokensTests {
    private let reading = FakeTokenReadingUseCase()
    private let wallet: Wallet
    private let zrc: ZRC2Token

    init() throws {
        wallet = try TokenSceneFixtures.walletWithEVMAccount()
        zrc = try ZRC2Token(
            contract: try Address(bech32: "zil1tyu0ezhcyfg26m83mgamjt625qzukfcht8es69"), symbol: "ALI",
            name: "AliceCoin", decimals: 12, evmChainID: Network.devnet.evmChainID)
    }

    private func makeViewModel(list: any TokenListUseCase) -> MainViewModel {
        let balances = FakeBalancesUseCase(account: AccountBalance(balance: Amount(42, unit: .zil), nonce: 3))
        return MainViewModel(
            wallet: wallet, balanceCacheUseCase: balances, fetchBalanceUseCase: balances,
            dateProvider: FixedDateProvider(Date(timeIntervalSince1970: 1_700_000_000)),
            evmService: FakeEVMService(chainID: Network.devnet.evmChainID), zilliqaService: FakeZilliqaService(),
            network: .success(.devnet), tokenList: list, tokenReading: reading)
    }

    @Test("a refresh shows what the legacy account holds of a listed ZRC-2 token, exact, with its zil1 contract")
    func zrc2Holding() async throws {
        // Arrange
        let list = try TokenSceneFixtures.list()
        try list.add(zrc)
        reading.setZRC2Units(.success(967_500), of: zrc.contract)
        let viewModel = makeViewModel(list: list)
        // Act
        await viewModel.didPullToRefresh()
        // Assert
        #expect(viewModel.state.legacyTokenHoldings == ["0.0000009675 ALI (\(zrc.contract.bech32))"])
        #expect(viewModel.state.legacyTokenNotice == MainViewModel.legacyTokensReadOnly)
    }

    @Test("a proxied token the legacy account holds is shown beside its 0x contract")
    func proxiedHolding() async throws {
        // Arrange
        let usdt = try TokenSceneFixtures.usdt()
        reading.setBalance(.success(12_500_000), of: usdt.contract)
        let viewModel = makeViewModel(list: try TokenSceneFixtures.list([usdt]))
        // Act
        await viewModel.didPullToRefresh()
        // Assert
        #expect(viewModel.state.legacyTokenHoldings == ["12.5 USDT (\(TokenSceneFixtures.usdtContract))"])
    }

    @Test("tokens the legacy account holds none of are not shown, and neither is the read-only notice")
    func noneHeld() async throws {
        // Arrange
        let list = try TokenSceneFixtures.list()
        try list.add(zrc)
        reading.setZRC2Units(.success(.zero), of: zrc.contract)
        let viewModel = makeViewModel(list: list)
        // Act
        await viewModel.didPullToRefresh()
        // Assert
        #expect(viewModel.state.legacyTokenHoldings.isEmpty)
        #expect(viewModel.state.legacyTokenNotice == nil)
    }

    @Test("a failed read says so, naming the node's problem")
    func failedRead() async throws {
        // Arrange
        let list = try TokenSceneFixtures.list()
        try list.add(zrc)
        reading.setError(.node(.service(.rateLimited)), for: .zrc2Holdings)
        let viewModel = makeViewModel(list: list)
        // Act
        await viewModel.didPullToRefresh()
        // Assert
        let message = try #require(viewModel.state.legacyTokenErrorMessage)
        #expect(message.hasPrefix("The legacy account's token holdings could not be fetched: "))
        #expect(message.contains(ZilliqaServiceError.rateLimited.description))
    }
}
