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
    func createNewWallet(encryptionPassword: String, kdf: KDFParameters) async throws(WalletError) -> Wallet
}

extension CreateWalletUseCase {
    /// A new wallet whose keystore uses scrypt n=8192 r=8 p=1, as zilliqa-js writes.
    public func createNewWallet(encryptionPassword: String) async throws(WalletError) -> Wallet {
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
    func verify(password: String, for wallet: Wallet) async throws(WalletError) -> Bool
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
    func extractKeyPair(from wallet: Wallet, password: String) async throws(WalletError) -> KeyPair
}

// MARK: - Composite

/// Everything about the wallet in one protocol, kept for call sites that need several
/// capabilities; new code should depend on the narrow protocols above.
///
/// ```swift
/// let useCase: any WalletUseCase = Container.shared.walletUseCase()
/// ```
public protocol WalletUseCase: CreateWalletUseCase, RestoreWalletUseCase, WalletStorageUseCase,
    VerifyEncryptionPasswordUseCase, ExtractKeyPairUseCase
{}
