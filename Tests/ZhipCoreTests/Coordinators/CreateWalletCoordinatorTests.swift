import Testing
import ZhipCore
import ZhipCoreTestSupport

/// The password the tests choose for the new wallet.
private let newPassword = "apple pie tree"

@Suite("Create wallet flow: one private key")
@MainActor
struct CreateWalletCoordinatorTests {
    @MainActor
    final class Harness {
        let presenter = RecordingPresenter()
        let fake: FakeWalletUseCase
        let coordinator: CreateWalletCoordinator
        var outcomes: [CreateWalletCoordinator.Outcome] = []

        init(fake: FakeWalletUseCase = FakeWalletUseCase()) async {
            self.fake = fake
            coordinator = CreateWalletCoordinator(
                presenter: presenter, kind: .privateKey, createWalletUseCase: fake, walletStorageUseCase: fake,
                extractKeyPairUseCase: fake)
            coordinator.onFinish = { [unowned self] in outcomes.append($0) }
            await coordinator.start()
        }

        /// Acknowledges the warning and fills in the password scene.
        func toFilledInPassword() throws -> CreateNewWalletViewModel {
            try #require(presenter.current(as: EnsureThatYouAreNotBeingWatchedViewModel.self)).didTapUnderstand()
            let create = try #require(presenter.current(as: CreateNewWalletViewModel.self))
            create.didEditEncryptionPassword(newPassword)
            create.didEditPasswordConfirmation(newPassword)
            create.didToggleHasBackedUpPassword(true)
            return create
        }
    }

    @Test("the flow starts with the warning to be somewhere private")
    func startsWithWarning() async {
        let harness = await Harness()

        #expect(harness.presenter.current is EnsureThatYouAreNotBeingWatchedViewModel)
    }

    @Test("cancelling at the warning ends the flow cancelled")
    func cancelAtWarning() async throws {
        let harness = await Harness()

        try #require(harness.presenter.current(as: EnsureThatYouAreNotBeingWatchedViewModel.self)).didTapCancel()

        #expect(harness.outcomes == [.cancelled])
    }

    @Test("cancelling at the password ends the flow cancelled, with no wallet made")
    func cancelAtPassword() async throws {
        let harness = await Harness()
        let create = try harness.toFilledInPassword()

        create.didTapCancel()

        #expect(harness.outcomes == [.cancelled])
        #expect(harness.fake.createNewWalletCallCount == 0)
    }

    @Test("a new wallet is made, saved, backed up and confirmed, then the flow ends with it")
    func happyPath() async throws {
        let harness = await Harness()
        let create = try harness.toFilledInPassword()
        await create.didTapContinue()
        let hub = try #require(harness.presenter.current(as: BackupWalletViewModel.self))

        hub.didToggleHasBackedUp(true)
        hub.didTapDone()

        #expect(hub.mode == .onboarding)
        #expect(harness.outcomes == [.created(TestWallets.wallet)])
        #expect(harness.fake.savedWallet == TestWallets.wallet)
        #expect(
            harness.presenter.sceneNames == [
                "EnsureThatYouAreNotBeingWatchedViewModel", "CreateNewWalletViewModel", "BackupWalletViewModel",
            ])
    }

    @Test("the flow does not end before the backup is confirmed")
    func backupMustBeConfirmed() async throws {
        let harness = await Harness()
        let create = try harness.toFilledInPassword()
        await create.didTapContinue()
        let hub = try #require(harness.presenter.current(as: BackupWalletViewModel.self))

        hub.didTapCancel()
        hub.didTapDone()

        #expect(harness.outcomes.isEmpty)
    }

    @Test("a failure saving the wallet keeps the person on the password scene, with the failure shown")
    func saveFailureShown() async throws {
        let harness = await Harness(fake: FakeWalletUseCase(savedWallet: TestWallets.importedWallet))
        let create = try harness.toFilledInPassword()

        await create.didTapContinue()

        #expect(harness.presenter.current is CreateNewWalletViewModel)
        #expect(create.state.errorMessage == WalletError.walletAlreadySaved.description)
        #expect(harness.outcomes.isEmpty)
    }

    @Test(
        "by default the flow uses the container's wallet use cases",
        .container { $0.walletUseCase.register { FakeWalletUseCase(savedWallet: TestWallets.importedWallet) } })
    func defaultsComeFromTheContainer() async throws {
        let presenter = RecordingPresenter()
        let coordinator = CreateWalletCoordinator(presenter: presenter, kind: .privateKey)
        await coordinator.start()
        try #require(presenter.current(as: EnsureThatYouAreNotBeingWatchedViewModel.self)).didTapUnderstand()
        let create = try #require(presenter.current(as: CreateNewWalletViewModel.self))
        create.didEditEncryptionPassword(newPassword)
        create.didEditPasswordConfirmation(newPassword)
        create.didToggleHasBackedUpPassword(true)

        await create.didTapContinue()

        #expect(create.state.errorMessage == WalletError.walletAlreadySaved.description)
    }
}
