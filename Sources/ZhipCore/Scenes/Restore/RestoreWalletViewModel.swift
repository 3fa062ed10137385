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
    /// What the person restores from.
    public enum Mode: Equatable, Sendable, CaseIterable {
        /// A private key, locked with a new encryption password.
        case privateKey
        /// A keystore and the password it was locked with.
        case keystore
        /// A BIP-39 recovery phrase, one of its accounts, and a new encryption password.
        case recoveryPhrase
    }

    /// Where the phrase's account is: a preset's account index, or a path typed in full.
    public enum PathChoice: Equatable, Sendable {
        /// zilliqa-js and ZilPay, the Ledger app, or MetaMask: the account is ``State/accountIndex``.
        case preset(DerivationPreset)
        /// A path typed in full (``didEditCustomPath(_:)``).
        case custom
    }

    /// One account of the phrase, as the preview lists it.
    public struct PreviewRow: Equatable, Sendable {
        /// The preset's account index, nil for a custom path.
        public let index: UInt32?
        /// `m/44'/313'/0'/0/0`.
        public let path: String
        /// The legacy address, bech32.
        public let address: String
        /// The EVM address of the same key, EIP-55.
        public let evmAddress: String
        /// What the legacy address holds, e.g. "12.5 ZIL"; nil when unknown.
        public let balance: String?
        /// What the EVM address holds, e.g. "0 ZIL"; nil when unknown.
        public let evmBalance: String?
        /// True for the account Restore would open.
        public let isChosen: Bool
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
        /// The recovery phrase field (recovery-phrase mode).
        public var recoveryPhraseDisplay: FieldDisplay = .neutral
        /// Where the phrase's account is (recovery-phrase mode); the zilliqa preset unless chosen.
        public var pathChoice: PathChoice = .preset(.zilliqa)
        /// The preset's account index (recovery-phrase mode); 0 for the first.
        public var accountIndex: UInt32 = 0
        /// The custom path field (recovery-phrase mode, ``PathChoice/custom``).
        public var customPathDisplay: FieldDisplay = .neutral
        /// The path Restore would open, once it is known.
        public var chosenPath: String? = DerivationPreset.zilliqa.path(account: 0).description
        /// The accounts the last preview listed, for the preset or custom path then chosen.
        public var previews: [PreviewRow] = []
        /// True while the preview derives and reads balances.
        public var isPreviewing = false
        /// Why the preview has no balances (the addresses are still listed), or could not run.
        public var previewError: String?
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
            case .recoveryPhrase: "Restore with recovery phrase"
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
    private let zilliqaService: any ZilliqaService
    private var recoveryPhrase = FieldState(validator: RecoveryPhraseValidator())
    private var passphrase = ""
    private var customPath = FieldState(validator: DerivationPathValidator())
    /// Counts the edits that make a preview stale; a preview finishing after one is not shown.
    private var previewGeneration = 0
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

    /// The recovery phrase typed or pasted so far.
    public func didEditRecoveryPhrase(_ text: String) {
        recoveryPhrase.edit(text)
        updateRestoreEnabled {
            $0.errorMessage = nil
            $0.previews = []
            $0.previewError = nil
            previewGeneration += 1
        }
    }

    /// The person left the recovery phrase field.
    public func didEndEditingRecoveryPhrase() {
        recoveryPhrase.endEditing()
        updateRestoreEnabled()
    }

    /// BIP-39's optional passphrase typed so far ("" for none, as most phrases have).
    public func didEditPassphrase(_ text: String) {
        passphrase = text
        updateRestoreEnabled {
            $0.errorMessage = nil
            $0.previews = []
            $0.previewError = nil
            previewGeneration += 1
        }
    }

    /// The person chose a preset: the account is then ``State/accountIndex`` of it.
    public func didSelectPreset(_ preset: DerivationPreset) {
        updateRestoreEnabled {
            $0.pathChoice = .preset(preset)
            $0.previews = []
            $0.previewError = nil
            previewGeneration += 1
        }
    }

    /// The person chose to type the path in full.
    public func didSelectCustomPath() {
        updateRestoreEnabled {
            $0.pathChoice = .custom
            $0.previews = []
            $0.previewError = nil
            previewGeneration += 1
        }
    }

    /// The custom path typed so far.
    public func didEditCustomPath(_ text: String) {
        customPath.edit(text)
        updateRestoreEnabled {
            $0.previews = []
            $0.previewError = nil
            previewGeneration += 1
        }
    }

    /// The person left the custom path field.
    public func didEndEditingCustomPath() {
        customPath.endEditing()
        updateRestoreEnabled()
    }

    /// The person chose the preset's account `index` (0 for the first); one of 2^31 or more is
    /// refused with a message, the index unchanged.
    public func didSelectAccountIndex(_ index: UInt32) {
        guard index < DerivationPath.hardenedOffset else {
            updateRestoreEnabled { $0.errorMessage = Self.accountIndexTooLarge }
            return
        }
        updateRestoreEnabled {
            $0.accountIndex = index
            $0.errorMessage = nil
        }
    }

    /// Shown for an account index of 2^31 or more.
    public static let accountIndexTooLarge = "An account index is a number below 2147483648 (2^31)"

    /// Lists the first ``AccountPreview/presetCount`` accounts of the chosen preset, or the custom
    /// path's one, with both balances of each from one batched request; does nothing until the
    /// phrase (and a custom path) is valid. A network failure leaves the addresses listed and
    /// says why the balances are missing.
    public func didTapPreviewAccounts() async {
        guard !state.isPreviewing, let mnemonic = recoveryPhrase.value else {
            recoveryPhrase.endEditing()
            updateRestoreEnabled()
            return
        }
        let paths: [(index: UInt32?, path: DerivationPath)]
        switch state.pathChoice {
        case .preset(let preset): paths = AccountPreview.paths(of: preset)
        case .custom:
            guard let path = customPath.value else {
                customPath.endEditing()
                updateRestoreEnabled()
                return
            }
            paths = [(index: nil, path: path)]
        }
        let generation = previewGeneration
        updateRestoreEnabled {
            $0.isPreviewing = true
            $0.previewError = nil
        }
        let phrase = RecoveryPhrase(mnemonic: mnemonic, passphrase: passphrase)
        let read: (previews: [AccountPreview], balanceError: String?)
        do {
            read = try await AccountPreview.read(phrase, at: paths, service: zilliqaService)
        } catch {
            updateRestoreEnabled {
                $0.isPreviewing = false
                $0.previewError = error.description
            }
            return
        }
        updateRestoreEnabled {
            $0.isPreviewing = false
            // What was typed meanwhile decides: a preview of another phrase or choice is not shown.
            guard previewGeneration == generation else { return }
            $0.previews = read.previews.map(Self.row)
            $0.previewError = read.balanceError.map { "The balances could not be read: \($0)" }
        }
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
        case .recoveryPhrase:
            guard let mnemonic = recoveryPhrase.value,
                let path = chosenPath(for: state.pathChoice, index: state.accountIndex),
                let password = encryptionPassword.value, confirmation.value != nil
            else { return nil }
            return .recoveryPhrase(
                RecoveryPhrase(mnemonic: mnemonic, passphrase: passphrase), path: path, encryptBy: password)
        }
    }

    /// The path of the chosen account, when the choice is complete.
    private func chosenPath(for choice: PathChoice, index: UInt32) -> DerivationPath? {
        switch choice {
        case .preset(let preset): preset.path(account: index)
        case .custom: customPath.value
        }
    }

    /// A preview as the scene lists it, chosen when it is the account Restore would open.
    private static func row(_ preview: AccountPreview) -> PreviewRow {
        PreviewRow(
            index: preview.index, path: preview.path.description, address: preview.address.bech32,
            evmAddress: preview.evmAddress.checksummed, balance: preview.balance.map(zilText),
            evmBalance: preview.evmBalance.map(zilText), isChosen: false)
    }

    private static func zilText(_ amount: Amount) -> String {
        amount.formatted(in: .zil) + " " + AmountUnit.zil.symbol
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
    private func updateRestoreEnabled(_ change: (inout State) -> Void = { _ in }) {
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
