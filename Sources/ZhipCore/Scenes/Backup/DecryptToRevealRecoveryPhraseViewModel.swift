public import ZilliqaKit

/// Asks for the encryption password and opens a seed-phrase wallet's sealed recovery phrase, to
/// show it to its owner, as ``DecryptKeystoreToRevealKeyPairViewModel`` does for the key pair.
///
/// A wrong password is shown in Zhip's words (``DecryptKeystoreToRevealKeyPairViewModel/incorrectPassword``,
/// or for a wallet just made ``DecryptKeystoreToRevealKeyPairViewModel/incorrectPasswordForNewWallet``);
/// any other failure as it is described. The password and the phrase never enter the state.
///
/// ```swift
/// let viewModel = DecryptToRevealRecoveryPhraseViewModel(wallet: wallet, isNewlyCreatedWallet: false)
/// viewModel.navigator.onStep = { step in … }     // .revealed(phrase) or .cancel
/// viewModel.didEditEncryptionPassword(typed)
/// await viewModel.didTapReveal()
/// ```
@MainActor
public final class DecryptToRevealRecoveryPhraseViewModel: SceneViewModel {
    /// Where the scene goes next.
    public enum Step: Equatable, Sendable {
        /// The password opened the phrase (its description never shows the words or the passphrase).
        case revealed(RecoveryPhrase)
        /// The person went back without revealing.
        case cancel

        /// The same step, for a revealed phrase the same words and passphrase.
        public static func == (lhs: Step, rhs: Step) -> Bool {
            switch (lhs, rhs) {
            case (.revealed(let left), .revealed(let right)):
                left.passphrase == right.passphrase
                    && left.mnemonic.revealedPhrase() == right.mnemonic.revealedPhrase()
            case (.cancel, .cancel): true
            default: false
            }
        }
    }

    /// Everything the scene shows that changes. Never holds the password or the phrase.
    public struct State: Equatable, Sendable {
        /// The password field: valid at once, an error once editing ends.
        public var encryptionPassword: FieldDisplay = .neutral
        /// True while the phrase is being opened.
        public var isRevealing = false
        /// Why the phrase could not be opened (a wrong password, a damaged store).
        public var errorMessage: String?
        /// Whether Reveal can be tapped.
        public var isRevealEnabled = false
    }

    /// The texts of the scene, as Zhip words them.
    public struct Texts: Equatable, Sendable {
        /// What the scene asks for.
        public let decryptToReveal = "Enter your encryption password to reveal your recovery phrase."
        /// The password field's placeholder.
        public let encryptionPasswordPlaceholder = "Encryption password"
        /// The button that opens the phrase.
        public let revealButtonTitle = "Reveal"
    }

    /// The scene's title.
    public let title = "Recovery phrase"
    /// The texts of the scene.
    public let texts = Texts()
    /// Where the scene announces its step.
    public let navigator = Navigator<Step>()
    /// Called with the new state after each change.
    public var onChange: ((State) -> Void)?
    /// What the scene shows now.
    public private(set) var state = State() {
        didSet { if state != oldValue { onChange?(state) } }
    }

    private let wallet: Wallet
    private let isNewlyCreatedWallet: Bool
    private let walletAccountsUseCase: any WalletAccountsUseCase
    private var password: FieldState<EncryptionPasswordValidator>

    /// The scene opening `wallet`'s phrase with `walletAccountsUseCase`.
    ///
    /// - Parameter isNewlyCreatedWallet: true during onboarding, where forgetting the password
    ///   means starting over, which the wrong-password message says.
    public init(
        wallet: Wallet, isNewlyCreatedWallet: Bool,
        walletAccountsUseCase: any WalletAccountsUseCase = Container.shared.walletAccountsUseCase()
    ) {
        self.wallet = wallet
        self.isNewlyCreatedWallet = isNewlyCreatedWallet
        self.walletAccountsUseCase = walletAccountsUseCase
        // As for the key pair: a generated wallet's password has Zhip's minimum; others are tried as typed.
        let minimumLength = wallet.origin == .generated ? Keystore.minimumPasswordLength : 1
        password = FieldState(validator: EncryptionPasswordValidator(minimumLength: minimumLength))
    }

    /// The person changed the password.
    public func didEditEncryptionPassword(_ text: String) {
        password.edit(text)
        updateRevealEnabled { $0.errorMessage = nil }
    }

    /// The person left the password field.
    public func didEndEditingEncryptionPassword() {
        password.endEditing()
        updateRevealEnabled()
    }

    /// Opens the phrase with the password; does nothing unless Reveal is enabled.
    public func didTapReveal() async {
        guard state.isRevealEnabled, let encryptionPassword = password.value else { return }
        updateRevealEnabled {
            $0.isRevealing = true
            $0.errorMessage = nil
        }
        let phrase: RecoveryPhrase
        do {
            phrase = try await walletAccountsUseCase.revealRecoveryPhrase(of: wallet, password: encryptionPassword)
        } catch {
            updateRevealEnabled {
                $0.isRevealing = false
                $0.errorMessage = message(for: error)
            }
            return
        }
        password = FieldState(validator: password.validator)
        state = State()
        navigator.next(.revealed(phrase))
    }

    /// The person went back without revealing.
    public func didTapCancel() {
        navigator.next(.cancel)
    }

    // MARK: - State

    private func message(for error: WalletError) -> String {
        guard error == .wrongPassword else { return error.description }
        return isNewlyCreatedWallet
            ? DecryptKeystoreToRevealKeyPairViewModel.incorrectPasswordForNewWallet
            : DecryptKeystoreToRevealKeyPairViewModel.incorrectPassword
    }

    /// Applies `change`, then shows the field and Reveal, in one assignment.
    private func updateRevealEnabled(_ change: (inout State) -> Void = { _ in }) {
        var next = state
        change(&next)
        next.encryptionPassword = password.display
        next.isRevealEnabled = password.value != nil && !next.isRevealing
        state = next
    }
}
