// MARK: - Narrow onboarding use cases (one per question)

/// Whether the user accepted the terms of service.
///
/// ```swift
/// if try !useCase.hasAcceptedTermsOfService { showTerms() }
/// ```
public protocol TermsOfServiceAcceptanceUseCase: Sendable {
    /// True once the user accepted the terms.
    var hasAcceptedTermsOfService: Bool { get throws(OnboardingError) }

    /// Remembers that the user accepted the terms.
    func didAcceptTermsOfService() throws(OnboardingError)
}

/// Whether the user accepted the warning that Zilliqa signs with its own elliptic-curve
/// Schnorr scheme, so its keys are not for other chains' tools.
public protocol CustomECCWarningAcceptanceUseCase: Sendable {
    /// True once the user accepted the warning.
    var hasAcceptedCustomECCWarning: Bool { get throws(OnboardingError) }

    /// Remembers that the user accepted the warning.
    func didAcceptCustomECCWarning() throws(OnboardingError)
}

/// The user's answer about crash reports.
///
/// ```swift
/// try useCase.answeredCrashReportingQuestion(acceptsCrashReporting: false)
/// ```
public protocol CrashReportingPermissionsUseCase: Sendable {
    /// True once the user answered, either way.
    var hasAnsweredCrashReportingQuestion: Bool { get throws(OnboardingError) }

    /// True when the user allowed crash reports; false when they refused or did not answer.
    var hasAcceptedCrashReporting: Bool { get throws(OnboardingError) }

    /// Remembers the answer.
    func answeredCrashReportingQuestion(acceptsCrashReporting: Bool) throws(OnboardingError)
}

/// Whether onboarding should offer to set a pincode.
public protocol PincodePromptUseCase: Sendable {
    /// True when no pincode is set and the user has not chosen to skip setting one.
    var shouldPromptUserToChosePincode: Bool { get throws(OnboardingError) }
}

/// What onboarding still has to ask, all flags and the wallet's presence together.
///
/// ```swift
/// if let step = try useCase.nextOnboardingStep() { present(step) } else { showWallet() }
/// ```
public protocol OnboardingProgressUseCase: Sendable {
    /// The first question not yet answered, in ``OnboardingStep`` order; nil when onboarding
    /// is done.
    func nextOnboardingStep() throws(OnboardingError) -> OnboardingStep?
}

// MARK: - Composite

/// Every onboarding question in one protocol; new code should depend on the narrow protocols
/// above.
///
/// ```swift
/// let useCase: any OnboardingUseCase = Container.shared.onboardingUseCase()
/// ```
public protocol OnboardingUseCase: TermsOfServiceAcceptanceUseCase, CustomECCWarningAcceptanceUseCase,
    CrashReportingPermissionsUseCase, PincodePromptUseCase, OnboardingProgressUseCase
{}
