import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// What the Prepare scene does the same for either paying account.
@Suite("Prepare scene: either account", .container)
@MainActor
struct PreparePaymentViewModelTests {
    let fixtures = PrepareSceneFixtures()

    @Test("Continue is enabled only once a recipient and an amount are typed", arguments: PayingAccount.allCases)
    func continueNeedsTheFields(_ account: PayingAccount) async {
        // Arrange
        let scene = fixtures.scene(account)
        await scene.start()
        let before = scene.state.isContinueEnabled
        // Act
        scene.didEditRecipient(PrepareSceneFixtures.recipient(of: account))
        let withRecipient = scene.state.isContinueEnabled
        scene.didEditAmount("1")
        // Assert
        #expect(!before)
        #expect(!withRecipient)
        #expect(scene.state.isContinueEnabled)
    }

    @Test(
        "an invalid recipient is held back while typing and shown when editing ends", arguments: PayingAccount.allCases)
    func recipientDisplayRule(_ account: PayingAccount) async {
        let scene = fixtures.scene(account)
        await scene.start()

        scene.didEditRecipient("0x1234")
        let whileTyping = scene.state.recipient
        scene.didEndEditingRecipient()

        #expect(whileTyping == .neutral)
        guard case .invalid = scene.state.recipient else {
            Issue.record("the recipient shows \(scene.state.recipient)")
            return
        }
        #expect(!scene.state.isContinueEnabled)
    }

    @Test(
        "an amount with a comma is refused with the accepted form, and nothing is prepared",
        arguments: PayingAccount.allCases)
    func commaRefused(_ account: PayingAccount) async {
        let scene = fixtures.scene(account)
        let steps = StepRecorder(scene.navigator)
        await scene.start()
        scene.didEditRecipient(PrepareSceneFixtures.recipient(of: account))

        scene.didEditAmount("1,500")
        scene.didEndEditingAmount()
        await scene.didTapContinue()

        #expect(scene.state.amount == .invalid(AmountValidator.commaRefused))
        #expect(!scene.state.isContinueEnabled)
        #expect(steps.steps.isEmpty)
    }

    @Test(
        "a payment to the paying account itself asks a question instead of only refusing",
        arguments: PayingAccount.allCases)
    func ownAddressAsks(_ account: PayingAccount) async {
        let scene = await fixtures.filledIn(account, to: PrepareSceneFixtures.sender(of: account))

        await scene.didTapContinue()

        #expect(scene.state.riskToConfirm == .sender)
        #expect(scene.state.riskQuestion?.contains("goes to the sending account itself") == true)
        #expect(scene.state.errorMessage == nil)
        #expect(!scene.state.isContinueEnabled)
    }

    @Test(
        "yes to the question judges the same payment again, allowing it, and moves on to its review",
        arguments: PayingAccount.allCases)
    func confirmedRiskReviewed(_ account: PayingAccount) async throws {
        // Arrange
        let scene = await fixtures.filledIn(account, to: PrepareSceneFixtures.sender(of: account))
        let steps = StepRecorder(scene.navigator)
        await scene.didTapContinue()
        // Act
        await scene.didConfirmRisk()
        // Assert
        guard steps.steps.count == 1, case .review(_, let payment) = steps.steps[0] else {
            Issue.record("no review: \(steps.steps), \(scene.state.errorMessage ?? "")")
            return
        }
        #expect(payment.facts.account == account)
        #expect(payment.order.consents == [.sender])
        #expect(payment.summary.to == payment.summary.from)
        #expect(scene.state.riskToConfirm == nil)
    }

    @Test(
        "yes to the question does not read the node again: the facts read at Continue are judged again",
        arguments: PayingAccount.allCases)
    func confirmedRiskReadsNothing(_ account: PayingAccount) async {
        // Arrange
        let scene = await fixtures.filledIn(account, to: PrepareSceneFixtures.sender(of: account))
        await scene.didTapContinue()
        let readsAtContinue = fixtures.paymentReads(account)
        // Act
        await scene.didConfirmRisk()
        // Assert
        #expect(readsAtContinue == 1)
        #expect(fixtures.paymentReads(account) == 1)
    }

    @Test(
        "no to the question shows the self-payment rule's refusal and prepares nothing",
        arguments: PayingAccount.allCases)
    func declinedRiskRefused(_ account: PayingAccount) async {
        // Arrange
        let scene = await fixtures.filledIn(account, to: PrepareSceneFixtures.sender(of: account))
        let steps = StepRecorder(scene.navigator)
        await scene.didTapContinue()
        // Act
        scene.didDeclineRisk()
        // Assert
        #expect(scene.state.errorMessage?.hasSuffix("(rule self-payment)") == true)
        #expect(scene.state.errorMessage?.contains("nothing was signed") == true)
        #expect(scene.state.riskToConfirm == nil)
        #expect(scene.state.riskQuestion == nil)
        #expect(steps.steps.isEmpty)
    }

    @Test("editing a field after a question drops it: the next Continue asks afresh", arguments: PayingAccount.allCases)
    func editDropsTheQuestion(_ account: PayingAccount) async {
        let scene = await fixtures.filledIn(account, to: PrepareSceneFixtures.sender(of: account))
        await scene.didTapContinue()

        scene.didEditAmount("2")

        #expect(scene.state.riskToConfirm == nil)
        #expect(scene.state.isContinueEnabled)
    }

    @Test("Cancel leaves the flow", arguments: PayingAccount.allCases)
    func cancel(_ account: PayingAccount) {
        let scene = fixtures.scene(account)
        let steps = StepRecorder(scene.navigator)

        scene.didTapCancel()

        #expect(steps.steps == [.cancel])
        #expect(scene.title == (account == .legacy ? "Send" : "Send from the EVM account"))
    }
}
