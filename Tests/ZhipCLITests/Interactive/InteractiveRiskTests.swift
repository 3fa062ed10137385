import Testing
import ZhipCore
import ZhipCoreTestSupport

@testable import ZhipCLI

/// The Send scene's extra confirmation for a payment ZhipCore refuses but the person may overrule.
@MainActor
@Suite("Interactive app: confirming a risky payment", .container)
struct InteractiveRiskTests {
    /// A Send scene whose Continue, paying 1 ZIL to the wallet's own address, was refused.
    private func refusedOwnAddress(_ transactions: FakeTransactionsUseCase) async -> PreparePaymentViewModel {
        let prepare = PreparePaymentViewModel(
            form: LegacyPaymentForm(
                walletStorage: FakeWalletUseCase(savedWallet: TestWallets.wallet), balanceCache: transactions,
                fetchBalance: transactions, gasPrice: transactions, payments: transactions))
        await prepare.start()
        prepare.didEditRecipient(TestWallets.wallet.address.bech32)
        prepare.didEditAmount("1")
        await prepare.didTapContinue()
        return prepare
    }

    @Test("y to 'Send it anyway? [y/N]' prepares the payment to the own address and moves on to the review")
    func yesSends() async {
        // Arrange
        let transactions = FakeTransactionsUseCase()
        let prepare = await refusedOwnAddress(transactions)
        var steps: [PreparePaymentViewModel.Step] = []
        prepare.navigator.onStep = { steps.append($0) }
        let terminal = ScriptedTerminal(["y"])
        // Act
        try? await TerminalPresenter(ui: terminal).turn(with: prepare)
        // Assert
        #expect(terminal.reads.first?.prompt.hasSuffix("Send it anyway? [y/N]: ") == true)
        #expect(steps.count == 1)
    }

    @Test("Enter at 'Send it anyway? [y/N]' is no: the refusal is shown and nothing more is prepared")
    func enterDeclines() async {
        // Arrange
        let transactions = FakeTransactionsUseCase()
        let prepare = await refusedOwnAddress(transactions)
        let terminal = ScriptedTerminal([""])
        // Act
        try? await TerminalPresenter(ui: terminal).turn(with: prepare)
        // Assert
        #expect(prepare.state.errorMessage == TransactionsError.riskNotAccepted(.sender).description)
        #expect(transactions.preparedDrafts.count == 1)
    }
}
