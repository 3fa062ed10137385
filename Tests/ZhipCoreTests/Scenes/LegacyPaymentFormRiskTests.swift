import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// The Send scene's refusals a person may overrule: an unusual recipient, a fee above the ceiling.
@Suite("Prepare scene: the legacy account's risks to confirm", .container)
@MainActor
struct LegacyPaymentFormRiskTests {
    private let transactions = FakeTransactionsUseCase()

    /// A started scene paying 1 ZIL to `recipient` with `gasLimit`, Continue tapped once.
    private func continued(to recipient: Address, gasLimit: String = "50") async -> PreparePaymentViewModel {
        let viewModel = PreparePaymentViewModel(
            form: LegacyPaymentForm(
                walletStorage: FakeWalletUseCase(savedWallet: TestWallets.wallet), balanceCache: transactions,
                fetchBalance: transactions, gasPrice: transactions, payments: transactions))
        await viewModel.start()
        viewModel.didEditRecipient(recipient.bech32)
        viewModel.didEndEditingRecipient()
        viewModel.didEditAmount("1")
        viewModel.didEndEditingAmount()
        viewModel.didEditFee(.gasLimit, gasLimit)
        viewModel.didEndEditingFee(.gasLimit)
        await viewModel.didTapContinue()
        return viewModel
    }

    @Test("yes to the unusual recipient prepares again allowing it, and moves on to the review")
    func confirmedRecipientPrepared() async {
        // Arrange
        let viewModel = await continued(to: PaymentDraft.zeroAddress)
        var steps: [PreparePaymentViewModel.Step] = []
        viewModel.navigator.onStep = { steps.append($0) }
        // Act
        await viewModel.didConfirmRisk()
        // Assert
        #expect(transactions.preparedDrafts.map(\.acceptedRisks) == [[], [.zeroAddress]])
        #expect(steps.count == 1)
        #expect(viewModel.state.riskToConfirm == nil)
    }

    @Test("a payment to the migration escrow asks its own question, saying how a lodge is claimed back")
    func escrowAsksItsOwnQuestion() async {
        // Arrange, Act
        let viewModel = await continued(to: .migrationEscrow)
        // Assert
        #expect(viewModel.state.riskToConfirm == .escrowLodge)
        #expect(viewModel.state.riskQuestion?.contains("official recovery tool") == true)
    }

    @Test("yes to the escrow prepares again as a lodge, and no other allowance is given with it")
    func confirmedLodgePrepared() async {
        // Arrange
        let viewModel = await continued(to: .migrationEscrow)
        // Act
        await viewModel.didConfirmRisk()
        // Assert
        #expect(transactions.preparedDrafts.map(\.acceptedRisks) == [[], [.escrowLodge]])
        #expect(transactions.preparedDrafts.last?.acceptedRisks.contains(.sender) == false)
    }

    @Test("on a network that takes only lodges, an ordinary payment is refused with no question to overrule it")
    func escrowOnlyEraRefusesWithoutQuestion() async {
        // Arrange
        transactions.setLegacyTransfers(.escrowOnly)
        // Act
        let viewModel = await continued(to: SendFixtures.recipient)
        // Assert
        #expect(viewModel.state.riskToConfirm == nil)
        #expect(viewModel.state.errorMessage == TransactionsError.onlyEscrowAccepted(.mainnet).description)
    }

    @Test("a refusal no one may overrule is shown without a question")
    func otherRefusalShown() async {
        // Arrange
        transactions.setError(.signatureInvalid, for: .prepare)
        // Act
        let viewModel = await continued(to: SendFixtures.recipient)
        // Assert
        #expect(viewModel.state.riskToConfirm == nil)
        #expect(viewModel.state.errorMessage == TransactionsError.signatureInvalid.description)
    }

    @Test("the question for the wallet's own address says where the money goes and asks to send anyway")
    func ownAddressQuestion() {
        #expect(
            PaymentRisk.sender.question(refusal: TransactionsError.riskNotAccepted(.sender))
                == "This payment goes to the sending account itself, so it only costs the fee. Send it anyway?")
    }
}
