/// Asks whether crash reports may be sent: the person confirms having read the disclaimer,
/// then opts in or out. Shown during onboarding, and from Settings to change the answer.
///
/// ```swift
/// let ask = AskForCrashReportingPermissionsViewModel()
/// ask.navigator.onStep = { step in /* .answered */ }
/// ask.didCheckHasReadDisclaimer(true)
/// ask.didTapDecline()            // remembered as "no crash reports", then `.answered`
/// ```
@MainActor
public final class AskForCrashReportingPermissionsViewModel: SceneViewModel {
    /// Where the scene leads.
    public enum Step: Sendable, Equatable {
        /// The person answered, and the answer was remembered.
        case answered
        /// The person left without answering (only when ``State/showsCancelButton``).
        case cancel
    }

    /// What the scene shows.
    public struct State: Sendable, Equatable {
        /// What crash reporting means, to be read before answering.
        public var disclaimer: String
        /// The checkbox "I have read and understood the crash reporting disclaimer".
        public var hasReadDisclaimer: Bool
        /// The answer given before (true: opted in), or nil when there is none.
        public var currentAnswer: Bool?
        /// True when the scene can be left without answering (from Settings).
        public var showsCancelButton: Bool
        /// Why the answer could not be read or remembered, if it could not.
        public var errorMessage: String?

        /// True when Opt in and Opt out can be tapped: once the disclaimer is confirmed read.
        public var areAnswerButtonsEnabled: Bool { hasReadDisclaimer }
    }

    /// What the person reads before answering.
    public static let disclaimerText = """
        We would love to improve this app by collecting and analyzing anonymized crash reports \
        sent by the app if it crashes.

        You can opt out of this at any time from the settings menu.

        The app does not use any analytics besides crash reporting, which you can verify yourself \
        since this app is open source.

        Please 'Opt in' or 'Opt out' of crash reporting.
        """

    public let title = "Crash reporting"
    public let navigator = Navigator<Step>()
    /// Called with the new state after each change.
    public var onChange: ((State) -> Void)?
    public private(set) var state: State {
        didSet { if state != oldValue { onChange?(state) } }
    }

    private let useCase: any CrashReportingPermissionsUseCase

    /// The question; `allowsCancelling` adds a way out without answering (from Settings). The
    /// answer given before, if any, is read at once; a failure to read it is shown.
    public init(
        allowsCancelling: Bool = false,
        useCase: any CrashReportingPermissionsUseCase = Container.shared.crashReportingPermissionsUseCase()
    ) {
        self.useCase = useCase
        var state = State(
            disclaimer: Self.disclaimerText, hasReadDisclaimer: false, currentAnswer: nil,
            showsCancelButton: allowsCancelling, errorMessage: nil)
        do {
            if try useCase.hasAnsweredCrashReportingQuestion {
                state.currentAnswer = try useCase.hasAcceptedCrashReporting
            }
        } catch {
            state.errorMessage = "Your earlier answer about crash reports could not be read: \(error)"
        }
        self.state = state
    }

    /// The person checked or unchecked "I have read and understood the crash reporting disclaimer".
    public func didCheckHasReadDisclaimer(_ checked: Bool) {
        state.hasReadDisclaimer = checked
    }

    /// The person opted in.
    public func didTapAccept() {
        answer(acceptsCrashReporting: true)
    }

    /// The person opted out.
    public func didTapDecline() {
        answer(acceptsCrashReporting: false)
    }

    /// The person left without answering (from Settings).
    public func didTapCancel() {
        guard state.showsCancelButton else { return }
        navigator.next(.cancel)
    }

    private func answer(acceptsCrashReporting: Bool) {
        guard state.areAnswerButtonsEnabled else { return }
        do {
            try useCase.answeredCrashReportingQuestion(acceptsCrashReporting: acceptsCrashReporting)
        } catch {
            state.errorMessage = "Your answer about crash reports could not be saved: \(error)"
            return
        }
        var answered = state
        answered.currentAnswer = acceptsCrashReporting
        answered.errorMessage = nil
        state = answered
        navigator.next(.answered)
    }
}
