import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// Send starts by choosing the asset: ZIL from either account, or a listed token from the EVM one,
/// whose Prepare form reads the amount in the token's units and prepares its `transfer`.
@Suite("Send: choosing a token, and its Prepare form", .container)
@MainActor
struct SendTokenSceneTests {
    let fixtures = EVMSendFixtures()
    let token: Token

    init() throws {
        token = try Token(
            contract: try EVMAddress("0xdAC17F958D2ee523a2206206994597C13D831ec7"), symbol: "USDT",
            name: "Tether USD", decimals: 6, evmChainID: Network.devnet.evmChainID)
    }

    /// A token list on the devnet holding ``token``.
    private func list() throws -> DefaultTokenListUseCase {
        let list = DefaultTokenListUseCase(preferences: .inMemory(), networkSetting: .success(.devnet))
        try list.add(token)
        return list
    }

    private func chooser(_ wallet: Wallet, list: any TokenListUseCase) -> ChooseSendingAccountViewModel {
        let wallets = FakeWalletUseCase(savedWallet: wallet)
        return ChooseSendingAccountViewModel(
            walletStorage: wallets, extractKeyPair: wallets, zilliqaService: FakeZilliqaService(),
            network: .success(.devnet), tokenList: list)
    }

    @Test("a wallet that knows its EVM account is offered each listed token, and choosing one leads to its form")
    func tokensOffered() async throws {
        let scene = chooser(EVMSendFixtures.evmWallet, list: try list())
        let steps = StepRecorder(scene.navigator)
        await scene.start()

        scene.didChoose(token: token)

        #expect(scene.state.tokens == [token])
        #expect(steps.steps == [.evmToken(sender: EVMSendFixtures.sender, token: token)])
    }

    @Test("the token form asks for the amount in the token, to its decimals")
    func amountInTheToken() throws {
        let form = EVMPaymentForm(
            sender: EVMSendFixtures.sender, token: token, evmService: fixtures.evm, network: .success(.devnet))

        #expect(form.amountLabel == "Amount in USDT, up to 6 decimals")
        #expect(form.title.contains(token.label))
        #expect(form.validator(for: .amount)?.validate("0.0000001") != nil)
    }

    @Test("the token form shows no fee of 21000 gas: a token call's gas is the node's estimate, known once prepared")
    func noTransferFeeForAToken() async {
        // Arrange
        let scene = fixtures.prepareScene(token: token)
        // Act
        await scene.start()
        // Assert
        #expect(scene.state.networkGasPrice == Wei(wei: 4_761_904_800_000))
        #expect(scene.state.knownGas == nil)
        #expect(scene.state.estimatedFee == nil)
    }

    @Test("Continue prepares the token's transfer to the recipient, value 0, to the token's contract")
    func continuePreparesTheTransfer() async throws {
        // Arrange
        fixtures.evm.setCallAnswer(
            .success(try EVMHex.data("0x" + TokenAnswers.balance12p5Of6, maximumBytes: 32)), to: token.contract,
            data: ERC20.balanceOfCall(EVMSendFixtures.sender))
        fixtures.evm.setCallAnswer(.success([UInt8](repeating: 0, count: 31) + [1]), to: token.contract)
        fixtures.evm.setGasEstimate(.success(52_000), to: token.contract)
        let scene = fixtures.prepareScene(token: token)
        let steps = StepRecorder(scene.navigator)
        await scene.start()
        scene.didEditRecipient(EVMSendFixtures.recipient.checksummed)
        scene.didEditAmount("12.5")
        // Act
        await scene.didTapContinue()
        // Assert
        guard steps.steps.count == 1, case .review(_, let prepared) = steps.steps[0] else {
            Issue.record(
                "no review: \(steps.steps) \(scene.state.fieldError?.description ?? scene.state.errorMessage ?? "")")
            return
        }
        let transaction = try #require(prepared.transaction?.evm)
        #expect(
            prepared.order.intent as? TokenTransfer
                == TokenTransfer(token, to: EVMSendFixtures.recipient, units: 12_500_000))
        #expect(transaction.to == token.contract)
        #expect(transaction.value == 0)
        #expect(transaction.gasLimit == 52_000)
        #expect(prepared.summary.counterparty == EVMSendFixtures.recipient)
    }
}
