import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@testable import ZhipCLI

/// The renderers of the wallet's home, Receive and Settings: what they show, and which input of
/// the view model they call.
@MainActor
@Suite("Interactive app: main, receive and settings scenes", .container)
struct InteractiveMainScenesTests {
    // MARK: - Main, receive, settings

    @Test("Main shows the address and the balance; Quit ends the app")
    func mainQuit() async {
        let balances = FakeBalancesUseCase(
            cachedBalance: CachedBalance(amount: Amount(1234, unit: .zil), updatedAt: Date()))
        let main = MainViewModel(
            wallet: TestWallets.wallet, balanceCacheUseCase: balances, fetchBalanceUseCase: balances,
            dateProvider: FixedDateProvider(Date()))
        let terminal = ScriptedTerminal(["5"])
        let exit = await terminal.turn(with: main)
        #expect(terminal.output.contains("Address: " + TestWallets.wallet.address.bech32))
        #expect(terminal.output.contains("Balance: 1234 ZIL"))
        #expect(exit == .quit)
    }

    @Test("Main's header names the network and its chains")
    func mainNamesTheNetwork() async {
        let balances = FakeBalancesUseCase()
        let main = MainViewModel(
            wallet: TestWallets.wallet, balanceCacheUseCase: balances, fetchBalanceUseCase: balances,
            dateProvider: FixedDateProvider(Date()), network: .success(.testnet))
        let terminal = ScriptedTerminal(["5"])

        await terminal.turn(with: main)

        #expect(terminal.output.contains("Network: testnet (chain 333, EVM chain 33101)"), "\(terminal.output)")
    }

