import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@testable import ZhipCLI

/// The Send scene's extra confirmation for a payment ZhipCore refuses but the person may overrule,
/// from either account.
@MainActor
@Suite("Interactive app: confirming a risky payment", .container)
struct InteractiveRiskTests {
    private let transactions = FakeTransactionsUseCase()
    private let evm = FakeEVMService()

    /// A Send scene from `account` whose Continue, paying 1 ZIL to the paying account itself, was refused.
    private func refusedOwnAddress(_ account: PayingAccount) async -> PreparePaymentViewModel {
        let prepare: PreparePaymentViewModel
        let own: String
        switch account {
        case .legacy:
            prepare = PreparePaymentViewModel(
                form: LegacyPaymentForm(
                    walletStorage: FakeWalletUseCase(savedWallet: TestWallets.wallet), balanceCache: transactions,
                    fetchBalance: transactions, gasPrice: transactions, payments: transactions))
            own = TestWallets.wallet.address.bech32
        case .evm:
            let sender = TestWallets.keyPair.evmAddress
            evm.setAccount(FakeEVMService.Account(balance: Wei(10, unit: .zil)), for: sender)
            let payments = DefaultPaymentsUseCase(
                zilliqaService: FakeZilliqaService(), evmService: evm, networkSetting: .success(.mainnet),
                preferences: .inMemory(), clock: ImmediateClock())
            prepare = PreparePaymentViewModel(
                form: EVMPaymentForm(sender: sender, evmService: evm, payments: payments, network: .success(.mainnet)))
            own = sender.checksummed
        }
        await prepare.start()
        prepare.didEditRecipient(own)
        prepare.didEditAmount("1")
        await prepare.didTapContinue()
        return prepare
    }

    @Test(
        "y to 'Send it anyway? [y/N]' prepares the payment to the own address and moves on to the review",
        arguments: PayingAccount.allCases)
    func yesSends(_ account: PayingAccount) async {
        // Arrange
        let prepare = await refusedOwnAddress(account)
        var steps: [PreparePaymentViewModel.Step] = []
        prepare.navigator.onStep = { steps.append($0) }
        let terminal = ScriptedTerminal(["y"])
        // Act
        try? await TerminalPresenter(ui: terminal).turn(with: prepare)
        // Assert
        #expect(terminal.reads.first?.prompt.hasSuffix("Send it anyway? [y/N]: ") == true)
        #expect(steps.count == 1)
    }

    @Test(
        "Enter at 'Send it anyway? [y/N]' is no: the refusal is shown and nothing more is prepared",
        arguments: PayingAccount.allCases)
    func enterDeclines(_ account: PayingAccount) async {
        // Arrange
        let prepare = await refusedOwnAddress(account)
        var steps: [PreparePaymentViewModel.Step] = []
        prepare.navigator.onStep = { steps.append($0) }
        let terminal = ScriptedTerminal([""])
        // Act
        try? await TerminalPresenter(ui: terminal).turn(with: prepare)
        // Assert
        #expect(prepare.state.errorMessage == TransactionsError.riskNotAccepted(.sender).description)
        #expect(steps.isEmpty)
    }
}
