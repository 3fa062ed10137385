import Testing
import ZhipCore
import ZhipCoreTestSupport

@Suite("Backup flow")
@MainActor
struct BackupCoordinatorTests {
    @MainActor
    final class Harness {
        let presenter = RecordingPresenter()
        let fake = FakeWalletUseCase()
        let coordinator: BackupCoordinator
        var outcomes: [BackupCoordinator.Outcome] = []

        init(mode: BackupWalletViewModel.Mode) async {
            coordinator = BackupCoordinator(
                presenter: presenter, wallet: TestWallets.wallet, mode: mode, extractKeyPairUseCase: fake)
            coordinator.onFinish = { [unowned self] in outcomes.append($0) }
            await coordinator.start()
        }

        var hub: BackupWalletViewModel? { presenter.current(as: BackupWalletViewModel.self) }
    }

    @Test("in onboarding the hub replaces the current scene")
    func onboardingHubIsRoot() async {
        let harness = await Harness(mode: .onboarding)

        #expect(harness.presenter.root is BackupWalletViewModel)
        #expect(harness.presenter.modals.isEmpty)
    }

    @Test("the keystore is shown over the hub, and Done returns to the hub")
    func keystoreAndBack() async throws {
        let harness = await Harness(mode: .onboarding)
        try #require(harness.hub).didTapBackUpKeystore()
        let keystore = try #require(harness.presenter.current(as: BackUpKeystoreViewModel.self))

        keystore.didTapDone()

        #expect(harness.hub != nil)
        #expect(harness.outcomes.isEmpty)
    }

    @Test("revealing asks for the password, shows the key pair, and Done returns to the hub")
    func revealAndBack() async throws {
        let harness = await Harness(mode: .onboarding)
        try #require(harness.hub).didTapRevealPrivateKey()
        let decrypt = try #require(harness.presenter.current(as: DecryptKeystoreToRevealKeyPairViewModel.self))
        decrypt.didEditEncryptionPassword(TestWallets.password)

        await decrypt.didTapReveal()
        let revealed = try #require(harness.presenter.current(as: BackUpRevealedKeyPairViewModel.self))
        let shownKey = revealed.state.privateKeyHex
        revealed.didTapDone()

        #expect(shownKey == TestWallets.privateKey.revealedHex())
        #expect(harness.hub != nil)
        #expect(harness.presenter.modals.isEmpty)
        #expect(
            harness.presenter.sceneNames == [
                "BackupWalletViewModel", "DecryptKeystoreToRevealKeyPairViewModel", "BackUpRevealedKeyPairViewModel",
            ])
    }

    @Test("in onboarding a wrong password says to start over if it is forgotten")
    func onboardingWrongPasswordMessage() async throws {
        let harness = await Harness(mode: .onboarding)
        try #require(harness.hub).didTapRevealPrivateKey()
        let decrypt = try #require(harness.presenter.current(as: DecryptKeystoreToRevealKeyPairViewModel.self))
        decrypt.didEditEncryptionPassword("not the password")

        await decrypt.didTapReveal()

        #expect(decrypt.state.errorMessage == DecryptKeystoreToRevealKeyPairViewModel.incorrectPasswordForNewWallet)
    }

    @Test("going back from the password returns to the hub without revealing")
    func decryptCancel() async throws {
        let harness = await Harness(mode: .onboarding)
        try #require(harness.hub).didTapRevealPrivateKey()

        try #require(harness.presenter.current(as: DecryptKeystoreToRevealKeyPairViewModel.self)).didTapCancel()

        #expect(harness.hub != nil)
        #expect(harness.fake.extractKeyPairCallCount == 0)
    }

    @Test("in onboarding the flow ends backed up once the backup is confirmed")
    func onboardingBackedUp() async throws {
        let harness = await Harness(mode: .onboarding)
        let hub = try #require(harness.hub)

        hub.didTapDone()
        let beforeConfirming = harness.outcomes
        hub.didToggleHasBackedUp(true)
        hub.didTapDone()

        #expect(beforeConfirming.isEmpty)
        #expect(harness.outcomes == [.backedUp])
    }

    @Test("from the settings the hub is shown modally and dismissed when done")
    func settingsDone() async throws {
        let harness = await Harness(mode: .settings)
        let shownModally = harness.presenter.modals.count

        try #require(harness.hub).didTapDone()

        #expect(shownModally == 1)
        #expect(harness.presenter.modals.isEmpty)
        #expect(harness.outcomes == [.backedUp])
    }

    @Test("from the settings cancelling ends the flow cancelled and dismisses the hub")
    func settingsCancel() async throws {
        let harness = await Harness(mode: .settings)

        try #require(harness.hub).didTapCancel()

        #expect(harness.outcomes == [.cancelled])
        #expect(harness.presenter.modals.isEmpty)
    }

    @Test("the flow ends only once, however often Done is tapped")
    func finishesOnce() async throws {
        let harness = await Harness(mode: .settings)
        let hub = try #require(harness.hub)

        hub.didTapDone()
        hub.didTapDone()

        #expect(harness.outcomes == [.backedUp])
    }
}

@Suite("Backup flow defaults")
@MainActor
struct BackupCoordinatorDefaultsTests {
    @Test(
        "by default the flow unlocks with the container's use case",
        .container { $0.walletUseCase.register { FakeWalletUseCase() } })
    func defaultsComeFromTheContainer() async throws {
        let presenter = RecordingPresenter()
        let coordinator = BackupCoordinator(presenter: presenter, wallet: TestWallets.wallet, mode: .settings)
        await coordinator.start()
        try #require(presenter.current(as: BackupWalletViewModel.self)).didTapRevealPrivateKey()
        let decrypt = try #require(presenter.current(as: DecryptKeystoreToRevealKeyPairViewModel.self))
        decrypt.didEditEncryptionPassword(TestWallets.password)

        await decrypt.didTapReveal()

        #expect(presenter.current is BackUpRevealedKeyPairViewModel)
    }
}
