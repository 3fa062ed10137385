import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@Suite("The review scene, for either account", .container)
@MainActor
struct ReviewPaymentViewModelTests {
    /// A review of a payment from `account`, prepared by a session over fake nodes.
    private func scene(paidFrom account: PayingAccount) async throws -> ReviewPaymentViewModel {
        let (_, prepared) =
            switch account {
            case .legacy: try await LegacySendFixtures().prepared()
            case .evm: try await EVMSendFixtures().prepared()
            }
        return ReviewPaymentViewModel(summary: prepared.summary)
    }

    @Test("shows the summary it was given, under Zhip's title", arguments: PayingAccount.allCases)
    func showsTheSummary(account: PayingAccount) async throws {
        let viewModel = try await scene(paidFrom: account)

        #expect(viewModel.state.summary.account == account)
        #expect(viewModel.state.changes.isEmpty)
        #expect(viewModel.title == "Summary")
    }

    @Test("a transfer's review asks to send the amount to the recipient", arguments: PayingAccount.allCases)
    func transferQuestion(account: PayingAccount) async throws {
        // Arrange, Act
        let viewModel = try await scene(paidFrom: account)
        // Assert
        let (amount, to) =
            account == .legacy
            ? ("1", SendFixtures.recipient.bech32) : ("1.5", EVMSendFixtures.recipient.checksummed)
        #expect(viewModel.state.question == "Send \(amount) ZIL to \(to)?")
    }

    @Test("an approval's review asks to allow the spender to move the token, not to send it")
    func approvalWordedAsApproval() async throws {
        // Arrange
        let fixtures = EVMSendFixtures()
        let usdt = try TokenSceneFixtures.usdt()
        fixtures.evm.setCallAnswer(.success([UInt8](repeating: 0, count: 31) + [1]), to: usdt.contract)
        fixtures.evm.setGasEstimate(.success(46_000), to: usdt.contract)
        fixtures.register()
        let approval = TokenApproval(usdt, spender: EVMSendFixtures.recipient, units: 50_000_000)
        let prepared = try await PaymentSession(
            order: PaymentOrder(approval, from: .evm, sender: EVMSendFixtures.sender)
        )
        .prepare()
        // Act
        let viewModel = ReviewPaymentViewModel(summary: prepared.summary)
        // Assert
        #expect(
            viewModel.state.question
                == "Allow \(EVMSendFixtures.recipient.checksummed) to move 50 USDT from this account?")
    }

    @Test("shown again once the key was unlocked, the review says what changed", arguments: PayingAccount.allCases)
    func showsTheChanges(account: PayingAccount) async throws {
        // Arrange
        let change = PaymentChange(label: "fee", reviewed: "0.1 ZIL", now: "0.2 ZIL")
        let summary = try await scene(paidFrom: account).state.summary
        // Act
        let viewModel = ReviewPaymentViewModel(summary: summary, changes: [change])
        // Assert
        #expect(viewModel.state.changes == [change])
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
