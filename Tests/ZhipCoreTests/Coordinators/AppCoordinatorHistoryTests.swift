import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// Main leads to the History scene, shown over it, which reads its first page and closes back to Main.
@Suite("App flow: the history", .container)
@MainActor
struct AppCoordinatorHistoryTests {
    private let presenter = RecordingPresenter()
    /// Keeps the coordinator alive, as its parent does while it runs.
    private let keeper = Keeper()
    private var driver: SceneDriver { SceneDriver(presenter: presenter) }

    /// The app started on the test wallet, onboarding done and no pincode, its history read from `history`.
    private func start(history: FakeHistoryUseCase) async -> AppCoordinator {
        await AppCoordinator.startedOnPhraseWallet(presenter: presenter, keeper: keeper) {
            Container.shared.historyUseCase.register { history }
        }
    }

    @Test("History from Main is shown over it and reads the EVM account's newest page")
    func historyReadsItsFirstPage() async throws {
        // Arrange
        let history = FakeHistoryUseCase([])
        let coordinator = await start(history: history)
        // Act
        try driver.current(MainViewModel.self).didTapHistory()
        await coordinator.waitUntilIdle()
        // Assert
        #expect(presenter.modals.count == 1)
        #expect(try driver.current(HistoryViewModel.self).state.hasRead)
        #expect(history.requests.map(\.before) == [nil])
    }

    @Test("Done on History returns to the same Main scene")
    func doneReturnsToMain() async throws {
        // Arrange
        let coordinator = await start(history: FakeHistoryUseCase([]))
        let main = try driver.current(MainViewModel.self)
        main.didTapHistory()
        await coordinator.waitUntilIdle()
        // Act
        try driver.current(HistoryViewModel.self).didTapDone()
        await coordinator.waitUntilIdle()
        // Assert
        #expect(presenter.modals.isEmpty)
        #expect(presenter.current === main)
    }
}
