import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

extension RecordingPresenter {
    /// From the legacy prepare scene shown: 1 ZIL to 0x1111…11, reviewed, and the fixture wallet's
    /// password typed on the sign scene, which is returned ready to confirm.
    @MainActor
    func walkToSignScene() async throws -> SignPaymentViewModel {
        let prepare = try #require(current(as: PreparePaymentViewModel.self))
        prepare.didEditRecipient(try Address(bytes: [UInt8](repeating: 0x11, count: 20)).bech32)
        prepare.didEditAmount("1")
        await prepare.didTapContinue()
        let review = try #require(current(as: ReviewPaymentViewModel.self))
        review.didToggleHasReviewed(true)
        review.didTapContinue()
        let sign = try #require(current(as: SignPaymentViewModel.self))
        sign.didEditPassword(FixtureFiles.walletPassword)
        return sign
    }
}
