import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// The Send scene's refusals a person may overrule (an unusual recipient, a lodging into the
/// escrow) and those no one may, as the session's rules judge them.
@Suite("Prepare scene: the legacy account's risks to confirm", .container)
@MainActor
struct LegacyPaymentFormRiskTests {
    private let fixtures = LegacySendFixtures()

    /// A started scene paying 1 ZIL to `recipient`, Continue tapped once.
    private func continued(to recipient: Address) async -> PreparePaymentViewModel {
        fixtures.register()
        let viewModel = PreparePaymentViewModel(form: fixtures.form())
        await viewModel.start()
        viewModel.didEditRecipient(recipient.bech32)
        viewModel.didEndEditingRecipient()
        viewModel.didEditAmount("1")
        viewModel.didEndEditingAmount()
        await viewModel.didTapContinue()
        return viewModel
    }

    /// The payment of the one review step in `steps`, else nil.
    private func reviewed(_ steps: [PreparePaymentViewModel.Step]) -> PreparedPayment? {
        guard steps.count == 1, case .review(_, let payment) = steps[0] else { return nil }
        return payment
    }

    @Test("the zero address is asked about, and yes moves on to the review allowing it, the node asked once")
    func confirmedRecipientReviewed() async throws {
        // Arrange
        let viewModel = await continued(to: try Address(bytes: [UInt8](repeating: 0, count: 20)))
        let asked = viewModel.state.riskToConfirm
        let steps = StepRecorder(viewModel.navigator)
        // Act
        await viewModel.didConfirmRisk()
        // Assert
        let payment = try #require(reviewed(steps.steps))
        #expect(asked == .zeroAddress)
        #expect(payment.order.consents == [.zeroAddress])
        #expect(fixtures.zilliqa.calls(to: .paymentState) == 1)
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

    @Test("yes to the escrow moves on to the review of a lodge, and no other allowance is given with it")
    func confirmedLodgeReviewed() async throws {
        // Arrange
        let viewModel = await continued(to: .migrationEscrow)
        let steps = StepRecorder(viewModel.navigator)
        // Act
        await viewModel.didConfirmRisk()
        // Assert
        let payment = try #require(reviewed(steps.steps))
        #expect(payment.order.consents == [.escrowLodge])
        #expect(payment.summary.lodgesIntoEscrow)
    }

    @Test("on a network that takes only lodges, an ordinary payment is refused by the era's rule, with no question")
    func escrowOnlyEraRefusesWithoutQuestion() async {
        // Arrange
        fixtures.zilliqa.setLegacyTransfers(.escrowOnly)
        // Act
        let viewModel = await continued(to: SendFixtures.recipient)
        // Assert
        #expect(viewModel.state.riskToConfirm == nil)
        #expect(viewModel.state.errorMessage?.hasSuffix("(rule legacy-era)") == true)
        #expect(viewModel.state.errorMessage?.contains("only into the migration escrow") == true)
    }

    @Test("a node on another chain is refused by the chain rule, shown without a question")
    func otherRefusalShown() async {
        // Arrange
        fixtures.zilliqa.setChainID(Network.testnet.chainID)
        // Act
        let viewModel = await continued(to: SendFixtures.recipient)
        // Assert
        #expect(viewModel.state.riskToConfirm == nil)
        #expect(viewModel.state.errorMessage?.hasSuffix("(rule chain-id)") == true)
    }

    @Test("the question for the wallet's own address says where the money goes and asks to go on anyway")
    func ownAddressQuestion() {
        #expect(
            PaymentRisk.sender.question(for: .transfer)
                == "This payment goes to the sending account itself, so it only costs the fee. Go on anyway?")
    }
}
