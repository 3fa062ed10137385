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
            presenter: presenter, pincodeUseCase: FakePincodeUseCase(pincode: try Pincode("2580")),
            dateProvider: FixedDateProvider(Date(timeIntervalSince1970: 1_700_000_000)))
        var outcomes: [UnlockCoordinator.Outcome] = []
        coordinator.onFinish = { outcomes.append($0) }
        await coordinator.start()
        let scene = try #require(presenter.current(as: UnlockAppWithPincodeViewModel.self))
        await scene.didEditPincode("1111")
        #expect(outcomes.isEmpty)
        await scene.didEditPincode("2580")
        #expect(outcomes == [.unlocked])
    }
}
