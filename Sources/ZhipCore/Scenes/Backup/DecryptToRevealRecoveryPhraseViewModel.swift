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

    /// Everything the scene shows that changes. Never holds the password or the secret.
    public typealias State = PasswordRevealState

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
    public var onChange: ((State) -> Void)? {
        get { form.onChange }
        set { form.onChange = newValue }
    }
    /// What the scene shows now.
    public var state: State { form.state }

    private let form: PasswordReveal<RecoveryPhrase>

    /// - Parameter isNewlyCreatedWallet: true during onboarding, where forgetting the password
    ///   means starting over, which the wrong-password message says.
    public init(
        wallet: Wallet, isNewlyCreatedWallet: Bool,
        walletAccountsUseCase: any WalletAccountsUseCase = Container.shared.walletAccountsUseCase()
    ) {
        form = PasswordReveal(
            wallet: wallet, isNewlyCreatedWallet: isNewlyCreatedWallet,
            open: { wallet, password throws(WalletError) in
                try await walletAccountsUseCase.revealRecoveryPhrase(of: wallet, password: SecretText(password))
            })
    }

    /// The person changed the password.
    public func didEditEncryptionPassword(_ text: String) { form.edit(text) }

    /// The person left the password field.
    public func didEndEditingEncryptionPassword() { form.endEditing() }

    /// Opens the secret with the password; does nothing unless Reveal is enabled.
    public func didTapReveal() async {
        guard let secret = await form.reveal() else { return }
        navigator.next(.revealed(secret))
    }

    /// The person went back without revealing.
    public func didTapCancel() {
        navigator.next(.cancel)
    }

}
