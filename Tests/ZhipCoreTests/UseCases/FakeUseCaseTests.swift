import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// The fakes stand in for the Default use cases in view-model tests, so they must keep the
/// same rules where a test could rely on them.
@Suite("Fake use cases behave like the real ones where it matters, and count their calls")
struct FakeUseCaseTests {
    @Test("the fake wallet refuses to overwrite, stores in memory and counts each call")
    func fakeWalletStorage() throws {
        let fake = FakeWalletUseCase()

        let before = try fake.hasConfiguredWallet
        try fake.save(wallet: TestWallets.wallet)
        let refused = #expect(throws: WalletError.self) { try fake.save(wallet: TestWallets.importedWallet) }
        let loaded = try fake.loadWallet()
        try fake.deleteWallet()

        #expect(before == false)
        #expect(refused == .walletAlreadySaved)
        #expect(loaded == TestWallets.wallet)
        #expect(fake.savedWallet == nil)
        #expect(fake.saveCallCount == 2)
        #expect(fake.loadWalletCallCount == 1)
        #expect(fake.deleteWalletCallCount == 1)
        #expect(fake.hasConfiguredWalletCallCount == 1)
    }

    @Test("the fake wallet unlocks with its password only and restores its fixture")
    func fakeWalletUnlocking() async throws {
        let fake = FakeWalletUseCase()

        let right = try await fake.verify(password: SecretText(TestWallets.password), for: TestWallets.wallet)
        let wrong = try await fake.verify(password: "nope", for: TestWallets.wallet)
        let restored = try await fake.restoreWallet(from: .keystore(TestWallets.keystore, password: "anything"))

        #expect(right)
        #expect(wrong == false)
        #expect(restored == TestWallets.importedWallet)
        #expect(fake.verifyCallCount == 2)
        #expect(fake.restoreWalletCallCount == 1)
        await #expect(throws: WalletError.wrongPassword) {
            try await fake.extractKeyPair(from: TestWallets.wallet, password: "nope")
        }
    }

    @Test("the fake wallet throws its error from every call once set, still counting")
    func fakeWalletError() async throws {
        let fake = FakeWalletUseCase()
        fake.error = .storage(.noHomeDirectory)

        await #expect(throws: WalletError.storage(.noHomeDirectory)) {
            try await fake.createNewWallet(encryptionPassword: SecretText(TestWallets.password))
        }
        #expect(throws: WalletError.storage(.noHomeDirectory)) { try fake.loadWallet() }
        #expect(fake.error == .storage(.noHomeDirectory))
        #expect(fake.createNewWalletCallCount == 1)
    }

    @Test("the fake pincode compares, can be told what unlock answers, and forgets on delete")
    func fakePincode() async throws {
        let fake = FakePincodeUseCase()
        let lockout = Date(timeIntervalSince1970: 1_700_000_000)

        await #expect(throws: PincodeError.noPincodeConfigured) { try await fake.unlock(with: Pincode("0234")) }
        try await fake.choose(Pincode("0234"))
        try fake.skipSetup()
        let wrong = try await fake.unlock(with: Pincode("0000"))
        fake.unlockResult = .lockedOut(until: lockout, remaining: .seconds(30))
        fake.lockout = lockout
        let told = try await fake.unlock(with: Pincode("0234"))
        let until = try fake.lockedOutUntil
        let skipped = fake.didSkipSetup
        try fake.deletePincode()

        #expect(wrong == .wrongPincode(attemptsBeforeLockout: 2))
        #expect(told == .lockedOut(until: lockout, remaining: .seconds(30)))
        #expect(fake.unlockResult == told)
        #expect(until == lockout && fake.lockout == lockout)
        #expect(skipped)
        #expect(fake.didSkipSetup == false)
        #expect(fake.pincode == nil)
        #expect(try fake.hasConfiguredPincode == false)
        #expect(fake.unlockCallCount == 3)
        #expect(fake.chooseCallCount == 1)
        #expect(fake.skipSetupCallCount == 1)
        #expect(fake.deletePincodeCallCount == 1)
    }

    @Test("the fake pincode throws its error from every call once set")
    func fakePincodeError() async throws {
        let fake = FakePincodeUseCase(pincode: try Pincode("0234"))
        fake.error = .hashingFailed

        await #expect(throws: PincodeError.hashingFailed) { try await fake.unlock(with: Pincode("0234")) }
        #expect(throws: PincodeError.hashingFailed) { try fake.hasConfiguredPincode }
        #expect(fake.error == .hashingFailed)
    }

    @Test("the fake onboarding walks the same steps as the real one")
    func fakeOnboardingSteps() throws {
        let fake = FakeOnboardingUseCase()
        var steps = [try fake.nextOnboardingStep()]

        try fake.didAcceptTermsOfService()
        steps.append(try fake.nextOnboardingStep())
        try fake.answeredCrashReportingQuestion(acceptsCrashReporting: true)
        steps.append(try fake.nextOnboardingStep())
        try fake.didAcceptCustomECCWarning()
        steps.append(try fake.nextOnboardingStep())
        fake.hasWallet = true
        steps.append(try fake.nextOnboardingStep())

        #expect(steps == OnboardingStep.allCases)
        #expect(try fake.hasAcceptedTermsOfService && fake.hasAcceptedCustomECCWarning)
        #expect(try fake.hasAnsweredCrashReportingQuestion && fake.hasAcceptedCrashReporting)
        #expect(try fake.shouldPromptUserToChosePincode)
        #expect(fake.hasWallet)
        #expect(fake.didAcceptTermsOfServiceCallCount == 1)
        #expect(fake.answeredCrashReportingQuestionCallCount == 1)
        #expect(
            try FakeOnboardingUseCase(
                hasAcceptedTermsOfService: true, hasAcceptedCustomECCWarning: true, crashReportingAnswer: false,
                hasWallet: true, shouldPromptUserToChosePincode: false
            ).nextOnboardingStep() == nil)
    }

    @Test("the fake onboarding throws its error from every call once set")
    func fakeOnboardingError() {
        let fake = FakeOnboardingUseCase()
        fake.error = .storage(.noHomeDirectory)

        #expect(throws: OnboardingError.storage(.noHomeDirectory)) { try fake.didAcceptTermsOfService() }
        #expect(throws: OnboardingError.storage(.noHomeDirectory)) { try fake.nextOnboardingStep() }
        #expect(fake.error == .storage(.noHomeDirectory))
    }
}
