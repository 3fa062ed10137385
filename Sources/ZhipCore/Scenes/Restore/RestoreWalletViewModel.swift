import ZilliqaKit

/// Zhip's "Restore existing wallet" scene, in two modes: a private key with a new encryption
/// password (typed twice), or a keystore with the password that unlocks it. The wallet is
/// restored with ``RestoreWalletUseCase`` and saved with ``WalletStorageUseCase``.
///
/// ```swift
/// let viewModel = RestoreWalletViewModel()
/// viewModel.didSelectMode(.keystore)
/// viewModel.didEditKeystore(pastedJSON)
/// viewModel.didEditKeystorePassword(typed)
/// await viewModel.didTapRestore()   // .restored(wallet), or "Keystore was not encrypted by this password"
/// ```
@MainActor
public final class RestoreWalletViewModel: SceneViewModel {
    /// What the person restores from.
    public enum Mode: Equatable, Sendable, CaseIterable {
        /// A private key, locked with a new encryption password.
        case privateKey
        /// A keystore and the password it was locked with.
        case keystore
    }

    /// Where the scene sends the flow.
    public enum Step: Equatable {
        /// The wallet is restored and saved.
        case restored(Wallet)
        /// The person left; nothing was saved.
        case cancel
    }

    /// Everything the scene shows (never a key or a password).
    public struct State: Equatable {
        /// The mode shown.
        public var mode: Mode
        /// The private key field (private-key mode).
        public var privateKeyDisplay: FieldDisplay
        /// The new encryption password field (private-key mode).
        public var encryptionPasswordDisplay: FieldDisplay
        /// The field confirming the new encryption password (private-key mode).
        public var confirmEncryptionPasswordDisplay: FieldDisplay
        /// The keystore JSON field (keystore mode).
        public var keystoreDisplay: FieldDisplay
        /// The keystore's password field (keystore mode).
        public var keystorePasswordDisplay: FieldDisplay
        /// True when "Restore" may be tapped: every field of the mode is valid and nothing runs.
        public var isRestoreEnabled: Bool
        /// True while the wallet is being restored and saved.
        public var isRestoring: Bool
        /// A failure from the use cases, for the person to read.
        public var errorMessage: String?

        /// The header for the mode: "Restore with private key" or "Restore with keystore".
        public var header: String {
            switch mode {
            case .privateKey: "Restore with private key"
            case .keystore: "Restore with keystore"
            }
        }
    }

    /// Zhip's message when the keystore's password is wrong.
    public static let keystoreIncorrectPassword = "Keystore was not encrypted by this password"

    public let title = "Restore existing wallet"
    public let navigator = Navigator<Step>()
    /// Called with the new state after each change.
    public var onChange: ((State) -> Void)?
    public private(set) var state: State {
        didSet { if state != oldValue { onChange?(state) } }
    }

    private let restoreWalletUseCase: any RestoreWalletUseCase
    private let walletStorageUseCase: any WalletStorageUseCase
    private var privateKey = FieldState(validator: PrivateKeyValidator())
    private var encryptionPassword = FieldState(validator: EncryptionPasswordValidator())
    private var confirmation = FieldState(validator: PasswordConfirmationValidator(password: ""))
    private var keystore = FieldState(validator: KeystoreValidator())
    private var keystorePassword = FieldState(validator: KeystorePasswordValidator())

    /// A scene in private-key mode.
    public init(
        restoreWalletUseCase: any RestoreWalletUseCase = Container.shared.restoreWalletUseCase(),
        walletStorageUseCase: any WalletStorageUseCase = Container.shared.walletStorageUseCase()
    ) {
        self.restoreWalletUseCase = restoreWalletUseCase
        self.walletStorageUseCase = walletStorageUseCase
        state = State(
            mode: .privateKey, privateKeyDisplay: .neutral,
            encryptionPasswordDisplay: .neutral, confirmEncryptionPasswordDisplay: .neutral, keystoreDisplay: .neutral,
            keystorePasswordDisplay: .neutral, isRestoreEnabled: false, isRestoring: false, errorMessage: nil)
    }

    // MARK: - Inputs

    /// The person switched between "Private key" and "Keystore".
    public func didSelectMode(_ mode: Mode) {
        updateRestoreEnabled {
            $0.mode = mode
            $0.errorMessage = nil
        }
    }

    /// The private key typed or pasted so far.
    public func didEditPrivateKey(_ text: String) {
        privateKey.edit(text)
        edited()
    }

