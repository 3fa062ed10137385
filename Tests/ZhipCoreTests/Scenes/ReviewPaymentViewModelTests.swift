import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@Suite("The review scene, for either account")
@MainActor
struct ReviewPaymentViewModelTests {
    /// A review of a prepared payment from `account`.
    private func scene(paidFrom account: PayingAccount) async throws -> ReviewPaymentViewModel {
        switch account {
        case .legacy:
            return ReviewPaymentViewModel(summary: PaymentSummary(SendFixtures.prepared()))
        case .evm:
            let prepared = try await EVMSendFixtures().prepared()
            return ReviewPaymentViewModel(
                summary: PaymentSummary(prepared, network: .devnet, recipientGivenAsBech32: false))
        }
    }

    @Test("shows the summary it was given, under Zhip's title", arguments: PayingAccount.allCases)
    func showsTheSummary(account: PayingAccount) async throws {
        let viewModel = try await scene(paidFrom: account)

        #expect(viewModel.state.summary.account == account)
        #expect(viewModel.title == "Summary")
    }

    @Test("continuing before the payment is reviewed does nothing", arguments: PayingAccount.allCases)
    func continueNeedsReview(account: PayingAccount) async throws {
        let viewModel = try await scene(paidFrom: account)
        let recorder = StepRecorder(viewModel.navigator)

        viewModel.didTapContinue()

        #expect(recorder.steps.isEmpty)
        #expect(viewModel.state.isContinueEnabled == false)
    }

    @Test("once reviewed, continuing goes to signing", arguments: PayingAccount.allCases)
    func reviewedGoesToSigning(account: PayingAccount) async throws {
        let viewModel = try await scene(paidFrom: account)
        let recorder = StepRecorder(viewModel.navigator)

        viewModel.didToggleHasReviewed(true)
        viewModel.didTapContinue()

        #expect(recorder.steps == [.sign])
    }

    @Test("clearing the checkbox turns Continue off again", arguments: PayingAccount.allCases)
    func untick(account: PayingAccount) async throws {
        let viewModel = try await scene(paidFrom: account)
        var states: [ReviewPaymentViewModel.State] = []
        viewModel.onChange = { states.append($0) }

        viewModel.didToggleHasReviewed(true)
        viewModel.didToggleHasReviewed(false)

        #expect(states.map(\.isContinueEnabled) == [true, false])
    }

    @Test("Cancel leaves the flow", arguments: PayingAccount.allCases)
    func cancel(account: PayingAccount) async throws {
        let viewModel = try await scene(paidFrom: account)
        let recorder = StepRecorder(viewModel.navigator)

        viewModel.didTapCancel()

        #expect(recorder.steps == [.cancel])
    }
}
