public import ZilliqaKit

/// Zhip's "Restore existing wallet" scene, in three modes: a private key with a new encryption
/// password (typed twice), a keystore with the password that unlocks it, or a recovery phrase
/// (with its optional passphrase) whose account is chosen by preset and index, or by a custom
/// path, with a new encryption password. The wallet is restored with ``RestoreWalletUseCase``
/// and saved with ``WalletStorageUseCase``.
///
/// In recovery-phrase mode, ``didTapPreviewAccounts()`` lists the first accounts of the chosen
/// preset (or the custom path's one) with both their balances, read in one batched request, so
/// the person can see which account holds their funds before choosing its index.
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
    // Internal, not private: the recovery-phrase mode and the preview (the files beside this one) use them.
    let zilliqaService: any ZilliqaService
    var recoveryPhrase = FieldState(validator: RecoveryPhraseValidator())
    var passphrase = ""
    var customPath = FieldState(validator: DerivationPathValidator())
    /// Counts the edits that make a preview stale; a preview finishing after one is not shown.
    var previewGeneration = 0
    private var privateKey = FieldState(validator: PrivateKeyValidator())
    private var encryptionPassword = FieldState(validator: EncryptionPasswordValidator())
    private var confirmation = FieldState(validator: PasswordConfirmationValidator(password: ""))
    private var keystore = FieldState(validator: KeystoreValidator())
    private var keystorePassword = FieldState(validator: KeystorePasswordValidator())

    /// A scene in private-key mode.
    public init(
        restoreWalletUseCase: any RestoreWalletUseCase = Container.shared.restoreWalletUseCase(),
        walletStorageUseCase: any WalletStorageUseCase = Container.shared.walletStorageUseCase(),
        zilliqaService: any ZilliqaService = Container.shared.zilliqaService()
    ) {
        self.restoreWalletUseCase = restoreWalletUseCase
        self.walletStorageUseCase = walletStorageUseCase
        self.zilliqaService = zilliqaService
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
        recoveryPhrase.endEditing()
        customPath.endEditing()
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
            return .privateKey(key, encryptBy: SecretText(password))
        case .keystore:
            guard let keystore = keystore.value, let password = keystorePassword.value else { return nil }
            return .keystore(keystore, password: SecretText(password))
        case .recoveryPhrase:
            guard let mnemonic = recoveryPhrase.value,
                let path = chosenPath(for: state.pathChoice, index: state.accountIndex),
                let password = encryptionPassword.value, confirmation.value != nil
            else { return nil }
            return .recoveryPhrase(
                RecoveryPhrase(mnemonic: mnemonic, passphrase: passphrase), path: path, encryptBy: SecretText(password))
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
        recoveryPhrase = FieldState(validator: RecoveryPhraseValidator())
        passphrase = ""
        customPath = FieldState(validator: DerivationPathValidator())
    }

    /// Applies `change`, then shows the fields and Restore, in one assignment.
    func updateRestoreEnabled(_ change: (inout State) -> Void = { _ in }) {
        var next = state
        change(&next)
        next.privateKeyDisplay = privateKey.display
        next.encryptionPasswordDisplay = encryptionPassword.display
        next.confirmEncryptionPasswordDisplay = confirmation.display
        next.keystoreDisplay = keystore.display
        next.keystorePasswordDisplay = keystorePassword.display
        next.recoveryPhraseDisplay = recoveryPhrase.display
        next.customPathDisplay = customPath.display
        let path = chosenPath(for: next.pathChoice, index: next.accountIndex)
        next.chosenPath = path?.description
        next.previews = next.previews.map { row in
            PreviewRow(
                index: row.index, path: row.path, address: row.address, evmAddress: row.evmAddress,
                balance: row.balance, evmBalance: row.evmBalance, isChosen: row.path == path?.description)
        }
        next.isRestoreEnabled = !next.isRestoring && restoration(in: next.mode) != nil
        state = next
    }
}
