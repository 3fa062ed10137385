import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@Suite("Tokens flow", .container)
@MainActor
struct TokensCoordinatorTests {
    private let presenter = RecordingPresenter()
    private let reading = FakeTokenReadingUseCase()
    private let list: DefaultTokenListUseCase
    private var driver: SceneDriver { SceneDriver(presenter: presenter) }

    init() throws {
        list = try TokenSceneFixtures.list()
        let (list, reading) = (self.list, self.reading)
        Container.shared.tokenListUseCase.register { list }
        Container.shared.tokenReadingUseCase.register { reading }
        Container.shared.network.register { .success(.devnet) }
    }

    /// The flow started, its outcomes recorded in `outcomes`.
    private func start(_ outcomes: OutcomeLog) async -> TokensCoordinator {
        let coordinator = TokensCoordinator(presenter: presenter)
        coordinator.onFinish = { outcomes.append($0) }
        await coordinator.start()
        return coordinator
    }

    @Test("the list is shown modally, and Add is shown over it")
    func addOverList() async throws {
        // Arrange
        let coordinator = await start(OutcomeLog())
        // Act
        try driver.current(TokensViewModel.self).didTapAdd()
        // Assert
        #expect(presenter.modals.map { String(describing: type(of: $0)) } == ["TokensViewModel", "AddTokenViewModel"])
        _ = coordinator
    }

    @Test("a token added is in the list once Add closes")
    func addedShownInList() async throws {
        // Arrange
        let usdt = try TokenSceneFixtures.usdt()
        reading.setMetadata(
            TokenMetadata(
                contract: usdt.contract, evmChainID: usdt.evmChainID, name: usdt.name, symbol: usdt.symbol,
                decimals: usdt.decimals))
        let coordinator = await start(OutcomeLog())
        try driver.current(TokensViewModel.self).didTapAdd()
        let add = try driver.current(AddTokenViewModel.self)
        add.didEditAddress(TokenSceneFixtures.usdtContract)
        await add.didTapRead()
        // Act
        add.didTapAdd()
        // Assert
        #expect(try driver.current(TokensViewModel.self).state.tokens == [usdt])
        #expect(presenter.modals.count == 1)
        _ = coordinator
    }

    @Test("Done closes the flow: nothing is left shown modally, and it ends done")
    func done() async throws {
        // Arrange
        let outcomes = OutcomeLog()
        let coordinator = await start(outcomes)
        // Act
        try driver.current(TokensViewModel.self).didTapDone()
        // Assert
        #expect(presenter.modals.isEmpty)
        #expect(outcomes.all == [.done])
        _ = coordinator
    }
}

/// The outcomes a flow reported, in order.
@MainActor
final class OutcomeLog {
    private(set) var all: [TokensCoordinator.Outcome] = []

    func append(_ outcome: TokensCoordinator.Outcome) { all.append(outcome) }
}

@Suite("App flow: the tokens", .container)
@MainActor
struct AppCoordinatorTokensTests {
    private let presenter = RecordingPresenter()
    private let keeper = Keeper()
    private let reading = FakeTokenReadingUseCase()
    private var driver: SceneDriver { SceneDriver(presenter: presenter) }

    @Test(
        "Main's Tokens shows the list over Main, and closing it shows Main again with the list's balances read afresh")
    func tokensFromMain() async throws {
        // Arrange
        let fakes = AppFlowFakes(
            onboarding: FakeOnboardingUseCase(
                hasAcceptedTermsOfService: true, hasAcceptedCustomECCWarning: true, crashReportingAnswer: false,
                hasWallet: true, shouldPromptUserToChosePincode: false),
            wallets: FakeWalletUseCase(savedWallet: try TokenSceneFixtures.walletWithEVMAccount()))
        fakes.register()
        let (list, reading) = (try TokenSceneFixtures.list(), self.reading)
        Container.shared.evmService.register { FakeEVMService(chainID: Network.devnet.evmChainID) }
        Container.shared.tokenListUseCase.register { list }
        Container.shared.tokenReadingUseCase.register { reading }
        Container.shared.network.register { .success(.devnet) }
        let coordinator = AppCoordinator(presenter: presenter)
        keeper.keep(coordinator)
        await coordinator.start()
        await coordinator.waitUntilIdle()
        try driver.current(MainViewModel.self).didTapTokens()
        let usdt = try TokenSceneFixtures.usdt()
        try list.add(usdt)
        reading.setBalance(.success(12_500_000), of: usdt.contract)
        // Act
        try driver.current(TokensViewModel.self).didTapDone()
        await coordinator.waitUntilIdle()
        // Assert
        #expect(presenter.sceneNames == ["MainViewModel", "TokensViewModel"])
        #expect(try driver.current(MainViewModel.self).state.tokenBalances.map(\.amount) == ["12.5 USDT"])
    }
}
