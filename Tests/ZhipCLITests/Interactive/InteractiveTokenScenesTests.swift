import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@testable import ZhipCLI

/// The token scenes in the terminal: Main's token lines and its Tokens choice, the list, adding
/// and removing, and Receive asking for a token.
@MainActor
@Suite("Interactive app: tokens", .container)
struct InteractiveTokenScenesTests {
    /// Tether USD's contract on Ethereum, EIP-55 as Etherscan shows it.
    private static let usdtContract = "0xdAC17F958D2ee523a2206206994597C13D831ec7"

    private let reading = FakeTokenReadingUseCase()
    private let list = DefaultTokenListUseCase(preferences: .inMemory(), networkSetting: .success(.devnet))
    private let wallet: Wallet
    private let usdt: Token

    init() throws {
        wallet = try Wallet(
            keystore: TestWallets.keystore, publicKey: TestWallets.keyPair.publicKey, origin: .generated)
        usdt = try Token(
            contract: EVMAddress(Self.usdtContract), symbol: "USDT", name: "Tether USD", decimals: 6,
            evmChainID: Network.devnet.evmChainID)
    }

    /// The home of the wallet, its EVM account known, on fakes that answer at once.
    private func home() -> MainViewModel {
        let balances = FakeBalancesUseCase()
        return MainViewModel(
            wallet: wallet, balanceCacheUseCase: balances, fetchBalanceUseCase: balances,
            dateProvider: FixedDateProvider(Date()), evmService: FakeEVMService(chainID: Network.devnet.evmChainID),
            zilliqaService: FakeZilliqaService(), network: .success(.devnet), tokenList: list, tokenReading: reading)
    }

    @Test("Main shows each token's balance beside its contract, and Tokens is its last choice")
    func mainShowsTokens() async throws {
        // Arrange
        try list.add(usdt)
        reading.setBalance(.success(12_500_000), of: usdt.contract)
        let main = home()
        await main.didPullToRefresh()
        var steps: [MainViewModel.Step] = []
        main.navigator.onStep = { steps.append($0) }
        let terminal = ScriptedTerminal(["6"])
        // Act
        await terminal.turn(with: main)
        // Assert
        #expect(terminal.output.contains("Token: 12.5 USDT (\(Self.usdtContract))"))
        #expect(terminal.output.contains("  6) Tokens"))
        #expect(steps == [.tokens])
    }

    @Test("Main with no token listed invites to add one")
    func mainInvites() async {
        // Arrange
        let main = home()
        let terminal = ScriptedTerminal(["5"])
        // Act
        await terminal.turn(with: main)
        // Assert
        #expect(terminal.output.contains(MainViewModel.noTokensListed))
    }

    @Test("the list shows each token by its symbol beside its contract, and Remove asks before removing")
    func removeAsks() async throws {
        // Arrange
        try list.add(usdt)
        let tokens = TokensViewModel(tokenList: list)
        let terminal = ScriptedTerminal(["2", "1", "y"])
        // Act
        await terminal.turn(with: tokens)
        await terminal.turn(with: tokens)
        // Assert
        #expect(terminal.output.contains("USDT (\(Self.usdtContract)): Tether USD, 6 decimals"))
        #expect(terminal.output.contains("Remove USDT (\(Self.usdtContract)) from the list?"))
        #expect(try list.tokens.isEmpty)
    }

    @Test("adding reads the contract, shows what it says with the warning, and lists the token on yes")
    func add() async throws {
        // Arrange
        reading.setMetadata(
            TokenMetadata(
                contract: usdt.contract, evmChainID: usdt.evmChainID, name: "Tether USD", symbol: "USDT", decimals: 6))
        let add = AddTokenViewModel(tokenList: list, tokenReading: reading, network: .success(.devnet))
        let terminal = ScriptedTerminal([Self.usdtContract, "y"])
        // Act
        await terminal.turn(with: add)
        await terminal.turn(with: add)
        // Assert
        #expect(terminal.output.contains("Decimals: 6"))
        #expect(terminal.output.contains("Anyone can deploy a token and give it any name and symbol, USDT included"))
        #expect(terminal.progress.first?.hasPrefix("Asking the node for the name, symbol and decimals of") == true)
        #expect(try list.tokens == [usdt])
    }

    @Test("a contract that does not say its decimals is asked for them, and nothing else")
    func addAsksDecimals() async throws {
        // Arrange
        reading.setMetadata(
            TokenMetadata(
                contract: usdt.contract, evmChainID: usdt.evmChainID, name: "Tether USD", symbol: "USDT", decimals: nil)
        )
        let add = AddTokenViewModel(tokenList: list, tokenReading: reading, network: .success(.devnet))
        let terminal = ScriptedTerminal([Self.usdtContract, "6", "y"])
        // Act
        await terminal.turn(with: add)
        await terminal.turn(with: add)
        // Assert
        #expect(terminal.reads.map(\.prompt).contains { $0.hasPrefix("Its decimals, 0 to 77") })
        #expect(!terminal.reads.map(\.prompt).contains { $0.hasPrefix("The symbol to show") })
        #expect(try list.tokens == [usdt])
    }

    @Test("Receive asks for a token: its transfer link, and the amount in the token and its units")
    func receiveToken() async throws {
        // Arrange
        try list.add(usdt)
        let receive = ReceiveViewModel(
            walletStorage: FakeWalletUseCase(savedWallet: wallet), network: .success(.devnet), tokenList: list)
        let terminal = ScriptedTerminal(["4", "2", "1", "12.5", "2"])
        // Act
        await terminal.turn(with: receive)
        await terminal.turn(with: receive)
        await terminal.turn(with: receive)
        // Assert
        let evm = try #require(wallet.evmAddress).checksummed
        #expect(terminal.output.contains("Asking for: USDT (\(Self.usdtContract))"))
        #expect(terminal.output.contains("Amount: 12.5 USDT (12500000 units)"))
        #expect(
            terminal.output.contains(
                "ethereum:\(Self.usdtContract)@\(Network.devnet.evmChainID)/transfer?address=\(evm)&uint256=12500000"))
    }
}
