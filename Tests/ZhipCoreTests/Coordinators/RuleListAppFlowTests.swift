import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// The app's payments meet the one rule list: with a rule that refuses all added to the standard
/// ones, Send (either account, and the move to the EVM account), a token's Send and a stake are each
/// refused on their Prepare scene naming that rule, the scene stays, and nothing is signed or sent.
@Suite("App flows meet the rule list", .container { $0.paymentRules.register { RefuseAll.rules } })
@MainActor
struct RuleListAppFlowTests {
    private let presenter = RecordingPresenter()

    /// Checks the Prepare scene shown says the rule that refuses all refused the payment.
    private func expectRefusedOnPrepare() throws {
        let prepare = try #require(presenter.current(as: PreparePaymentViewModel.self))
        let message = prepare.state.errorMessage ?? ""
        #expect(message.contains("refuse-all"), "\(message)")
        #expect(message.contains("nothing was signed"), "\(message)")
    }

    @Test("Send from the legacy account")
    func legacySend() async throws {
        let fixtures = LegacySendFixtures()
        fixtures.register()
        let coordinator = SendCoordinator(presenter: presenter, account: .legacy)
        await coordinator.start()
        let prepare = try #require(presenter.current(as: PreparePaymentViewModel.self))

        prepare.didEditRecipient(SendFixtures.recipient.bech32)
        prepare.didEditAmount("1")
        await prepare.didTapContinue()
        await coordinator.waitUntilIdle()

        try expectRefusedOnPrepare()
        #expect(fixtures.zilliqa.sentTransactions.isEmpty)
    }

    @Test("Send from the EVM account, and the move to it, from the account choice")
    func evmSendAndMove() async throws {
        for choice in [SendingChoice.evm, .moveToEVMAccount] {
            let fixtures = EVMSendFixtures()
            fixtures.registerFlow(wallets: FakeWalletUseCase(savedWallet: EVMSendFixtures.evmWallet))
            let coordinator = SendCoordinator(presenter: presenter, account: nil)
            await coordinator.start()
            try #require(presenter.current(as: ChooseSendingAccountViewModel.self)).didChoose(choice)
            await coordinator.waitUntilIdle()
            let prepare = try #require(presenter.current(as: PreparePaymentViewModel.self))

            if choice == .evm { prepare.didEditRecipient(EVMSendFixtures.recipient.checksummed) }
            prepare.didEditAmount("1.5")
            await prepare.didTapContinue()
            await coordinator.waitUntilIdle()

            try expectRefusedOnPrepare()
            #expect(fixtures.evm.sentTransactions.isEmpty, "\(choice)")
            #expect(fixtures.zilliqa.sentTransactions.isEmpty, "\(choice)")
        }
    }

    @Test("Send of a listed token from the EVM account")
    func tokenSend() async throws {
        let fixtures = EVMSendFixtures()
        let token = try Token(
            contract: try EVMAddress("0xdAC17F958D2ee523a2206206994597C13D831ec7"), symbol: "USDT",
            name: "Tether USD", decimals: 6, evmChainID: Network.devnet.evmChainID)
        fixtures.evm.setCallAnswer(
            .success(try EVMHex.data("0x" + TokenAnswers.balance12p5Of6, maximumBytes: 32)), to: token.contract,
            data: ERC20.balanceOfCall(EVMSendFixtures.sender))
        fixtures.evm.setCallAnswer(.success([UInt8](repeating: 0, count: 31) + [1]), to: token.contract)
        fixtures.evm.setGasEstimate(.success(52_000), to: token.contract)
        let prepare = fixtures.prepareScene(token: token)
        await prepare.start()

        prepare.didEditRecipient(EVMSendFixtures.recipient.checksummed)
        prepare.didEditAmount("12.5")
        await prepare.didTapContinue()

        let message = prepare.state.errorMessage ?? ""
        #expect(message.contains("refuse-all"), "\(message)")
        #expect(fixtures.evm.sentTransactions.isEmpty)
    }

    @Test("a stake with a pool from the staking list")
    func stake() async throws {
        let fixtures = EVMSendFixtures(balance: Wei(1_000, unit: .zil))
        fixtures.registerFlow(wallets: FakeWalletUseCase(savedWallet: EVMSendFixtures.evmWallet))
        let staking = FakeStakingUseCase(pools: [StakingFixtures.moonlet])
        Container.shared.stakingUseCase.register { staking }
        staking.setOutcome(StakingFixtures.state(StakingFixtures.position()), for: StakingFixtures.moonlet)
        StakingFixtures.answerMoonlet(on: fixtures.evm)
        let coordinator = StakingCoordinator(presenter: presenter, account: EVMSendFixtures.sender)
        await coordinator.start()
        try #require(presenter.current(as: StakingViewModel.self)).didTapStake(StakingFixtures.moonlet)
        await coordinator.waitUntilIdle()
        let prepare = try #require(presenter.current(as: PreparePaymentViewModel.self))

        prepare.didEditAmount("200")
        await prepare.didTapContinue()
        await coordinator.waitUntilIdle()

        try expectRefusedOnPrepare()
        #expect(fixtures.evm.sentTransactions.isEmpty)
    }
}
