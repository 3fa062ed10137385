import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@Suite("Receive scene: asking for a listed token")
@MainActor
struct ReceiveViewModelTokenTests {
    private let wallet: Wallet
    private let evmAddress: EVMAddress

    init() throws {
        wallet = try TokenSceneFixtures.walletWithEVMAccount()
        evmAddress = try #require(wallet.evmAddress)
    }

    private func makeViewModel(listing tokens: [Token]) throws -> ReceiveViewModel {
        ReceiveViewModel(
            walletStorage: FakeWalletUseCase(savedWallet: wallet), network: .success(.devnet),
            tokenList: try TokenSceneFixtures.list(tokens))
    }

    @Test("the tokens listed on the network are offered, ZIL asked for until one is chosen")
    func offered() throws {
        // Arrange
        let usdt = try TokenSceneFixtures.usdt()
        // Act
        let viewModel = try makeViewModel(listing: [usdt])
        // Assert
        #expect(viewModel.state.tokens == [usdt])
        #expect(viewModel.state.token == nil)
    }

    @Test("a token is asked for by the EIP-681 call of its transfer, the amount in its smallest unit")
    func tokenLink() throws {
        // Arrange
        let viewModel = try makeViewModel(listing: [try TokenSceneFixtures.usdt()])
        // Act
        viewModel.didChooseToken(try TokenSceneFixtures.usdt())
        viewModel.didEditRequestedAmount("12.5")
        // Assert
        let chain = Network.devnet.evmChainID
        #expect(
            viewModel.state.evmPaymentLink
                == "ethereum:\(TokenSceneFixtures.usdtContract)@\(chain)/transfer?address=\(evmAddress.checksummed)&uint256=12500000"
        )
        #expect(viewModel.state.requestedTokenAmount == "12.5 USDT")
        #expect(viewModel.state.requestedTokenUnits == "12500000")
    }

    @Test("for a token the legacy account's links are left out: it cannot be paid in a token")
    func legacyLeftOut() throws {
        // Arrange
        let viewModel = try makeViewModel(listing: [try TokenSceneFixtures.usdt()])
        // Act
        viewModel.didChooseToken(try TokenSceneFixtures.usdt())
        // Assert
        #expect(viewModel.state.shareLink == nil && viewModel.state.qrPayload == nil)
        #expect(viewModel.state.leadingAccount == .evm)
    }

    @Test("more decimals than the token has are refused once editing ends, and left out of the link")
    func tooManyDecimals() throws {
        // Arrange
        let viewModel = try makeViewModel(listing: [try TokenSceneFixtures.usdt()])
        viewModel.didChooseToken(try TokenSceneFixtures.usdt())
        // Act
        viewModel.didEditRequestedAmount("1.0000001")
        viewModel.didEndEditingRequestedAmount()
        // Assert
        #expect(viewModel.state.requestedAmount == .invalid(ValidationMessage("At most 6 decimals in USDT")))
        #expect(viewModel.state.evmPaymentLink?.contains("uint256") == false)
    }

    @Test("choosing ZIL again gives back the ZIL request, the token's amount cleared")
    func backToZIL() throws {
        // Arrange
        let viewModel = try makeViewModel(listing: [try TokenSceneFixtures.usdt()])
        viewModel.didChooseToken(try TokenSceneFixtures.usdt())
        viewModel.didEditRequestedAmount("12.5")
        // Act
        viewModel.didChooseToken(nil)
        // Assert
        #expect(viewModel.state.evmPaymentLink == "ethereum:\(evmAddress.checksummed)@\(Network.devnet.evmChainID)")
        #expect(viewModel.state.requestedAmountText.isEmpty)
        #expect(viewModel.state.qrPayload == "zilliqa://\(wallet.address.bech32)")
    }

    @Test("a token that is not listed cannot be chosen")
    func unlistedIgnored() throws {
        // Arrange
        let viewModel = try makeViewModel(listing: [try TokenSceneFixtures.usdt()])
        // Act
        viewModel.didChooseToken(try TokenSceneFixtures.maker())
        // Assert
        #expect(viewModel.state.token == nil)
    }
}
