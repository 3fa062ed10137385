public import ZilliqaKit

/// Chooses the new wallet's encryption password, then makes and saves the wallet: from the
/// recovery phrase the person has just written down and confirmed (``init(recoveryPhrase:createWalletUseCase:walletStorageUseCase:)``),
/// or from a new random key when there is none.
///
/// The password needs at least 8 characters and the same text again in the confirmation field,
/// and the person must tick "I have securely backed up my encryption password" before Continue
/// is enabled. Continue runs the key derivation (``State/isCreating`` meanwhile), saves the wallet
/// and moves on with it; a failure (a wallet already saved, a storage failure) is shown in
/// ``State/errorMessage`` and the person stays on the scene.
///
/// ```swift
/// let viewModel = CreateNewWalletViewModel()
/// viewModel.onChange = { state in render(state) }
/// viewModel.navigator.onStep = { step in … }     // .created(wallet) or .cancel
/// viewModel.didEditEncryptionPassword("apple pie tree")
/// viewModel.didEditPasswordConfirmation("apple pie tree")
/// viewModel.didToggleHasBackedUpPassword(true)
/// await viewModel.didTapContinue()
/// ```
@MainActor
public final class CreateNewWalletViewModel: SceneViewModel {
    /// Where the scene goes next.
    public enum Step: Equatable, Sendable {
        /// The wallet was made and saved; it still needs its backup.
        case created(Wallet)
        /// The person left wallet creation.
        case cancel
    }

    /// Everything the scene shows that changes. Never holds the password.
    public struct State: Equatable, Sendable {
        /// The password field: valid at once, an error once editing ends.
        public var encryptionPassword: FieldDisplay = .neutral
        /// The confirmation field, under the same rule.
        public var passwordConfirmation: FieldDisplay = .neutral
        /// Whether "I have securely backed up my encryption password" is ticked.
        public var hasBackedUpPassword = false
        /// True while the wallet is being made and saved.
        public var isCreating = false
        /// Why making or saving the wallet failed, for the person to read.
        public var errorMessage: String?
        /// Whether Continue can be tapped: both fields valid, the box ticked, not busy.
        public var isContinueEnabled = false
    }

    /// The texts of the scene, as Zhip words them.
    public struct Texts: Equatable, Sendable {
        public let header = "Set an encryption password"
        public let body: String
        public let encryptionPasswordPlaceholder = "Encryption password (min \(Keystore.minimumPasswordLength) chars)"
        public let passwordConfirmationPlaceholder = "Confirm encryption password"
        public let hasBackedUpPasswordCheckbox = "I have securely backed up my encryption password"
        public let continueButtonTitle = "Continue"
    }

    public let title = "New wallet"
    public let texts: Texts
    public let navigator = Navigator<Step>()
    /// Called with the new state after each change.
    public var onChange: ((State) -> Void)?
    public private(set) var state = State() {
        didSet { if state != oldValue { onChange?(state) } }
    }

    private let createWalletUseCase: any CreateWalletUseCase
    /// The phrase the wallet is made from; nil for a random key. Dropped once the wallet is made.
    private var recoveryPhrase: RecoveryPhrase?
    private let walletStorageUseCase: any WalletStorageUseCase
    private var password = FieldState(validator: EncryptionPasswordValidator())
    private var confirmation = FieldState(validator: PasswordConfirmationValidator(password: ""))

    public init(
        recoveryPhrase: RecoveryPhrase? = nil,
        createWalletUseCase: any CreateWalletUseCase = Container.shared.createWalletUseCase(),
        walletStorageUseCase: any WalletStorageUseCase = Container.shared.walletStorageUseCase()
    ) {
        self.recoveryPhrase = recoveryPhrase
        texts = Texts(
            body: recoveryPhrase == nil
                ? "Your encryption password is used to encrypt your private key."
                    + " Make sure to back up your encryption password before proceeding."
                : "Your encryption password locks your recovery phrase and your accounts' keys on this device."
                    + " Make sure to back up your encryption password before proceeding.")
        self.createWalletUseCase = createWalletUseCase
        self.walletStorageUseCase = walletStorageUseCase
    }

    // MARK: - Inputs

    /// The person changed the password.
    public func didEditEncryptionPassword(_ text: String) {
        password.edit(text)
        // The confirmation is checked against the new password, keeping what was typed there.
        let wasEditingConfirmation = confirmation.isEditing
        confirmation = FieldState(validator: PasswordConfirmationValidator(password: text), text: confirmation.text)
        if wasEditingConfirmation { confirmation.edit(confirmation.text) }
        updateContinueEnabled { $0.errorMessage = nil }
    }

    /// The person left the password field.
    public func didEndEditingEncryptionPassword() {
        password.endEditing()
        updateContinueEnabled()
    }

    /// The person changed the confirmation.
    public func didEditPasswordConfirmation(_ text: String) {
        confirmation.edit(text)
        updateContinueEnabled { $0.errorMessage = nil }
    }

    /// The person left the confirmation field.
    public func didEndEditingPasswordConfirmation() {
        confirmation.endEditing()
        updateContinueEnabled()
    }

    /// The person ticked or unticked "I have securely backed up my encryption password".
    public func didToggleHasBackedUpPassword(_ isChecked: Bool) {
        updateContinueEnabled { $0.hasBackedUpPassword = isChecked }
    }

    /// Makes the wallet with the password and saves it; does nothing unless Continue is enabled.
    public func didTapContinue() async {
        guard state.isContinueEnabled, let typed = password.value else { return }
        // The typed text in wiping storage at once, wiped once the KDFs have run.
        let encryptionPassword = SecretText(typed)
        defer { encryptionPassword.wipe() }
        updateContinueEnabled {
            $0.isCreating = true
            $0.errorMessage = nil
        }
        let wallet: Wallet
        do {
            wallet =
                if let recoveryPhrase {
                    try await createWalletUseCase.createNewWallet(
                        recoveryPhrase: recoveryPhrase, encryptionPassword: encryptionPassword, kdf: .scrypt)
                } else {
                    try await createWalletUseCase.createNewWallet(encryptionPassword: encryptionPassword)
                }
            try walletStorageUseCase.save(wallet: wallet)
        } catch {
            updateContinueEnabled {
                $0.isCreating = false
                $0.errorMessage = error.description
            }
            return
        }
        // Drop the password and phrase: nothing here needs them any more.
        recoveryPhrase = nil
        password = FieldState(validator: EncryptionPasswordValidator())
        confirmation = FieldState(validator: PasswordConfirmationValidator(password: ""))
        state = State()
        navigator.next(.created(wallet))
    }

    /// The person left wallet creation.
    public func didTapCancel() {
        navigator.next(.cancel)
    }

    // MARK: - State

    /// Applies `change`, then shows the fields and Continue, in one assignment.
    private func updateContinueEnabled(_ change: (inout State) -> Void = { _ in }) {
        var next = state
        change(&next)
        next.encryptionPassword = password.display
        next.passwordConfirmation = confirmation.display
        next.isContinueEnabled =
            password.value != nil && confirmation.value != nil && next.hasBackedUpPassword && !next.isCreating
        state = next
    }
}
