import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@testable import ZhipCLI

/// The Swap scene in the terminal: Main's Swap choice, and Quote a swap asking the sides, the
/// amount, the slippage and the deadline before the router is asked.
@MainActor
@Suite("Interactive app: swap", .container)
struct InteractiveSwapScenesTests {
    private let evm = FakeEVMService(chainID: Network.devnet.evmChainID)

    /// The Swap scene of the test key's EVM account on the devnet, where no exchange is set, one token listed.
    private func scene() throws -> SwapViewModel {
        let preferences: Preferences = .inMemory()
        let tokens = DefaultTokenListUseCase(preferences: preferences, networkSetting: .success(.devnet))
        try tokens.add(
            Token(
                contract: try EVMAddress("0x" + String(repeating: "cd", count: 20)), symbol: "TUSD",
                name: "Test USD", decimals: 6, evmChainID: Network.devnet.evmChainID))
        let scene = SwapViewModel(
            account: TestWallets.keyPair.evmAddress, tokenList: tokens,
            exchanges: DefaultSwapExchangeUseCase(evmService: evm, preferences: preferences), evmService: evm,
            network: .success(.devnet))
        scene.didAppear()
        return scene
    }

    @Test("Main's last choice is Swap once the EVM account is known, which opens it")
    func mainOffersSwap() async throws {
        // Arrange
        let main = try MainViewModel.evmHome()
        var steps: [MainViewModel.Step] = []
        main.navigator.onStep = { steps.append($0) }
        let terminal = ScriptedTerminal(["9"])
        // Act
        await terminal.turn(with: main)
        // Assert
        #expect(terminal.output.contains("  9) Swap"))
        #expect(steps == [.swap])
    }

    @Test("Quote a swap asks the sides, the amount, the slippage and the deadline, then says there is no exchange")
    func quoteWithoutExchange() async throws {
        // Arrange
        let swap = try scene()
        // Quote a swap; ZIL in; TUSD out; exact input; 1; default slippage; default deadline.
        let terminal = ScriptedTerminal(["1", "1", "1", "1", "1", "", ""])
        // Act
        await terminal.turn(with: swap)
        await terminal.turn(with: swap)
        // Assert
        #expect(terminal.output.contains("Amount of ZIL to swap"))
        #expect(swap.state.slippageText == "0.5")
        #expect(swap.state.errorMessage?.contains("no exchange is known on") == true)
        #expect(terminal.output.contains("set its router with 'zhip-cli settings set dex ROUTER'"))
    }
}
