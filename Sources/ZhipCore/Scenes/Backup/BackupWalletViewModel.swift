/// The backup hub: back up the keystore, reveal the private key, reveal the recovery phrase (a
/// seed-phrase wallet only, ``State/offersRecoveryPhrase``), and finish.
///
/// In ``Mode/onboarding`` (a wallet just made) the person must tick "I have
/// securely backed up my private key." before Done is enabled, and cannot leave without it: the
/// wallet is already saved, and one nobody has backed up must not slip through. In
/// ``Mode/settings`` Done is always enabled and there is no box to tick; the
/// person may also cancel.
///
/// ```swift
/// let viewModel = BackupWalletViewModel(wallet: wallet, mode: .onboarding)
/// viewModel.navigator.onStep = { step in … }  // .backUpKeystore, .revealPrivateKey, .revealRecoveryPhrase, .done, .cancel
/// viewModel.didToggleHasBackedUp(true)
/// viewModel.didTapDone()
/// ```
@MainActor
public final class BackupWalletViewModel: SceneViewModel {
    /// Why the backup is shown.
    public enum Mode: Sendable, Equatable {
        /// The first backup of a wallet just made: it must be confirmed.
        case onboarding
        /// A backup asked for from the settings.
        case settings
    }

    /// Where the scene goes next.
    public enum Step: Equatable, Sendable {
        /// Show the keystore to copy or save.
        case backUpKeystore
        /// Ask for the password, then show the private key.
        case revealPrivateKey
        /// Ask for the password, then show the recovery phrase (seed-phrase wallets only).
        case revealRecoveryPhrase
        /// The person is done with the backup.
        case done
        /// The person left without finishing (settings only).
        case cancel
    }

    /// Everything the scene shows that changes.
    public struct State: Equatable, Sendable {
        /// Whether the "I have securely backed up my private key." box is shown (onboarding).
        public let isBackupConfirmationShown: Bool
        /// Whether the person may leave without finishing (settings).
        public let isCancelAvailable: Bool
        /// Whether "Reveal the recovery phrase" is offered: the wallet was made from one.
        public let offersRecoveryPhrase: Bool
        /// Whether the box is ticked.
        public var hasConfirmedBackup = false

        /// Whether Done can be tapped: at once without the box, else once it is ticked.
        public var isDoneEnabled: Bool { !isBackupConfirmationShown || hasConfirmedBackup }
    }

    /// The texts of the scene, as Zhip words them.
    public struct Texts: Equatable, Sendable {
        public let header = "Back up keys"
        public let urgeBackup =
            "Backing up the private key is the most important, but is also the most sensitive data."
            + " The private key is not tied to the encryption password, but the keystore is."
            + " Failing to backup your wallet may result in irreversible loss of assets."
        public let keystoreLabel = "Keystore"
        public let privateKeyLabel = "Private Key"
        public let revealButtonTitle = "Reveal"
        /// The label of the recovery phrase choice.
        public let recoveryPhraseLabel = "Recovery phrase"
        /// The choice that reveals the recovery phrase.
        public let revealRecoveryPhraseButtonTitle = "Reveal the recovery phrase"
        public let hasBackedUpCheckbox = "I have securely backed up my private key."
        public let doneButtonTitle = "Done"
    }

    public let title = "Back up wallet"
    public let texts = Texts()
    /// The wallet being backed up.
    public let wallet: Wallet
    /// Whether this is the first backup of a new wallet or one asked for from the settings.
    public let mode: Mode
    public let navigator = Navigator<Step>()
    /// Called with the new state after each change.
    public var onChange: ((State) -> Void)?
    public private(set) var state: State {
        didSet { if state != oldValue { onChange?(state) } }
    }

    public init(wallet: Wallet, mode: Mode) {
        self.wallet = wallet
        self.mode = mode
        state = State(
            isBackupConfirmationShown: mode == .onboarding, isCancelAvailable: mode == .settings,
            offersRecoveryPhrase: wallet.hasRecoveryPhrase)
    }

    /// The person wants to back up the keystore.
    public func didTapBackUpKeystore() {
        navigator.next(.backUpKeystore)
    }

    /// The person wants to see the private key.
    public func didTapRevealPrivateKey() {
        navigator.next(.revealPrivateKey)
    }

    /// The person wants to see the recovery phrase; ignored where it is not offered (a raw-key wallet).
    public func didTapRevealRecoveryPhrase() {
        guard state.offersRecoveryPhrase else { return }
        navigator.next(.revealRecoveryPhrase)
    }

    /// The person ticked or unticked "I have securely backed up my private key.".
    public func didToggleHasBackedUp(_ isChecked: Bool) {
        guard state.isBackupConfirmationShown else { return }
        state.hasConfirmedBackup = isChecked
    }

    /// The person is done; ignored until Done is enabled.
    public func didTapDone() {
        guard state.isDoneEnabled else { return }
        navigator.next(.done)
    }

    /// The person left; ignored where cancelling is not offered (onboarding).
    public func didTapCancel() {
        guard state.isCancelAvailable else { return }
        navigator.next(.cancel)
    }
}
