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
    /// A Send scene from `account` over fake nodes whose Continue, paying 1 ZIL to the paying
    /// account itself, the session refused (rule self-payment).
    private func refusedOwnAddress(_ account: PayingAccount) async -> PreparePaymentViewModel {
        let payments = ScenePayments()
        let prepare: PreparePaymentViewModel
        let own: String
        switch account {
        case .legacy:
            prepare = PreparePaymentViewModel(
                form: LegacyPaymentForm(walletStorage: FakeWalletUseCase(savedWallet: TestWallets.wallet)))
            own = TestWallets.wallet.address.bech32
        case .evm:
            let sender = TestWallets.keyPair.evmAddress
            prepare = PreparePaymentViewModel(form: EVMPaymentForm(sender: sender, evmService: payments.evm))
            own = sender.checksummed
        }
        await prepare.start()
        prepare.didEditRecipient(own)
        prepare.didEditAmount("1")
        await prepare.didTapContinue()
        return prepare
    }

    @Test(
        "y to 'Go on anyway? [y/N]' prepares the payment to the own address and moves on to the review",
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
        #expect(
            terminal.reads.first?.prompt.hasSuffix("itself, so it only costs the fee. Go on anyway? [y/N]: ") == true)
        guard case .review(_, let prepared)? = steps.first, steps.count == 1 else {
            Issue.record("no review: \(steps)")
            return
        }
        #expect(prepared.facts.consents.contains(.sender))
    }

    @Test(
        "Enter at 'Go on anyway? [y/N]' is no: the refusal is shown and nothing more is prepared",
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
        let message = prepare.state.errorMessage ?? ""
        #expect(message.hasPrefix("the payment goes to the sending account itself"))
        #expect(message.hasSuffix("(rule self-payment)"))
        #expect(steps.isEmpty)
    }
}
