/// Onboarding's fork: make a new wallet, or restore one from a private key or keystore.
///
/// ```swift
/// let choose = ChooseWalletViewModel()
/// choose.navigator.onStep = { step in /* .createNew or .restore */ }
/// choose.didTapRestoreWallet()
/// ```
@MainActor
public final class ChooseWalletViewModel: SceneViewModel {
    /// Where the scene leads.
    public enum Step: Sendable, Equatable {
        /// Make a new wallet.
        case createNew
        /// Restore an existing wallet.
        case restore
    }

    /// What the scene shows; it never changes.
    public struct State: Sendable, Equatable {
        /// The question under the title.
        public let body: String
        /// The label of the button that makes a new wallet.
        public let newWalletButtonTitle: String
        /// The label of the button that restores a wallet.
        public let restoreWalletButtonTitle: String
    }

    public let title = "Wallet"
    public let navigator = Navigator<Step>()
    /// Called with the new state after each change (this scene has none).
    public var onChange: ((State) -> Void)?
    public private(set) var state = State(
        body: "It is time to set up the wallet. Do you want to start fresh, or restore an existing wallet?",
        newWalletButtonTitle: "New Wallet", restoreWalletButtonTitle: "Restore existing wallet")
    {
        didSet { if state != oldValue { onChange?(state) } }
    }

    public init() {}

    /// The person chose a new wallet.
    public func didTapNewWallet() {
        navigator.next(.createNew)
    }

    /// The person chose to restore a wallet.
    public func didTapRestoreWallet() {
        navigator.next(.restore)
    }
}
