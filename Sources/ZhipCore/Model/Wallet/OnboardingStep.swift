/// A question onboarding still has to ask, in the order it asks them.
///
/// ```swift
/// while let step = try useCase.nextOnboardingStep() { try await present(step) }
/// showWallet()
/// ```
public enum OnboardingStep: Sendable, Hashable, CaseIterable {
    /// Read and accept the terms of service.
    case acceptTermsOfService
    /// Say whether crash reports may be sent.
    case answerCrashReportingQuestion
    /// Read and accept the warning that Zilliqa signs with its own Schnorr scheme.
    case acceptCustomECCWarning
    /// Create or restore a wallet.
    case chooseWallet
    /// Choose a pincode, or skip it.
    case choosePincode
}
