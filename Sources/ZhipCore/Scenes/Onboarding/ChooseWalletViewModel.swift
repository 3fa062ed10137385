/// Onboarding's fork: make a new wallet (from a new recovery phrase, or a single random key),
/// restore one from a recovery phrase, a private key or a keystore, or use a Ledger's EVM account.
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
        /// Make a new wallet from a new recovery phrase.
        case createNew
        /// Make a new wallet of one random key, without a recovery phrase.
        case createNewFromPrivateKey
        /// Restore an existing wallet.
        case restore
        /// Use the EVM account of a Ledger device, which keeps the key and signs.
        case useLedger
    }

    /// What the scene shows; it never changes.
    public struct State: Sendable, Equatable {
        /// The question under the title.
        public let body: String
        /// The label of the button that makes a new wallet.
        public let newWalletButtonTitle: String
        /// The label of the button that restores a wallet.
        public let restoreWalletButtonTitle: String
        /// The label of the button that makes a wallet of one key, without a recovery phrase.
        public let newPrivateKeyWalletButtonTitle: String
        /// The label of the button that uses a Ledger.
        public let useLedgerButtonTitle: String
    }

    public let title = "Wallet"
    public let navigator = Navigator<Step>()
    /// Called with the new state after each change (this scene has none).
    public var onChange: ((State) -> Void)?
    public private(set) var state = State(
        body: "It is time to set up the wallet. Do you want to start fresh, or restore an existing wallet?",
        newWalletButtonTitle: "New Wallet", restoreWalletButtonTitle: "Restore existing wallet",
        newPrivateKeyWalletButtonTitle: "New wallet of one private key (no recovery phrase)",
        useLedgerButtonTitle: "Use a Ledger")
    {
        didSet { if state != oldValue { onChange?(state) } }
    }

    public init() {}

    /// The person chose a new wallet.
    public func didTapNewWallet() {
        navigator.next(.createNew)
    }

    /// The person chose a new wallet of one key, without a recovery phrase.
    public func didTapNewPrivateKeyWallet() {
        navigator.next(.createNewFromPrivateKey)
    }

    /// The person chose to restore a wallet.
    public func didTapRestoreWallet() {
        navigator.next(.restore)
    }

    /// The person chose to use a Ledger.
    public func didTapUseLedger() {
        navigator.next(.useLedger)
    }
}
