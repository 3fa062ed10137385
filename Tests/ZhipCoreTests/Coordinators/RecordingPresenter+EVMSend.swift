import Testing
import ZhipCore
import ZhipCoreTestSupport

extension RecordingPresenter {
    /// From the EVM prepare scene shown: 1.5 ZIL to ``EVMSendFixtures/recipient``, reviewed, and
    /// `password` typed on the sign scene, which is returned ready to confirm.
    @MainActor
    func walkToEVMSignScene(password: String = TestWallets.password) async throws -> SignPaymentViewModel {
        let prepare = try #require(current(as: PreparePaymentViewModel.self))
        prepare.didEditRecipient(EVMSendFixtures.recipient.checksummed)
        prepare.didEditAmount("1.5")
        await prepare.didTapContinue()
        return try reviewAndTypePassword(password)
    }

    /// From the review scene shown: reviewed, and `password` typed on the sign scene, which is
    /// returned ready to confirm.
    @MainActor
    func reviewAndTypePassword(_ password: String = TestWallets.password) throws -> SignPaymentViewModel {
        let review = try #require(current(as: ReviewPaymentViewModel.self))
        review.didToggleHasReviewed(true)
        review.didTapContinue()
        let sign = try #require(current(as: SignPaymentViewModel.self))
        sign.didEditPassword(password)
        return sign
    }
}
