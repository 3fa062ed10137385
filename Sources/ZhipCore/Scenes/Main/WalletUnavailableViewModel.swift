/// Shown at start-up when a wallet is saved but cannot be loaded (the store cannot be read, or
/// what is saved is not a wallet): says why, and offers to try again. When what is saved is not
/// a wallet (trying again cannot help), it also offers to remove it, through the same
/// confirmation as Settings' removal.
///
/// ```swift
/// let scene = WalletUnavailableViewModel(error: error)
/// scene.navigator.onStep = { step in /* .retry, or .removeWallet */ }
/// ```
@MainActor
public final class WalletUnavailableViewModel: SceneViewModel {
    /// Where the scene leads.
    public enum Step: Sendable, Equatable {
        /// Try to load the wallet again.
        case retry
        /// Confirm, then remove what is saved under the wallet key.
        case removeWallet
    }

    /// What the scene shows.
    public struct State: Sendable, Equatable {
        /// Why the wallet could not be loaded, and what to do.
        public var errorMessage: String
        /// True when removing the saved wallet is offered: what is saved is not a wallet.
        public var offersRemoval: Bool
    }

    public let title = "Wallet unavailable"
    public let navigator = Navigator<Step>()
    /// Called with the new state after each change (this scene has none).
    public var onChange: ((State) -> Void)?
    public private(set) var state: State {
        didSet { if state != oldValue { onChange?(state) } }
    }

    /// The scene for a wallet that could not be loaded because of `errorMessage`; removal is
    /// offered when `offersRemoval`.
    public init(errorMessage: String, offersRemoval: Bool = false) {
        state = State(errorMessage: errorMessage, offersRemoval: offersRemoval)
    }

    /// The scene for a wallet that could not be loaded because of `error`; removal is offered
    /// when it is ``WalletError/savedWalletUnreadable(location:)``.
    public convenience init(error: WalletError) {
        let unreadable = if case .savedWalletUnreadable = error { true } else { false }
        self.init(errorMessage: error.description, offersRemoval: unreadable)
    }

    /// The person asked to try again.
    public func didTapRetry() {
        navigator.next(.retry)
    }

    /// The person asked to remove the saved wallet; ignored unless it is offered.
    public func didTapRemoveWallet() {
        guard state.offersRemoval else { return }
        navigator.next(.removeWallet)
    }
}
