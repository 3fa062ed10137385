public import ZilliqaKit

// MARK: - Narrow wallet use cases

/// Makes a brand-new wallet: a fresh random key locked with the user's encryption password.
/// It is not saved; pass it to ``WalletStorageUseCase/save(wallet:)`` once the user has backed
/// it up.
///
/// ```swift
/// let wallet = try await Container.shared.createWalletUseCase().createNewWallet(encryptionPassword: password)
/// ```
public protocol CreateWalletUseCase: Sendable {
    /// A new wallet (origin ``WalletOrigin/generated``) whose keystore uses `kdf`. Runs the key
    /// derivation once (scrypt n=8192 about 20 ms).
    ///
    /// - Throws: ``WalletError/passwordTooShort(minimum:)`` before any work when the password has
    ///   fewer than 8 characters; ``WalletError/keystore(_:)`` for KDF costs out of bounds or a
    ///   crypto library failure.
    func createNewWallet(encryptionPassword: SecretText, kdf: KDFParameters) async throws(WalletError) -> Wallet

    /// A new seed-phrase wallet (origin ``WalletOrigin/generated``) from `recoveryPhrase`, which
    /// the person has just written down: its first account is m/44'/313'/0'/0/0 (zilliqa-js's
    /// and ZilPay's first), the phrase is sealed under the password as a keystore seals a key.
    /// Runs the key derivation twice (the phrase and the account's keystore).
    ///
    /// - Throws: ``WalletError/passwordTooShort(minimum:)`` before any work;
    ///   ``WalletError/keystore(_:)``, ``WalletError/recoveryPhrase(_:)``, ``WalletError/derivation(_:)``.
    func createNewWallet(recoveryPhrase: RecoveryPhrase, encryptionPassword: SecretText, kdf: KDFParameters)
        async throws(WalletError) -> Wallet
}

extension CreateWalletUseCase {
    /// A new wallet whose keystore uses scrypt n=8192 r=8 p=1, as zilliqa-js writes.
    public func createNewWallet(encryptionPassword: SecretText) async throws(WalletError) -> Wallet {
        try await createNewWallet(encryptionPassword: encryptionPassword, kdf: .scrypt)
    }
}

/// Makes a wallet from a key the user already has. It is not saved.
///
/// ```swift
/// let wallet = try await Container.shared.restoreWalletUseCase()
///     .restoreWallet(from: .keystore(keystore, password: typed))
/// ```
public protocol RestoreWalletUseCase: Sendable {
    /// A wallet (origin ``WalletOrigin/imported``): a private key is locked in a new keystore;
    /// a keystore is unlocked once to check its password and kept as it is.
    ///
    /// - Throws: ``WalletError/wrongPassword`` (keystore), ``WalletError/passwordTooShort(minimum:)``
    ///   (private key), ``WalletError/addressMismatch(named:key:)`` when the keystore's key
    ///   is not the address it names, ``WalletError/keystore(_:)`` otherwise.
    func restoreWallet(from restoration: KeyRestoration) async throws(WalletError) -> Wallet
}

/// Keeps the one wallet in the secure store. Saving never replaces a wallet: remove the old one
/// explicitly with ``deleteWallet()`` first.
///
/// ```swift
/// let storage = Container.shared.walletStorageUseCase()
/// if try !storage.hasConfiguredWallet { try storage.save(wallet: wallet) }
/// let saved = try storage.loadWallet()
/// ```
public protocol WalletStorageUseCase: Sendable {
    /// Saves `wallet`.
    ///
    /// - Throws: ``WalletError/walletAlreadySaved`` when a wallet (any, even this one) is saved;
    ///   ``WalletError/storage(_:)`` when the store cannot be read or written.
    func save(wallet: Wallet) throws(WalletError)

    /// The saved wallet, or nil when there is none.
    ///
    /// - Throws: ``WalletError/savedWalletUnreadable(location:)`` when what is saved is not a
    ///   wallet; ``WalletError/storage(_:)`` when the store cannot be read.
    func loadWallet() throws(WalletError) -> Wallet?

    /// Removes the saved wallet; nothing happens when there is none. Its key is gone from this
    /// machine afterwards: only a backup brings it back.
    ///
    /// - Throws: ``WalletError/storage(_:)``.
    func deleteWallet() throws(WalletError)

