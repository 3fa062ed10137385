import ZhipCore

/// What the CLI asks of ZhipCore's two "type the password to reveal" scenes (the key pair's and
/// the recovery phrase's), so that the terminal renders them, and `wallet backup` walks them, once.
@MainActor
protocol PasswordRevealScene: AnyObject {
    /// The sentence asking for the password.
    var revealPrompt: String { get }
    /// The password field's placeholder.
    var passwordPlaceholder: String { get }
    /// The password field as the scene shows it.
    var passwordDisplay: FieldDisplay { get }
    /// Why the last reveal failed, in ZhipCore's words.
    var revealError: String? { get }
    /// Whether Reveal can be tapped.
    var canReveal: Bool { get }
    /// What the terminal's waiting line says while the key derivation runs.
    var waitingText: String { get }

    func didEditEncryptionPassword(_ text: String)
    func didEndEditingEncryptionPassword()
    func didTapReveal() async
    func didTapCancel()
}

extension DecryptKeystoreToRevealKeyPairViewModel: PasswordRevealScene {
    var revealPrompt: String { texts.decryptToReveal }
    var passwordPlaceholder: String { texts.encryptionPasswordPlaceholder }
    var passwordDisplay: FieldDisplay { state.encryptionPassword }
    var revealError: String? { state.errorMessage }
    var canReveal: Bool { state.isRevealEnabled }
    var waitingText: String { "Decrypting the keystore" }
}

extension DecryptToRevealRecoveryPhraseViewModel: PasswordRevealScene {
    var revealPrompt: String { texts.decryptToReveal }
    var passwordPlaceholder: String { texts.encryptionPasswordPlaceholder }
    var passwordDisplay: FieldDisplay { state.encryptionPassword }
    var revealError: String? { state.errorMessage }
    var canReveal: Bool { state.isRevealEnabled }
    var waitingText: String { "Opening the recovery phrase" }
}

extension PasswordRevealScene {
    /// Types `password` and taps Reveal, as `wallet backup` does.
    /// - Throws: ``WalletCommandError`` when the scene refuses the password or it opens nothing.
    func reveal(with password: String) async throws {
        didEditEncryptionPassword(password)
        didEndEditingEncryptionPassword()
        if let message = passwordDisplay.errorMessage {
            throw WalletCommandError.rejected(what: "the encryption password", message: message)
        }
        await didTapReveal()
        if let message = revealError {
            throw WalletCommandError.failed(message + ": it does not unlock the saved wallet; nothing was revealed")
        }
    }
}
