/// The warning before a new wallet's password and keys appear: the person must say they are
/// somewhere private before going on.
///
/// ```swift
/// let viewModel = EnsureThatYouAreNotBeingWatchedViewModel()
/// viewModel.navigator.onStep = { step in … }   // .understood or .cancel
/// viewModel.didTapUnderstand()
/// ```
@MainActor
public final class EnsureThatYouAreNotBeingWatchedViewModel: SceneViewModel {
    /// Where the scene goes next.
    public enum Step: Equatable, Sendable {
        /// The person said they are somewhere private.
        case understood
        /// The person left wallet creation.
        case cancel
    }

    /// What the scene shows; it never changes.
    public struct State: Equatable, Sendable {
        /// The warning, as Zhip words it.
        public let message: String
        /// The label of the one button that goes on.
        public let understandButtonTitle: String
    }

    public let title = "Security"
    public let navigator = Navigator<Step>()
    /// Called with the new state after each change (this scene has none).
    public var onChange: ((State) -> Void)?
    public private(set) var state = State(
        message: "Make sure that you are in a private space where no one can see/record your personal data."
            + " Avoid public places, cameras and CCTV's.",
        understandButtonTitle: "I understand")
    {
        didSet { if state != oldValue { onChange?(state) } }
    }

    public init() {}

    /// The person confirmed that nobody is watching.
    public func didTapUnderstand() {
        navigator.next(.understood)
    }

    /// The person left wallet creation.
    public func didTapCancel() {
        navigator.next(.cancel)
    }
}
