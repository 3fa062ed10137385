/// Shown at start-up when a wallet is saved but cannot be loaded (the store cannot be read, or
/// what is saved is not a wallet): says why, and offers to try again. It never offers to remove
/// the wallet: that stays a deliberate act, from a working wallet's Settings or by hand.
///
/// ```swift
/// let scene = WalletUnavailableViewModel(errorMessage: error.description)
/// scene.navigator.onStep = { _ in loadTheWalletAgain() }   // .retry
/// ```
@MainActor
public final class WalletUnavailableViewModel: SceneViewModel {
    /// Where the scene leads.
    public enum Step: Sendable, Equatable {
        /// Try to load the wallet again.
        case retry
    }

    /// What the scene shows.
    public struct State: Sendable, Equatable {
        /// Why the wallet could not be loaded, and what to do.
        public var errorMessage: String
    }

    public let title = "Wallet unavailable"
    public let navigator = Navigator<Step>()
    /// Called with the new state after each change (this scene has none).
    public var onChange: ((State) -> Void)?
    public private(set) var state: State {
        didSet { if state != oldValue { onChange?(state) } }
    }

    /// The scene for a wallet that could not be loaded because of `errorMessage`.
    public init(errorMessage: String) {
        state = State(errorMessage: errorMessage)
    }

    /// The person asked to try again.
    public func didTapRetry() {
        navigator.next(.retry)
    }
}
