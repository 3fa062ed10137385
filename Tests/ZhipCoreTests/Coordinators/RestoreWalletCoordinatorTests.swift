import Testing
import ZhipCore
import ZhipCoreTestSupport

@Suite("Restore wallet flow")
@MainActor
struct RestoreWalletCoordinatorTests {
    final class Outcomes {
        var all: [RestoreWalletCoordinator.Outcome] = []
    }

    private let presenter = RecordingPresenter()
    private let fake = FakeWalletUseCase()
    private let outcomes = Outcomes()

    private func start() async throws -> (RestoreWalletCoordinator, RestoreWalletViewModel) {
        let coordinator = RestoreWalletCoordinator(
            presenter: presenter, restoreWalletUseCase: fake, walletStorageUseCase: fake)
        coordinator.onFinish = { [outcomes] in outcomes.all.append($0) }
        await coordinator.start()
        return (coordinator, try #require(presenter.current(as: RestoreWalletViewModel.self)))
    }

    @Test("a restored wallet is saved and the flow finishes with it")
    func restored() async throws {
        let (coordinator, scene) = try await start()
        scene.didSelectMode(.keystore)
        scene.didEditKeystore(String(decoding: TestWallets.keystore.jsonData(), as: UTF8.self))
        scene.didEditKeystorePassword(TestWallets.password)
        await scene.didTapRestore()
        #expect(outcomes.all == [.restored(TestWallets.importedWallet)])
        #expect(fake.savedWallet == TestWallets.importedWallet)
        _ = coordinator
    }

    @Test("cancel finishes cancelled with nothing saved")
    func cancelled() async throws {
        let (coordinator, scene) = try await start()
        scene.didTapCancel()
        #expect(outcomes.all == [.cancelled])
        #expect(fake.saveCallCount == 0)
        _ = coordinator
    }

    @Test("by default the flow uses the container's wallet use case", .container)
    func usesContainer() async throws {
        let saved = FakeWalletUseCase(savedWallet: TestWallets.wallet)
        Container.shared.walletUseCase.register { saved }
        let coordinator = RestoreWalletCoordinator(presenter: presenter)
        await coordinator.start()
        let scene = try #require(presenter.current(as: RestoreWalletViewModel.self))
        scene.didSelectMode(.keystore)
        scene.didEditKeystore(String(decoding: TestWallets.keystore.jsonData(), as: UTF8.self))
        scene.didEditKeystorePassword(TestWallets.password)
        await scene.didTapRestore()
        #expect(saved.restoreWalletCallCount == 1)
        #expect(scene.state.errorMessage == WalletError.walletAlreadySaved.description)
    }
}
