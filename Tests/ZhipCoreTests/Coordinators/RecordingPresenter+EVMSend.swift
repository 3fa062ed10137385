import Testing
import ZhipCore
import ZhipCoreTestSupport

extension RecordingPresenter {
    /// From the EVM prepare scene shown: 1.5 ZIL to ``EVMSendFixtures/recipient``, reviewed, and
    /// `password` typed on the sign scene, which is returned ready to confirm. `settle` waits for the
    /// flow's work (the review's confirmation, which then shows the sign scene).
    @MainActor
    func walkToEVMSignScene(password: String = TestWallets.password, settle: () async -> Void) async throws
        -> SignPaymentViewModel
    {
        let prepare = try #require(current(as: PreparePaymentViewModel.self))
        prepare.didEditRecipient(EVMSendFixtures.recipient.checksummed)
        prepare.didEditAmount("1.5")
        await prepare.didTapContinue()
        return try await reviewAndTypePassword(password, settle: settle)
    }

    /// From the review scene shown: reviewed, the flow settled (`settle`), and `password` typed on
    /// the sign scene, which is returned ready to confirm.
    @MainActor
    func reviewAndTypePassword(_ password: String = TestWallets.password, settle: () async -> Void) async throws
        -> SignPaymentViewModel
    {
        let review = try #require(current(as: ReviewPaymentViewModel.self))
        review.didToggleHasReviewed(true)
        review.didTapContinue()
        await settle()
        let sign = try #require(current(as: SignPaymentViewModel.self))
        sign.didEditPassword(password)
        return sign
    }
}
