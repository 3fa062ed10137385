/// The ``OnboardingUseCase``: the answers kept as flags in ``Preferences``; whether a wallet
/// and a pincode exist read from ``SecurePersistence`` (only whether something is saved there,
/// never what).
///
/// ```swift
/// let useCase = DefaultOnboardingUseCase(
///     preferences: container.preferences(), securePersistence: container.securePersistence())
/// try useCase.didAcceptTermsOfService()
/// ```
///
/// A flag that is missing, or saved as something other than a `Bool`, reads as false: the
/// question is asked again rather than the app refusing to start.
public final class DefaultOnboardingUseCase: OnboardingUseCase {
    private let preferences: Preferences
    private let securePersistence: SecurePersistence

    /// A use case keeping answers in `preferences` and looking for the wallet and pincode in
    /// `securePersistence`.
    public init(preferences: Preferences, securePersistence: SecurePersistence) {
        self.preferences = preferences
        self.securePersistence = securePersistence
    }

    // MARK: - Terms, warning, crash reports

    public var hasAcceptedTermsOfService: Bool {
        get throws(OnboardingError) { try isTrue(.hasAcceptedTermsOfService) }
    }

    public func didAcceptTermsOfService() throws(OnboardingError) {
        try setTrue(.hasAcceptedTermsOfService)
    }

    public var hasAcceptedCustomECCWarning: Bool {
        get throws(OnboardingError) { try isTrue(.hasAcceptedCustomECCWarning) }
    }

    public func didAcceptCustomECCWarning() throws(OnboardingError) {
        try setTrue(.hasAcceptedCustomECCWarning)
    }

    public var hasAnsweredCrashReportingQuestion: Bool {
        get throws(OnboardingError) { try isTrue(.hasAnsweredCrashReportingQuestion) }
    }

    public var hasAcceptedCrashReporting: Bool {
        get throws(OnboardingError) { try isTrue(.hasAcceptedCrashReporting) }
    }

    /// Saves the answer before the "answered" flag, so that a failure in between asks again
    /// rather than leaving an answer nobody gave.
    public func answeredCrashReportingQuestion(acceptsCrashReporting: Bool) throws(OnboardingError) {
        do {
            try preferences.save(acceptsCrashReporting, for: .hasAcceptedCrashReporting)
            try preferences.save(true, for: .hasAnsweredCrashReportingQuestion)
        } catch {
            throw .storage(error)
        }
    }

    // MARK: - Pincode and progress

    public var shouldPromptUserToChosePincode: Bool {
        get throws(OnboardingError) {
            guard try !isTrue(.skipPincodeSetup) else { return false }
            return try !isSaved(.pincode)
        }
    }

    public func nextOnboardingStep() throws(OnboardingError) -> OnboardingStep? {
        if try !hasAcceptedTermsOfService { return .acceptTermsOfService }
        if try !hasAnsweredCrashReportingQuestion { return .answerCrashReportingQuestion }
        if try !hasAcceptedCustomECCWarning { return .acceptCustomECCWarning }
        if try !isSaved(.wallet) { return .chooseWallet }
        if try shouldPromptUserToChosePincode { return .choosePincode }
        return nil
    }

    // MARK: - Stores

    private func isTrue(_ key: PreferencesKey) throws(OnboardingError) -> Bool {
        do {
            return try preferences.load(key, as: Bool.self) ?? false
        } catch .valueNotDecodable {
            return false
        } catch {
            throw .storage(error)
        }
    }

    private func setTrue(_ key: PreferencesKey) throws(OnboardingError) {
        do { try preferences.save(true, for: key) } catch { throw .storage(error) }
    }

    private func isSaved(_ key: SecurePersistenceKey) throws(OnboardingError) -> Bool {
        do { return try securePersistence.contains(key) } catch { throw .storage(error) }
    }
}
