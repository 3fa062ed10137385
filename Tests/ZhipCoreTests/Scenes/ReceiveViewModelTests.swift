import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@Suite("Receive scene")
@MainActor
struct ReceiveViewModelTests {
    private let address = TestWallets.wallet.address

    private func makeViewModel() -> ReceiveViewModel {
        ReceiveViewModel(walletStorage: FakeWalletUseCase(savedWallet: TestWallets.wallet))
    }

    @Test("shows the wallet's address in bech32 and checksummed hex")
    func showsAddress() {
        let viewModel = makeViewModel()
        #expect(viewModel.state.address == address.bech32)
        #expect(viewModel.state.checksummedAddress == address.checksummed)
        #expect(viewModel.title == "Receive")
    }

    @Test("without an amount the link and the QR payload carry only the address")
    func linksWithoutAmount() {
        let viewModel = makeViewModel()
        #expect(viewModel.state.shareLink == "https://zhip.app/send?to=\(address.bech32)")
        #expect(viewModel.state.qrPayload == "zilliqa://\(address.bech32)")
    }

    @Test("a requested amount goes into the link and the QR payload in Qa")
    func linksWithAmount() {
        let viewModel = makeViewModel()
        viewModel.didEditRequestedAmount("1.5")
        #expect(viewModel.state.requestedAmount == .valid)
        #expect(viewModel.state.shareLink == "https://zhip.app/send?to=\(address.bech32)&amount=1500000000000")
        #expect(viewModel.state.qrPayload == "zilliqa://\(address.bech32)?amount=1500000000000")
    }

    @Test("an invalid amount is shown after editing and left out of the links")
    func invalidAmount() {
        let viewModel = makeViewModel()
        viewModel.didEditRequestedAmount("abc")
        #expect(viewModel.state.requestedAmount == .neutral)
        viewModel.didEndEditingRequestedAmount()
        #expect(viewModel.state.requestedAmount == .invalid(ValidationMessage("String not a number")))
        #expect(viewModel.state.qrPayload == "zilliqa://\(address.bech32)")
    }

    @Test("copying the address shows Copied address")
    func copied() {
        let viewModel = makeViewModel()
        viewModel.didCopyAddress()
        #expect(viewModel.state.notice == "Copied address")
    }

    @Test("with no saved wallet the scene says so and offers nothing to share")
    func noWallet() {
        let viewModel = ReceiveViewModel(walletStorage: FakeWalletUseCase())
        #expect(viewModel.state.errorMessage?.contains("No wallet is saved") == true)
        #expect(viewModel.state.address == nil)
        #expect(viewModel.state.qrPayload == nil)
        viewModel.didCopyAddress()
        #expect(viewModel.state.notice == nil)
    }

    @Test("a wallet that cannot be read is shown")
    func unreadableWallet() {
        let wallets = FakeWalletUseCase(savedWallet: TestWallets.wallet)
        wallets.error = .keystoreHasNoAddress
        let viewModel = ReceiveViewModel(walletStorage: wallets)
        #expect(viewModel.state.errorMessage == WalletError.keystoreHasNoAddress.description)
    }

    @Test("Done closes the scene")
    func done() {
        let viewModel = makeViewModel()
        let recorder = StepRecorder(viewModel.navigator)
        viewModel.didTapDone()
        #expect(recorder.steps == [.done])
    }
}

// MARK: - State changes

extension ReceiveViewModelTests {
    @Test("typing an amount reports one change, with the amount in the link")
    func typingReportsOnce() {
        let viewModel = makeViewModel()
        let changes = StateChanges(of: viewModel)

        viewModel.didEditRequestedAmount("1.5")

        #expect(changes.states.map(\.qrPayload) == ["zilliqa://\(address.bech32)?amount=1500000000000"])
    }