    /// True when something is saved under the wallet key (even something unreadable, which
    /// ``loadWallet()`` then reports).
    ///
    /// - Throws: ``WalletError/storage(_:)``.
    var hasConfiguredWallet: Bool { get throws(WalletError) }
}

/// Checks a password against a wallet without handing out its key, e.g. before showing a
/// backup screen.
///
/// ```swift
/// guard try await useCase.verify(password: typed, for: wallet) else { return showWrongPassword() }
/// ```
public protocol VerifyEncryptionPasswordUseCase: Sendable {
    /// True when `password` unlocks `wallet`, false when it does not. Runs the key derivation
    /// once.
    ///
    /// - Throws: only for failures other than a wrong password: a damaged keystore, a key whose
    ///   address is not the wallet's, a crypto library failure.
    func verify(password: SecretText, for wallet: Wallet) async throws(WalletError) -> Bool
}

/// Unlocks a wallet's key pair, to sign a transaction or show the private key to its owner.
///
/// ```swift
/// let pair = try await useCase.extractKeyPair(from: wallet, password: typed)
/// ```
public protocol ExtractKeyPairUseCase: Sendable {
    /// The key pair inside `wallet`. Runs the key derivation once.
    ///
    /// - Throws: ``WalletError/wrongPassword``; ``WalletError/addressMismatch(named:key:)``
    ///   when the key is not the wallet's address; ``WalletError/keystore(_:)`` otherwise.
    func extractKeyPair(from wallet: Wallet, password: SecretText) async throws(WalletError) -> KeyPair
}

/// A seed-phrase wallet's accounts and phrase: another account derived from the phrase, the
/// phrase shown to its owner, and a changed wallet (account added, renamed, switched) saved in
/// place of the one it was made from.
///
/// ```swift
/// let accounts = Container.shared.walletAccountsUseCase()
/// let more = try await accounts.addAccount(to: wallet, at: DerivationPreset.zilliqa.path(account: 1), name: nil, password: typed)
/// try accounts.saveChange(of: wallet, to: more)
/// ```
public protocol WalletAccountsUseCase: Sendable {
    /// `wallet` with one more account, the key at `path` of its phrase, locked with the same
    /// password and KDF as its current account, named `name` (or "Account N"), and made current.
    /// Not saved: pass it to ``saveChange(of:to:)``.
    ///
    /// - Throws: ``WalletError/noRecoveryPhrase``, ``WalletError/tooManyAccounts(maximum:)``,
    ///   ``WalletError/accountAlreadyInWallet(number:)`` or ``WalletError/invalidAccountName(maximumLength:)``
    ///   before any work; ``WalletError/wrongPassword``; ``WalletError/recoveryPhrase(_:)``.
    func addAccount(to wallet: Wallet, at path: DerivationPath, name: String?, password: SecretText)
        async throws(WalletError) -> Wallet

    /// The phrase (and passphrase) of a seed-phrase wallet, to show its owner. Runs the KDF once.
    ///
    /// - Throws: ``WalletError/noRecoveryPhrase``, ``WalletError/wrongPassword``,
    ///   ``WalletError/recoveryPhrase(_:)``.
    func revealRecoveryPhrase(of wallet: Wallet, password: SecretText) async throws(WalletError) -> RecoveryPhrase

    /// Saves `changed` in place of `saved`, only while the store still holds `saved` (compare and swap).
    ///
    /// - Throws: ``WalletError/walletChangedMeanwhile`` when it does not (nothing is written);
    ///   ``WalletError/storage(_:)``.
    func saveChange(of saved: Wallet, to changed: Wallet) throws(WalletError)
}

// MARK: - Composite

/// Everything about the wallet in one protocol, kept for call sites that need several
/// capabilities; new code should depend on the narrow protocols above.
///
/// ```swift
/// let useCase: any WalletUseCase = Container.shared.walletUseCase()
/// ```
public protocol WalletUseCase: CreateWalletUseCase, RestoreWalletUseCase, WalletStorageUseCase,
    VerifyEncryptionPasswordUseCase, ExtractKeyPairUseCase, WalletAccountsUseCase
{}
