import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@Suite("Prepare scene: max in the EVM account's form", .container)
@MainActor
struct EVMPaymentFormMaxAmountTests {
    let fixtures = EVMSendFixtures()

    /// The scene, started, with a recipient typed and max chosen.
    private func choosingMax() async -> (PreparePaymentViewModel, StepRecorder<PreparePaymentViewModel.Step>) {
        let scene = fixtures.prepareScene()
        let steps = StepRecorder(scene.navigator)
        await scene.start()
        scene.didEditRecipient(EVMSendFixtures.recipient.checksummed)
        scene.didTapMaxAmount()
        return (scene, steps)
    }

    @Test("max sends the balance less the most the fee can be, and the review shows the figure")
    func maxSendsEverythingTheFeeLeaves() async throws {
        let (scene, steps) = await choosingMax()

        await scene.didTapContinue()

        guard steps.steps.count == 1, case .review(_, let prepared) = steps.steps[0] else {
            Issue.record("no review: \(scene.state.errorMessage ?? String(describing: scene.state.fieldError))")
            return
        }
        #expect(scene.state.amountText == "max")
        #expect(prepared.transaction?.evm?.value == Wei(10, unit: .zil).wei - EVMSendFixtures.transferFee.wei)
        #expect(prepared.summary.amount == .wei(Wei(wei: Wei(10, unit: .zil).wei - EVMSendFixtures.transferFee.wei)))
    }

    @Test("an amount typed after max is the amount sent")
    func anAmountTypedAfterMaxWins() async throws {
        let (scene, steps) = await choosingMax()

        scene.didEditAmount("1.5")
        await scene.didTapContinue()

        guard steps.steps.count == 1, case .review(_, let prepared) = steps.steps[0] else {
            Issue.record("no review")
            return
        }
        #expect(prepared.transaction?.evm?.value == 1_500_000_000_000_000_000)
    }
}