    @Test("Main shows the EVM account's address and balance in ZIL and wei, and which account can send")
    func mainEVMAccount() async throws {
        let wallet = try Wallet(
            keystore: TestWallets.keystore, publicKey: TestWallets.keyPair.publicKey, origin: .generated)
        let evm = FakeEVMService()
        evm.setAccount(FakeEVMService.Account(balance: Wei(7, unit: .zil)), for: try #require(wallet.evmAddress))
        let node = FakeZilliqaService()
        node.setLegacyTransfers(.escrowOnly)
        let balances = FakeBalancesUseCase()
        let main = MainViewModel(
            wallet: wallet, balanceCacheUseCase: balances, fetchBalanceUseCase: balances,
            dateProvider: FixedDateProvider(Date()), evmService: evm, zilliqaService: node, network: .success(.mainnet))
        await main.didPullToRefresh()
        let terminal = ScriptedTerminal(["5"])

        await terminal.turn(with: main)

        #expect(terminal.output.contains("EVM address: " + ReceiveEVMTests.evmAddress))
        #expect(terminal.output.contains("EVM balance: 7 ZIL (7000000000000000000 wei)"))
        #expect(terminal.output.contains(SendingAccounts.evmOnly(.escrowOnly).explanation))
    }

    @Test("Ctrl-D at a prompt ends the app")
    func endOfInput() async {
        let exit = await ScriptedTerminal([]).turn(with: ChooseWalletViewModel())
        #expect(exit == .endOfInput)
    }

    @Test("Receive shows the address and a requested amount's payment request")
    func receive() async {
        let wallets = FakeWalletUseCase(savedWallet: TestWallets.wallet)
        let receive = ReceiveViewModel(walletStorage: wallets)
        let terminal = ScriptedTerminal(["1", "1.5"])
        await terminal.turn(with: receive)
        #expect(terminal.output.contains(TestWallets.wallet.address.bech32))
        #expect(receive.state.qrPayload == "zilliqa://\(TestWallets.wallet.address.bech32)?amount=1500000000000")
    }

    @Test("Receive draws the payment request's QR code")
    func receiveDrawsQRCode() async throws {
        let wallets = FakeWalletUseCase(savedWallet: TestWallets.wallet)
        let receive = ReceiveViewModel(walletStorage: wallets)
        let terminal = ScriptedTerminal([])
        await terminal.turn(with: receive)
        let payload = try #require(receive.state.qrPayload)
        let expected = try TerminalQRCode(payload: payload).lines(palette: .lightModulesDrawn)
        #expect(terminal.output.contains(expected.joined(separator: "\n")))
    }

    @Test("Receive shows the EVM address and its EIP-681 link, and draws that link's QR code when asked")
    func receiveEVMAccount() async throws {
        let wallet = try Wallet(
            keystore: TestWallets.keystore, publicKey: TestWallets.keyPair.publicKey, origin: .generated)
        let receive = ReceiveViewModel(
            walletStorage: FakeWalletUseCase(savedWallet: wallet), network: .success(.mainnet))
        let terminal = ScriptedTerminal(["3"])

        await terminal.turn(with: receive)

        let link = "ethereum:\(ReceiveEVMTests.evmAddress)@32769"
        #expect(terminal.output.contains("My EVM address: " + ReceiveEVMTests.evmAddress))
        #expect(terminal.output.contains("EVM payment request on Zilliqa mainnet (EVM chain 32769): " + link))
        let expected = try TerminalQRCode(payload: link).lines(palette: .lightModulesDrawn)
        #expect(terminal.output.contains(expected.joined(separator: "\n")))
    }

    @Test("Receive on mainnet leads with the EVM account and its QR code; the zil1 address follows, with its limits")
    func receiveLeadsWithEVMAccount() async throws {
        // Arrange
        let wallet = try Wallet(
            keystore: TestWallets.keystore, publicKey: TestWallets.keyPair.publicKey, origin: .generated)
        let receive = ReceiveViewModel(
            walletStorage: FakeWalletUseCase(savedWallet: wallet), network: .success(.mainnet))
        let terminal = ScriptedTerminal(["2"])
        // Act
        await terminal.turn(with: receive)
        // Assert
        let output = terminal.output
        let evm = try #require(output.range(of: "My EVM address: " + ReceiveEVMTests.evmAddress))
        let legacy = try #require(output.range(of: "My public address: "))
        #expect(evm.lowerBound < legacy.lowerBound)
        #expect(output.contains(ReceiveViewModel.legacyAccountHint))
        let link = "ethereum:\(ReceiveEVMTests.evmAddress)@32769"
        let code = try TerminalQRCode(payload: link).lines(palette: .lightModulesDrawn).joined(separator: "\n")
        let drawn = try #require(output.range(of: code))
        #expect(drawn.lowerBound < legacy.lowerBound)
        #expect(output.contains("Show the legacy payment request's QR code"))
    }

    @Test("Settings lists its rows and leads to the one chosen")
    func settingsRow() async {
        let settings = SettingsViewModel(pincodeUseCase: FakePincodeUseCase())
        var steps: [SettingsViewModel.Step] = []
        settings.navigator.onStep = { steps.append($0) }
        let terminal = ScriptedTerminal(["7"])
        await terminal.turn(with: settings)
        #expect(terminal.output.contains("  7) Remove wallet"))
        #expect(steps == [.open(.removeWallet)])
    }

    @Test(
        "The network scene lists the presets and saves the one chosen",
        .container { $0.preferences.register { .inMemory() } })
    func chooseNetwork() async throws {
        let choose = ChooseNetworkViewModel()
        let terminal = ScriptedTerminal(["2"])
        await terminal.turn(with: choose)
        #expect(terminal.output.contains("Current network: mainnet"))
        #expect(terminal.output.contains("testnet (chain 333)"))
        #expect(try Container.shared.network().get() == .testnet)
    }

    @Test("The network scene takes a node's URL and chain id", .container { $0.preferences.register { .inMemory() } })
    func chooseCustomNetwork() async throws {
        let choose = ChooseNetworkViewModel()
        let terminal = ScriptedTerminal(["4", "http://127.0.0.1:5555", "222"])
        await terminal.turn(with: choose)
        #expect(try Container.shared.network().get().url.absoluteString == "http://127.0.0.1:5555")
    }

    @Test("removing the wallet needs the loss understood; no keeps it")
    func keepWallet() async {
        let wallets = FakeWalletUseCase(savedWallet: TestWallets.wallet)
        let confirm = ConfirmWalletRemovalViewModel(
            walletStorageUseCase: wallets, pincodeUseCase: FakePincodeUseCase(),
            balanceCacheUseCase: FakeBalancesUseCase())
        var steps: [ConfirmWalletRemovalViewModel.Step] = []
        confirm.navigator.onStep = { steps.append($0) }
        await ScriptedTerminal(["n"]).turn(with: confirm)
        #expect(steps == [.cancel])
        #expect(wallets.deleteWalletCallCount == 0)
    }
}
