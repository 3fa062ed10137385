/// The terms of service: during onboarding they must be read to the end and accepted; from
/// Settings they are only read.
///
/// ```swift
/// let terms = TermsOfServiceViewModel(mode: .acceptance)
/// terms.navigator.onStep = { step in /* .accepted */ }
/// terms.didScrollToBottom()      // the Accept button is enabled from now on
/// terms.didTapAccept()           // remembered by the onboarding use case, then `.accepted`
/// ```
@MainActor
public final class TermsOfServiceViewModel: SceneViewModel {
    /// Why the terms are shown.
    public enum Mode: Sendable, Equatable {
        /// During onboarding: read to the end, then accept.
        case acceptance
        /// From Settings: read, then close.
        case readOnly
    }

    /// Where the scene leads.
    public enum Step: Sendable, Equatable {
        /// The terms were accepted and the acceptance remembered.
        case accepted
        /// The person closed the read-only terms.
        case dismiss
    }

    /// What the scene shows.
    public struct State: Sendable, Equatable {
        /// The terms, as plain text.
        public var terms: String
        /// True once the person has seen the end of the terms.
        public var hasScrolledToBottom: Bool
        /// True when an Accept button is shown (acceptance mode).
        public var showsAcceptButton: Bool
        /// True when a Close button is shown (read-only mode).
        public var showsDismissButton: Bool
        /// Why the acceptance could not be remembered, if it could not.
        public var errorMessage: String?

        /// True when the Accept button can be tapped: in acceptance mode, once scrolled to the end.
        public var isAcceptEnabled: Bool { showsAcceptButton && hasScrolledToBottom }
    }

    /// The text of Zhip's terms of service.
    public static let termsText = """
        Zhip is free, open-source software, provided "as is", without warranty of any kind.

        You alone hold the keys of your wallet. Nobody, including the authors of Zhip, can recover \
        your private key, your keystore or your encryption password for you: if you lose them and \
        have no backup, the funds of the wallet are lost for good.

        Payments on the Zilliqa network cannot be reversed. Check the recipient and the amount \
        before you sign; a payment sent to a wrong address cannot be taken back.

        The authors of Zhip are not liable for any loss of funds, whatever its cause: a bug, a \
        mistake, a lost backup, a compromised computer or a change of the Zilliqa network.

        By accepting you confirm that you have read and understood these terms.
        """

    public let title = "Terms of service"
    public let navigator = Navigator<Step>()
    /// Called with the new state after each change.
    public var onChange: ((State) -> Void)?
    public private(set) var state: State {
        didSet { if state != oldValue { onChange?(state) } }
    }

    /// How the terms are shown.
    public let mode: Mode
    private let useCase: any TermsOfServiceAcceptanceUseCase

    /// The terms in `mode`; `useCase` remembers the acceptance.
    public init(
        mode: Mode = .acceptance,
        useCase: any TermsOfServiceAcceptanceUseCase = Container.shared.termsOfServiceAcceptanceUseCase()
    ) {
        self.mode = mode
        self.useCase = useCase
        state = State(
            terms: Self.termsText, hasScrolledToBottom: false, showsAcceptButton: mode == .acceptance,
            showsDismissButton: mode == .readOnly, errorMessage: nil)
    }

    /// The end of the terms is on screen (a front end that shows the whole text at once calls
    /// this as soon as it has shown it).
    public func didScrollToBottom() {
        state.hasScrolledToBottom = true
    }

    /// The person tapped Accept: ignored until the terms were read to the end.
    public func didTapAccept() {
        guard state.isAcceptEnabled else { return }
        do {
            try useCase.didAcceptTermsOfService()
        } catch {
            state.errorMessage = "Your acceptance of the terms could not be saved: \(error)"
            return
        }
        state.errorMessage = nil
        navigator.next(.accepted)
    }

    /// The person closed the terms (read-only mode).
    public func didTapDismiss() {
        guard mode == .readOnly else { return }
        navigator.next(.dismiss)
    }
}