    /// The person left the private key field.
    public func didEndEditingPrivateKey() {
        privateKey.endEditing()
        updateRestoreEnabled()
    }

    /// The new encryption password typed so far.
    public func didEditEncryptionPassword(_ text: String) {
        encryptionPassword.edit(text)
        // The confirmation is checked against the new password; its own editing state is kept
        // as "done", so a confirmation that no longer matches shows so at once.
        confirmation = FieldState(
            validator: PasswordConfirmationValidator(password: text), text: confirmation.text)
        edited()
    }

    /// The person left the new encryption password field.
    public func didEndEditingEncryptionPassword() {
        encryptionPassword.endEditing()
        updateRestoreEnabled()
    }

    /// The confirmation of the new encryption password typed so far.
    public func didEditConfirmEncryptionPassword(_ text: String) {
        confirmation.edit(text)
        edited()
    }

    /// The person left the confirmation field.
    public func didEndEditingConfirmEncryptionPassword() {
        confirmation.endEditing()
        updateRestoreEnabled()
    }

    /// The keystore JSON typed or pasted so far.
    public func didEditKeystore(_ text: String) {
        keystore.edit(text)
        edited()
    }

    /// The person left the keystore field.
    public func didEndEditingKeystore() {
        keystore.endEditing()
        updateRestoreEnabled()
    }

    /// The keystore's password typed so far.
    public func didEditKeystorePassword(_ text: String) {
        keystorePassword.edit(text)
        edited()
    }

    /// The person left the keystore password field.
    public func didEndEditingKeystorePassword() {
        keystorePassword.endEditing()
        updateRestoreEnabled()
    }

    /// "Restore": restores the wallet from the mode's fields and saves it; every failure is
    /// shown, a wrong keystore password in Zhip's words.
    public func didTapRestore() async {
        guard !state.isRestoring, let restoration = restoration(in: state.mode) else {
            endEditingAll()
            return
        }
        updateRestoreEnabled {
            $0.isRestoring = true
            $0.errorMessage = nil
        }
        let wallet: Wallet
        do {
            wallet = try await restoreWalletUseCase.restoreWallet(from: restoration)
            try walletStorageUseCase.save(wallet: wallet)
        } catch {
            updateRestoreEnabled {
                $0.isRestoring = false
                $0.errorMessage = error == .wrongPassword ? Self.keystoreIncorrectPassword : error.description
            }
            return
        }
        clearFields()
        updateRestoreEnabled { $0.isRestoring = false }
        navigator.next(.restored(wallet))
    }

    /// The person left; nothing is saved.
    public func didTapCancel() {
        clearFields()
        navigator.next(.cancel)
    }

    // MARK: - State

    /// What the fields of `mode` restore from, when they are all valid.
    private func restoration(in mode: Mode) -> KeyRestoration? {
        switch mode {
        case .privateKey:
            guard let key = privateKey.value, let password = encryptionPassword.value, confirmation.value != nil
            else { return nil }
            return .privateKey(key, encryptBy: password)
        case .keystore:
            guard let keystore = keystore.value, let password = keystorePassword.value else { return nil }
            return .keystore(keystore, password: password)
        }
    }

    private func edited() {
        updateRestoreEnabled { $0.errorMessage = nil }
    }

    private func endEditingAll() {
        privateKey.endEditing()
        encryptionPassword.endEditing()
        confirmation.endEditing()
        keystore.endEditing()
        keystorePassword.endEditing()
        updateRestoreEnabled()
    }

    /// Drops the typed key and passwords once they are no longer needed.
    private func clearFields() {
        privateKey = FieldState(validator: PrivateKeyValidator())
        encryptionPassword = FieldState(validator: EncryptionPasswordValidator())
        confirmation = FieldState(validator: PasswordConfirmationValidator(password: ""))
        keystore = FieldState(validator: KeystoreValidator())
        keystorePassword = FieldState(validator: KeystorePasswordValidator())
    }

    /// Applies `change`, then shows the fields and Restore, in one assignment.
    private func updateRestoreEnabled(_ change: (inout State) -> Void = { _ in }) {
        var next = state
        change(&next)
        next.privateKeyDisplay = privateKey.display
        next.encryptionPasswordDisplay = encryptionPassword.display
        next.confirmEncryptionPasswordDisplay = confirmation.display
        next.keystoreDisplay = keystore.display
        next.keystorePasswordDisplay = keystorePassword.display
        next.isRestoreEnabled = !next.isRestoring && restoration(in: next.mode) != nil
        state = next
    }
}
