import ZilliqaKit

/// What a scene that opens one of the wallet's secrets with the encryption password shows that
/// changes. Never holds the password or the secret.
public struct PasswordRevealState: Equatable, Sendable {
    /// The password field: valid at once, an error once editing ends.
    public var encryptionPassword: FieldDisplay = .neutral
    /// True while the secret is being opened (the key derivation runs).
    public var isRevealing = false
    /// Why the secret could not be opened (a wrong password, a damaged store).
    public var errorMessage: String?
    /// Whether Reveal can be tapped.
    public var isRevealEnabled = false
}

/// The password field and Reveal button of a scene that opens one of the wallet's secrets (the key
/// pair, the recovery phrase) to show it to its owner: the one place their rules are written.
@MainActor
final class PasswordReveal<Secret: Sendable> {
    /// Opens the secret of the wallet with the password typed.
    typealias Opening = @Sendable (Wallet, String) async throws(WalletError) -> Secret

    /// Called with the new state after each change.
    var onChange: ((PasswordRevealState) -> Void)?
    private(set) var state = PasswordRevealState() {
        didSet { if state != oldValue { onChange?(state) } }
    }

    private let wallet: Wallet
    private let isNewlyCreatedWallet: Bool
    private let open: Opening
    private var password: FieldState<EncryptionPasswordValidator>

    /// The field for `wallet`'s password; `open` opens the secret with it.
    init(wallet: Wallet, isNewlyCreatedWallet: Bool, open: @escaping Opening) {
        self.wallet = wallet
        self.isNewlyCreatedWallet = isNewlyCreatedWallet
        self.open = open
        // A generated wallet's password has Zhip's minimum; an imported keystore's may be shorter.
        let minimumLength = wallet.origin == .generated ? Keystore.minimumPasswordLength : 1
        password = FieldState(validator: EncryptionPasswordValidator(minimumLength: minimumLength))
    }

    /// The person changed the password.
    func edit(_ text: String) {
        password.edit(text)
        update { $0.errorMessage = nil }
    }

    /// The person left the password field.
    func endEditing() {
        password.endEditing()
        update()
    }

    /// The secret, opened with the password (which is then forgotten, and the state cleared); nil
    /// when Reveal is not enabled or the opening failed, which the state then says.
    func reveal() async -> Secret? {
        guard state.isRevealEnabled, let typed = password.value else { return nil }
        update {
            $0.isRevealing = true
            $0.errorMessage = nil
        }
        let secret: Secret
        do {
            secret = try await open(wallet, typed)
        } catch {
            update {
                $0.isRevealing = false
                $0.errorMessage = message(for: error)
            }
            return nil
        }
        password = FieldState(validator: password.validator)
        state = PasswordRevealState()
        return secret
    }

    private func message(for error: WalletError) -> String {
        guard error == .wrongPassword else { return error.description }
        return isNewlyCreatedWallet
            ? DecryptKeystoreToRevealKeyPairViewModel.incorrectPasswordForNewWallet
            : DecryptKeystoreToRevealKeyPairViewModel.incorrectPassword
    }

    /// Applies `change`, then shows the field and Reveal, in one assignment.
    private func update(_ change: (inout PasswordRevealState) -> Void = { _ in }) {
        var next = state
        change(&next)
        next.encryptionPassword = password.display
        next.isRevealEnabled = password.value != nil && !next.isRevealing
        state = next
    }
}
