/// The first scene of onboarding: a greeting and a Start button.
///
/// ```swift
/// let welcome = WelcomeViewModel()
/// welcome.navigator.onStep = { step in /* .start: show the terms of service */ }
/// welcome.didTapStart()
/// ```
@MainActor
public final class WelcomeViewModel: SceneViewModel {
    /// Where the scene leads.
    public enum Step: Sendable, Equatable {
        /// The person tapped Start.
        case start
    }

    /// What the scene shows; it never changes.
    public struct State: Sendable, Equatable {
        /// The greeting under the title.
        public let body: String
        /// The label of the only button.
        public let startButtonTitle: String
    }

    public let title = "Welcome"
    public let navigator = Navigator<Step>()
    /// Called with the new state after each change (this scene has none).
    public var onChange: ((State) -> Void)?
    public private(set) var state = State(body: "Welcome to Zhip - a wallet for Zilliqa.", startButtonTitle: "Start") {
        didSet { if state != oldValue { onChange?(state) } }
    }

    public init() {}

    /// The person tapped Start.
    public func didTapStart() {
        navigator.next(.start)
    }
}
