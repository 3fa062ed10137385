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

    /// Everything the scene shows that changes. Never holds the password.
    public struct State: Equatable, Sendable {
        /// The password field: valid at once, an error once editing ends.
        public var encryptionPassword: FieldDisplay = .neutral
        /// True while the keystore is being unlocked.
        public var isRevealing = false
        /// Why the key pair could not be unlocked (a wrong password, a damaged keystore).
        public var errorMessage: String?
        /// Whether Reveal can be tapped.
        public var isRevealEnabled = false
    }

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
    public var onChange: ((State) -> Void)?
    public private(set) var state = State() {
        didSet { if state != oldValue { onChange?(state) } }
    }

    private let wallet: Wallet
    private let isNewlyCreatedWallet: Bool
    private let extractKeyPairUseCase: any ExtractKeyPairUseCase
    private var password: FieldState<EncryptionPasswordValidator>

    /// - Parameter isNewlyCreatedWallet: true during onboarding, where forgetting the password
    ///   means starting over, which the wrong-password message says.
    public init(
        wallet: Wallet, isNewlyCreatedWallet: Bool,
        extractKeyPairUseCase: any ExtractKeyPairUseCase = Container.shared.extractKeyPairUseCase()
    ) {
        self.wallet = wallet
        self.isNewlyCreatedWallet = isNewlyCreatedWallet
        self.extractKeyPairUseCase = extractKeyPairUseCase
        // A generated wallet's password has Zhip's minimum; an imported keystore's may be shorter.
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

    /// Unlocks the key pair with the password; does nothing unless Reveal is enabled.
    public func didTapReveal() async {
        guard state.isRevealEnabled, let encryptionPassword = password.value else { return }
        updateRevealEnabled {
            $0.isRevealing = true
            $0.errorMessage = nil
        }
        let keyPair: KeyPair
        do {
            keyPair = try await extractKeyPairUseCase.extractKeyPair(from: wallet, password: encryptionPassword)
        } catch {
            updateRevealEnabled {
                $0.isRevealing = false
                $0.errorMessage = message(for: error)
            }
            return
        }
        password = FieldState(validator: password.validator)
        state = State()
        navigator.next(.revealed(keyPair))
    }

    /// The person went back without revealing.
    public func didTapCancel() {
        navigator.next(.cancel)
    }

    // MARK: - State

    private func message(for error: WalletError) -> String {
        guard error == .wrongPassword else { return error.description }
        return isNewlyCreatedWallet ? Self.incorrectPasswordForNewWallet : Self.incorrectPassword
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
