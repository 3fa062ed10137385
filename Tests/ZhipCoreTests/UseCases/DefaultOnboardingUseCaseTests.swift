import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZhipTesting

@Suite("DefaultOnboardingUseCase: the onboarding answers and what is still to ask")
struct DefaultOnboardingUseCaseTests {
    private let preferencesStorage = InMemoryStorageBackend()
    private let secure = InMemoryStorageBackend()
    private var preferences: Preferences { Preferences(storage: preferencesStorage) }
    private var useCase: DefaultOnboardingUseCase {
        DefaultOnboardingUseCase(preferences: preferences, securePersistence: SecurePersistence(storage: secure))
    }

    @Test("on a first launch nothing is answered and a pincode would be offered")
    func firstLaunch() throws {
        let useCase = self.useCase

        #expect(try useCase.hasAcceptedTermsOfService == false)
        #expect(try useCase.hasAcceptedCustomECCWarning == false)
        #expect(try useCase.hasAnsweredCrashReportingQuestion == false)
        #expect(try useCase.hasAcceptedCrashReporting == false)
        #expect(try useCase.shouldPromptUserToChosePincode)
        #expect(try useCase.nextOnboardingStep() == .acceptTermsOfService)
    }

    @Test("accepting the terms is remembered in the preferences")
    func acceptTerms() throws {
        try useCase.didAcceptTermsOfService()

        #expect(try useCase.hasAcceptedTermsOfService)
        #expect(try preferences.load(.hasAcceptedTermsOfService, as: Bool.self) == true)
    }

    @Test("accepting the custom ECC warning is remembered in the preferences")
    func acceptWarning() throws {
        try useCase.didAcceptCustomECCWarning()

        #expect(try useCase.hasAcceptedCustomECCWarning)
        #expect(try preferences.load(.hasAcceptedCustomECCWarning, as: Bool.self) == true)
    }

    @Test("allowing crash reports is an answer and an acceptance")
    func allowCrashReports() throws {
        try useCase.answeredCrashReportingQuestion(acceptsCrashReporting: true)

        #expect(try useCase.hasAnsweredCrashReportingQuestion)
        #expect(try useCase.hasAcceptedCrashReporting)
    }

    @Test("refusing crash reports is an answer but no acceptance")
    func refuseCrashReports() throws {
        try useCase.answeredCrashReportingQuestion(acceptsCrashReporting: false)

        #expect(try useCase.hasAnsweredCrashReportingQuestion)
        #expect(try useCase.hasAcceptedCrashReporting == false)
        #expect(try preferences.load(.hasAcceptedCrashReporting, as: Bool.self) == false)
    }

    @Test("changing the crash reporting answer keeps the last one")
    func changeCrashAnswer() throws {
        try useCase.answeredCrashReportingQuestion(acceptsCrashReporting: true)

        try useCase.answeredCrashReportingQuestion(acceptsCrashReporting: false)

        #expect(try useCase.hasAcceptedCrashReporting == false)
    }

    @Test("no pincode is offered once one is set")
    func noPromptWithPincode() async throws {
        let pincodes = DefaultPincodeUseCase(
            securePersistence: SecurePersistence(storage: secure), preferences: preferences,
            dateProvider: FixedDateProvider(.distantPast), hashing: Argon2idPincodeHashing.fastForTests)

        try await pincodes.choose(Pincode("0258"))

        #expect(try useCase.shouldPromptUserToChosePincode == false)
    }

    @Test("no pincode is offered once setting one was skipped, and it is again after the pincode is deleted")
    func skipAndDelete() throws {
        let pincodes = DefaultPincodeUseCase(
            securePersistence: SecurePersistence(storage: secure), preferences: preferences,
            dateProvider: FixedDateProvider(.distantPast), hashing: Argon2idPincodeHashing.fastForTests)

        try pincodes.skipSetup()
        let afterSkip = try useCase.shouldPromptUserToChosePincode
        try pincodes.deletePincode()
        let afterDelete = try useCase.shouldPromptUserToChosePincode

        #expect(afterSkip == false)
        #expect(afterDelete)
    }

    @Test("onboarding asks terms, crash reports, warning, wallet, pincode in that order, then is done")
    func stepsInOrder() async throws {
        let useCase = self.useCase
        var steps: [OnboardingStep?] = [try useCase.nextOnboardingStep()]

        try useCase.didAcceptTermsOfService()
        steps.append(try useCase.nextOnboardingStep())
        try useCase.answeredCrashReportingQuestion(acceptsCrashReporting: false)
        steps.append(try useCase.nextOnboardingStep())
        try useCase.didAcceptCustomECCWarning()
        steps.append(try useCase.nextOnboardingStep())
        try DefaultWalletUseCase(securePersistence: SecurePersistence(storage: secure)).save(wallet: TestWallets.wallet)
        steps.append(try useCase.nextOnboardingStep())
        try preferences.save(true, for: .skipPincodeSetup)
        steps.append(try useCase.nextOnboardingStep())

        #expect(steps == OnboardingStep.allCases + [nil])
    }

    @Test("a flag saved as something other than a Bool reads as unanswered")
    func nonBoolFlag() throws {
        try preferences.save("yes", for: .hasAcceptedTermsOfService)

        #expect(try useCase.hasAcceptedTermsOfService == false)
        #expect(try useCase.nextOnboardingStep() == .acceptTermsOfService)
    }

    @Test("preferences that cannot be read or written surface as a storage error from every call")
    func failingPreferences() throws {
        let failure = PersistenceError.cannotLock(path: "/x/preferences.json.lock", code: 13)
        let useCase = DefaultOnboardingUseCase(
            preferences: Preferences(storage: FailingStorageBackend(failure)), securePersistence: .inMemory())

        #expect(throws: OnboardingError.storage(failure)) { try useCase.hasAcceptedTermsOfService }
        #expect(throws: OnboardingError.storage(failure)) { try useCase.didAcceptTermsOfService() }
        #expect(throws: OnboardingError.storage(failure)) { try useCase.hasAcceptedCustomECCWarning }
        #expect(throws: OnboardingError.storage(failure)) { try useCase.didAcceptCustomECCWarning() }
        #expect(throws: OnboardingError.storage(failure)) { try useCase.hasAnsweredCrashReportingQuestion }
        #expect(throws: OnboardingError.storage(failure)) { try useCase.hasAcceptedCrashReporting }
        #expect(throws: OnboardingError.storage(failure)) {
            try useCase.answeredCrashReportingQuestion(acceptsCrashReporting: true)
        }
        #expect(throws: OnboardingError.storage(failure)) { try useCase.shouldPromptUserToChosePincode }
        #expect(throws: OnboardingError.storage(failure)) { try useCase.nextOnboardingStep() }
        #expect(OnboardingError.storage(failure).description == failure.description)
    }

    @Test("a secure store that cannot be read surfaces as a storage error where the wallet or pincode is looked for")
    func failingSecureStore() throws {
        let failure = PersistenceError.readFailed(path: "/x/secure.json", code: 13)
        let preferences = self.preferences
        try preferences.save(true, for: .hasAcceptedTermsOfService)
        try preferences.save(true, for: .hasAcceptedCustomECCWarning)
        try preferences.save(true, for: .hasAnsweredCrashReportingQuestion)
        let useCase = DefaultOnboardingUseCase(
            preferences: preferences, securePersistence: SecurePersistence(storage: FailingStorageBackend(failure)))

        #expect(throws: OnboardingError.storage(failure)) { try useCase.shouldPromptUserToChosePincode }
        #expect(throws: OnboardingError.storage(failure)) { try useCase.nextOnboardingStep() }
    }
}
