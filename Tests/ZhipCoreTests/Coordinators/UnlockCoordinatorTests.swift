import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport

@Suite("Unlock flow")
@MainActor
struct UnlockCoordinatorTests {
    @Test("the right pincode finishes unlocked")
    func unlocks() async throws {
        let presenter = RecordingPresenter()
        let coordinator = UnlockCoordinator(
            presenter: presenter, pincodeUseCase: FakePincodeUseCase(pincode: try Pincode("0258")),
            dateProvider: FixedDateProvider(Date(timeIntervalSince1970: 1_700_000_000)))
        var outcomes: [UnlockCoordinator.Outcome] = []
        coordinator.onFinish = { outcomes.append($0) }
        await coordinator.start()
        let scene = try #require(presenter.current(as: UnlockAppWithPincodeViewModel.self))
        await scene.didEditPincode("0111")
        #expect(outcomes.isEmpty)
        await scene.didEditPincode("0258")
        #expect(outcomes == [.unlocked])
    }
}