    @Test("leaving the empty amount field reports nothing")
    func leavingEmptyFieldReportsNothing() {
        let viewModel = makeViewModel()
        let changes = StateChanges(of: viewModel)

        viewModel.didEndEditingRequestedAmount()

        #expect(changes.count == 0)
    }

    // MARK: - The EVM account

    /// The test key's EVM address, as eth-account computes it.
    private static let evmAddress = "0x1FE3da351d9fc0c4F02DE5412ad7def8AEE956C5"

    private func makeEVMViewModel(network: Network = .testnet) throws -> ReceiveViewModel {
        let wallet = try Wallet(
            keystore: TestWallets.keystore, publicKey: TestWallets.keyPair.publicKey, origin: .generated)
        return ReceiveViewModel(walletStorage: FakeWalletUseCase(savedWallet: wallet), network: .success(network))
    }

    @Test("the wallet's EVM address in EIP-55, with an EIP-681 link on the network's EVM chain and its name")
    func evmLink() throws {
        let viewModel = try makeEVMViewModel()

        #expect(viewModel.state.evmAddress == Self.evmAddress)
        #expect(viewModel.state.evmPaymentLink == "ethereum:\(Self.evmAddress)@33101")
        #expect(viewModel.state.evmChainName == "Zilliqa testnet (EVM chain 33101)")
        #expect(viewModel.state.evmNotice == nil)
    }

    @Test("a requested amount goes into the EIP-681 link in wei")
    func evmLinkWithAmount() throws {
        let viewModel = try makeEVMViewModel(network: .mainnet)

        viewModel.didEditRequestedAmount("1.5")

        #expect(viewModel.state.evmPaymentLink == "ethereum:\(Self.evmAddress)@32769?value=1500000000000000000")
    }

    @Test("a wallet whose EVM address is not known yet has no EVM link and says why")
    func evmNotKnownYet() {
        let viewModel = ReceiveViewModel(
            walletStorage: FakeWalletUseCase(savedWallet: TestWallets.wallet), network: .success(.mainnet))

        #expect(viewModel.state.evmAddress == nil)
        #expect(viewModel.state.evmPaymentLink == nil)
        #expect(viewModel.state.evmNotice == ReceiveViewModel.evmAddressNotKnownYet)
    }

    // MARK: - Which account leads

    @Test("on mainnet and testnet, past their forks, the EVM account leads", arguments: [Network.mainnet, .testnet])
    func evmLeadsPastTheForks(network: Network) throws {
        // Arrange, Act
        let viewModel = try makeEVMViewModel(network: network)
        // Assert
        #expect(viewModel.state.leadingAccount == .evm)
    }

    @Test("on a network whose forks are unknown (a devnet, a custom node) the EVM account leads too")
    func evmLeadsWhereTheForksAreUnknown() throws {
        // Arrange
        let custom = try Network.custom(url: URL(string: "http://127.0.0.1:9")!, chainID: 4242)
        // Act
        let leads = try [Network.devnet, custom].map { try makeEVMViewModel(network: $0).state.leadingAccount }
        // Assert
        #expect(leads == [.evm, .evm])
    }

    @Test("a wallet whose EVM address is not known yet leads with its legacy account, the one it can show")
    func legacyLeadsWithoutEVMAddress() {
        // Arrange, Act
        let viewModel = ReceiveViewModel(
            walletStorage: FakeWalletUseCase(savedWallet: TestWallets.wallet), network: .success(.mainnet))
        // Assert
        #expect(viewModel.state.leadingAccount == .legacy)
    }

    @Test("the rule lives in ZhipCore: mainnet, testnet and an unknown network each lead with the EVM account")
    func theRule() {
        // Act, Assert
        #expect(PayingAccount.offlineDefault(chainID: Network.mainnet.chainID) == .evm)
        #expect(PayingAccount.offlineDefault(chainID: Network.testnet.chainID) == .evm)
        #expect(PayingAccount.offlineDefault(chainID: Network.devnet.chainID) == .evm)
    }
}
