import Synchronization
public import ZhipCore

/// An ``OnboardingUseCase`` for tests: the answers are flags in memory (set them in `init` or
/// through the use case's own methods), every call is counted, and ``error`` is thrown from
/// every call when set.
///
/// ```swift
/// let fake = FakeOnboardingUseCase(hasAcceptedTermsOfService: true)
/// Container.shared.onboardingUseCase.register { fake }
/// … run the code under test …
/// #expect(fake.didAcceptCustomECCWarningCallCount == 1)
/// ```
public final class FakeOnboardingUseCase: OnboardingUseCase {
    private struct State {
        var termsAccepted: Bool
        var warningAccepted: Bool
        var crashReportingAnswer: Bool?
        var hasWallet: Bool
        var promptForPincode: Bool
        var error: OnboardingError?
        var calls: [String: Int] = [:]
    }

    private let state: Mutex<State>

    /// A fake whose answers start as given: by default a first launch.
    public init(
        hasAcceptedTermsOfService: Bool = false, hasAcceptedCustomECCWarning: Bool = false,
        crashReportingAnswer: Bool? = nil, hasWallet: Bool = false, shouldPromptUserToChosePincode: Bool = true
    ) {
        state = Mutex(
            State(
                termsAccepted: hasAcceptedTermsOfService, warningAccepted: hasAcceptedCustomECCWarning,
                crashReportingAnswer: crashReportingAnswer, hasWallet: hasWallet,
                promptForPincode: shouldPromptUserToChosePincode))
    }

    // MARK: - Configuration and observation

    /// When set, every call throws it (after being counted).
    public var error: OnboardingError? {
        get { state.withLock { $0.error } }
        set { state.withLock { $0.error = newValue } }
    }

    /// Whether ``nextOnboardingStep()`` sees a wallet.
    public var hasWallet: Bool {
        get { state.withLock { $0.hasWallet } }
        set { state.withLock { $0.hasWallet = newValue } }
    }

    public var didAcceptTermsOfServiceCallCount: Int { count("didAcceptTermsOfService") }
    public var didAcceptCustomECCWarningCallCount: Int { count("didAcceptCustomECCWarning") }
    public var answeredCrashReportingQuestionCallCount: Int { count("answeredCrashReportingQuestion") }
    public var nextOnboardingStepCallCount: Int { count("nextOnboardingStep") }

    // MARK: - OnboardingUseCase

    public var hasAcceptedTermsOfService: Bool {
        get throws(OnboardingError) { try call("hasAcceptedTermsOfService") { $0.termsAccepted } }
    }

    public func didAcceptTermsOfService() throws(OnboardingError) {
        try call("didAcceptTermsOfService") { $0.termsAccepted = true }
    }

    public var hasAcceptedCustomECCWarning: Bool {
        get throws(OnboardingError) { try call("hasAcceptedCustomECCWarning") { $0.warningAccepted } }
    }

    public func didAcceptCustomECCWarning() throws(OnboardingError) {
        try call("didAcceptCustomECCWarning") { $0.warningAccepted = true }
    }

    public var hasAnsweredCrashReportingQuestion: Bool {
        get throws(OnboardingError) {
            try call("hasAnsweredCrashReportingQuestion") { $0.crashReportingAnswer != nil }
        }
    }

    public var hasAcceptedCrashReporting: Bool {
        get throws(OnboardingError) {
            try call("hasAcceptedCrashReporting") { $0.crashReportingAnswer == true }
        }
    }

    public func answeredCrashReportingQuestion(acceptsCrashReporting: Bool) throws(OnboardingError) {
        try call("answeredCrashReportingQuestion") { $0.crashReportingAnswer = acceptsCrashReporting }
    }

    public var shouldPromptUserToChosePincode: Bool {
        get throws(OnboardingError) { try call("shouldPromptUserToChosePincode") { $0.promptForPincode } }
    }

    public func nextOnboardingStep() throws(OnboardingError) -> OnboardingStep? {
        try call("nextOnboardingStep") { state in
            if !state.termsAccepted { return .acceptTermsOfService }
            if state.crashReportingAnswer == nil { return .answerCrashReportingQuestion }
            if !state.warningAccepted { return .acceptCustomECCWarning }
            if !state.hasWallet { return .chooseWallet }
            return state.promptForPincode ? .choosePincode : nil
        }
    }

    // MARK: - Counting

    private func count(_ name: String) -> Int { state.withLock { $0.calls[name, default: 0] } }

    /// Counts `name`, throws ``error`` if set, else runs `body` on the state.
    private func call<R: Sendable>(_ name: String, _ body: (inout State) -> R) throws(OnboardingError) -> R {
        try state.withLock { state throws(OnboardingError) in
            state.calls[name, default: 0] += 1
            if let error = state.error { throw error }
            return body(&state)
        }
    }
}
