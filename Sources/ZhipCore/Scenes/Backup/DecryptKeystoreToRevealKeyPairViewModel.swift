public import ZilliqaKit

/// Asks for the encryption password and unlocks the wallet's key pair, to show it to its owner.
///
/// A wrong password is shown in Zhip's words: for a wallet just made, "Incorrect password, if you
/// can't remember it do NOT continue, restart the wallet creation from the beginning.", else
/// "Incorrect password". Any other failure is shown as it is described. ``State/isRevealing`` is
/// true while the key derivation runs.
///
/// ```swift
/// let viewModel = DecryptKeystoreToRevealKeyPairViewModel(wallet: wallet, isNewlyCreatedWallet: true)
/// viewModel.navigator.onStep = { step in … }     // .revealed(keyPair) or .cancel
/// viewModel.didEditEncryptionPassword(typed)
/// await viewModel.didTapReveal()
/// ```
@MainActor
public final class DecryptKeystoreToRevealKeyPairViewModel: SceneViewModel {
    /// Where the scene goes next.
    public enum Step: Equatable, Sendable {
        /// The password unlocked the key pair (its description never shows the private key).
        case revealed(KeyPair)
        /// The person went back without revealing.
        case cancel
    }

    /// Everything the scene shows that changes. Never holds the password or the secret.
    public typealias State = PasswordRevealState

    /// The texts of the scene, as Zhip words them.
    public struct Texts: Equatable, Sendable {
        public let decryptToReveal = "Enter your encryption password to reveal your private and public key."
        public let encryptionPasswordPlaceholder = "Encryption password"
        public let revealButtonTitle = "Reveal"
    }

    /// Zhip's message for a wrong password while backing up a wallet just made.
    public static let incorrectPasswordForNewWallet =
        "Incorrect password, if you can't remember it do NOT continue, restart the wallet creation from the beginning."
    /// Zhip's message for a wrong password otherwise.
    public static let incorrectPassword = "Incorrect password"

    public let title = "Private key"
    public let texts = Texts()
    public let navigator = Navigator<Step>()
    /// Called with the new state after each change.
    public var onChange: ((State) -> Void)? {
        get { form.onChange }
        set { form.onChange = newValue }
    }
    /// What the scene shows now.
    public var state: State { form.state }

    private let form: PasswordReveal<KeyPair>

    /// - Parameter isNewlyCreatedWallet: true during onboarding, where forgetting the password
    ///   means starting over, which the wrong-password message says.
    public init(
        wallet: Wallet, isNewlyCreatedWallet: Bool,
        extractKeyPairUseCase: any ExtractKeyPairUseCase = Container.shared.extractKeyPairUseCase()
    ) {
        form = PasswordReveal(
            wallet: wallet, isNewlyCreatedWallet: isNewlyCreatedWallet,
            open: { wallet, password throws(WalletError) in
                try await extractKeyPairUseCase.extractKeyPair(from: wallet, password: SecretText(password))
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
