import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// Settings → Network reaches the wallet's home at once: the main scene shown after Settings closes
/// reads the new network (its balance, its header), never the old one's, on a first run as on any.
@Suite("App flow: switching the network", .container)
@MainActor
struct AppNetworkSwitchTests {
    private let presenter = RecordingPresenter()
    private let keeper = Keeper()
    private var driver: SceneDriver { SceneDriver(presenter: presenter) }

    /// Balances that differ by network: 1 ZIL on mainnet, 2 ZIL on the devnet, whichever the
    /// container's network setting names when a scene asks for them.
    private func registerBalancesByNetwork() {
        let mainnet = FakeBalancesUseCase(account: AccountBalance(balance: Amount(1, unit: .zil), nonce: 0))
        let devnet = FakeBalancesUseCase(account: AccountBalance(balance: Amount(2, unit: .zil), nonce: 0))
        let container = Container.shared
        container.balancesUseCase.register { (try? container.network().get()) == .devnet ? devnet : mainnet }
    }

    /// The app started over `fakes`, its balances by network when `byNetwork`.
    private func start(_ fakes: AppFlowFakes, byNetwork: Bool = true) async -> AppCoordinator {
        fakes.register()
        if byNetwork { registerBalancesByNetwork() }
        let app = AppCoordinator(presenter: presenter)
        keeper.keep(app)
        await app.start()
        await app.waitUntilIdle()
        return app
    }

    /// Main → Settings → Network → `network` → Close.
    private func switchNetwork(to network: Network, in app: AppCoordinator) async throws {
        try driver.current(MainViewModel.self).didTapSettings()
        await app.waitUntilIdle()
        try driver.current(SettingsViewModel.self).didSelect(.changeNetwork)
        await app.waitUntilIdle()
        try driver.current(ChooseNetworkViewModel.self).didChoose(network)
        await app.waitUntilIdle()
        try driver.current(SettingsViewModel.self).didTapClose()
        await app.waitUntilIdle()
    }

    @Test("after switching to the devnet, the wallet's home names it and shows the devnet's balance")
    func homeFollowsTheSwitch() async throws {
        let app = await start(.returning())
        let before = try driver.current(MainViewModel.self)

        try await switchNetwork(to: .devnet, in: app)

        let after = try driver.current(MainViewModel.self)
        #expect(before.state.network.hasPrefix("mainnet (chain 1, EVM chain 32769)"))
        #expect(after !== before)
        #expect(after.state.network == MainViewModel.label(of: .success(.devnet)))
        #expect(after.state.balance == "2 ZIL")
    }

    @Test("closing Settings without a switch keeps the same home")
    func sameNetworkSameHome() async throws {
        let app = await start(.returning(), byNetwork: false)
        let before = try driver.current(MainViewModel.self)

        try await switchNetwork(to: .mainnet, in: app)

        #expect(presenter.current === before)
    }

    @Test("on a first run, the switch from mainnet to the devnet right after onboarding reaches the home")
    func firstRunSwitch() async throws {
        let app = await start(AppFlowFakes())
        try driver.tapStart()
        try driver.acceptTerms()
        try driver.declineCrashReporting()
        try driver.acceptECCWarning()
        try await driver.createWallet()
        await app.waitUntilIdle()
        try await driver.choosePincode("0258")
        await app.waitUntilIdle()

        try await switchNetwork(to: .devnet, in: app)

        let home = try driver.current(MainViewModel.self)
        #expect(home.state.network == MainViewModel.label(of: .success(.devnet)))
        #expect(home.state.balance == "2 ZIL")
    }
}
