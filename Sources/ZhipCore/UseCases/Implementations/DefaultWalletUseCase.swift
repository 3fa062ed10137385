import Synchronization
public import ZilliqaKit

/// The ``WalletUseCase``: keystores from ZilliqaKit, the wallet kept in ``SecurePersistence``
/// under ``SecurePersistenceKey/wallet``.
///
/// ```swift
/// let useCase = DefaultWalletUseCase(securePersistence: Container.shared.securePersistence())
/// let wallet = try await useCase.createNewWallet(encryptionPassword: password)
/// try useCase.save(wallet: wallet)
/// ```
///
/// Key derivation (scrypt about 20 ms, PBKDF2 about 0.1 s) runs on the calling task, once per
/// call. Saving checks for an existing wallet and writes under one lock, so two saves from this
/// instance never both succeed; two processes saving at the same moment are not guarded
/// against (the store locks each read and write, not the pair).
public final class DefaultWalletUseCase: WalletUseCase {
    private let securePersistence: SecurePersistence
    /// Held while ``save(wallet:)`` checks for a wallet and writes.
    private let saveLock = Mutex(())

    /// A use case keeping the wallet in `securePersistence`.
    public init(securePersistence: SecurePersistence) {
        self.securePersistence = securePersistence
    }

    // MARK: - Create and restore

    public func createNewWallet(encryptionPassword: SecretText, kdf: KDFParameters) async throws(WalletError)
        -> Wallet
    {
        let key = PrivateKey()
        let keystore = try await Self.encrypt(key, password: encryptionPassword, kdf: kdf)
        return try Wallet(keystore: keystore, publicKey: key.publicKey, origin: .generated)
    }

    public func restoreWallet(from restoration: KeyRestoration) async throws(WalletError) -> Wallet {
        switch restoration {
        case .privateKey(let key, let password, let kdf):
            let keystore = try await Self.encrypt(key, password: password, kdf: kdf)
            return try Wallet(keystore: keystore, publicKey: key.publicKey, origin: .imported)
        case .keystore(let keystore, let password):
            let key = try await Self.decrypt(keystore, password: password)
            return try Wallet(keystore: keystore, publicKey: key.publicKey, origin: .imported)
        case .recoveryPhrase(let phrase, let path, let password, let kdf):
            return try await Self.wallet(from: phrase, at: path, password: password, kdf: kdf, origin: .imported)
        }
    }

    public func createNewWallet(recoveryPhrase: RecoveryPhrase, encryptionPassword: SecretText, kdf: KDFParameters)
        async throws(WalletError) -> Wallet
    {
        try await Self.wallet(
            from: recoveryPhrase, at: DerivationPreset.zilliqa.path(account: 0), password: encryptionPassword,
            kdf: kdf, origin: .generated)
    }

    /// A seed-phrase wallet whose first account is the key at `path`.
    private static func wallet(
        from phrase: RecoveryPhrase, at path: DerivationPath, password: SecretText, kdf: KDFParameters,
        origin: WalletOrigin
    ) async throws(WalletError) -> Wallet {
        guard Keystore.isLongEnough(password) else {
            throw .passwordTooShort(minimum: Keystore.minimumPasswordLength)
        }
        let sealed: SealedSecret
        do { sealed = try await phrase.sealedAsync(password: password, kdf: kdf) } catch { throw WalletError(error) }
        let account = try await account(
            of: phrase, at: path, name: WalletAccount.defaultName(number: 1), password: password, kdf: kdf)
        return Wallet(sealedRecoveryPhrase: sealed, firstAccount: account, origin: origin)
    }

    /// The account at `path` of `phrase`, its key locked with `password`.
    private static func account(
        of phrase: RecoveryPhrase, at path: DerivationPath, name: String, password: SecretText, kdf: KDFParameters
    ) async throws(WalletError) -> WalletAccount {
        let key: PrivateKey
        do {
            key = try await DedicatedThread.run { () throws(BIP32Error) in try phrase.privateKey(at: path) }
        } catch { throw .derivation(error) }
        let keystore = try await encrypt(key, password: password, kdf: kdf)
        return try WalletAccount(name: name, path: path, keystore: keystore, publicKey: key.publicKey)
    }

    // MARK: - Accounts

    public func addAccount(to wallet: Wallet, at path: DerivationPath, name: String?, password: SecretText)
        async throws(WalletError) -> Wallet
    {
        let chosenName = try wallet.checkAccountCanBeAdded(at: path, name: name)
        guard let sealed = wallet.sealedRecoveryPhrase else { throw .noRecoveryPhrase }
        let phrase: RecoveryPhrase
        do { phrase = try await RecoveryPhrase.unsealed(sealed, password: password) } catch { throw WalletError(error) }
        let account = try await Self.account(
            of: phrase, at: path, name: chosenName, password: password,
            kdf: wallet.keystore.kdf)
        return try wallet.adding(account)
    }

    public func revealRecoveryPhrase(of wallet: Wallet, password: SecretText) async throws(WalletError)
        -> RecoveryPhrase
    {
        guard let sealed = wallet.sealedRecoveryPhrase else { throw .noRecoveryPhrase }
        do { return try await RecoveryPhrase.unsealed(sealed, password: password) } catch { throw WalletError(error) }
    }

    public func saveChange(of saved: Wallet, to changed: Wallet) throws(WalletError) {
        try saveLock.withLock { _ throws(WalletError) in
            do {
                // Compared as the wallet, not the bytes: a file an older Zhip wrote is still this wallet.
                guard let before = try securePersistence.savedJSON(.wallet),
                    (try? securePersistence.decode(before, as: Wallet.self, for: .wallet)) == saved
                else { throw WalletError.walletChangedMeanwhile }
                let after = try securePersistence.encode(changed, for: .wallet)
                guard try securePersistence.replaceJSON(after, for: .wallet, ifSavedIs: before) else {
                    throw WalletError.walletChangedMeanwhile
                }
            } catch let error as WalletError {
                throw error
            } catch let error as PersistenceError {
                throw .storage(error)
            } catch {
                throw .walletChangedMeanwhile
            }
        }
    }

    // MARK: - Storage

    public func save(wallet: Wallet) throws(WalletError) {
        try saveLock.withLock { _ throws(WalletError) in try saveUnlessOneIsSaved(wallet) }
    }

    /// With `saveLock` held. The write happens only where nothing is saved, checked under the
    /// storage's own lock (compare-and-swap), so of two processes saving into an empty home at once
    /// exactly one succeeds.
    private func saveUnlessOneIsSaved(_ wallet: Wallet) throws(WalletError) {
        guard try !hasConfiguredWallet else { throw .walletAlreadySaved }
        let ledgerSaved: Bool
        do { ledgerSaved = try securePersistence.contains(.ledgerWallet) } catch { throw .storage(error) }
        guard !ledgerSaved else { throw .walletAlreadySaved }
        let saved: Bool
        do throws(PersistenceError) {
            let json = try securePersistence.encode(wallet, for: .wallet)
            saved = try securePersistence.replaceJSON(json, for: .wallet, ifSavedIs: nil)
        } catch {
            throw .storage(error)
        }
        guard saved else { throw .walletAlreadySaved }
    }

    public func loadWallet() throws(WalletError) -> Wallet? {
        do {
            return try securePersistence.load(.wallet, as: Wallet.self)
        } catch .valueNotDecodable(_, _, let location) {
            throw .savedWalletUnreadable(location: location)
        } catch {
            throw .storage(error)
        }
    }

    public func deleteWallet() throws(WalletError) {
        do { try securePersistence.delete(.wallet) } catch { throw .storage(error) }
    }

    public var hasConfiguredWallet: Bool {
        get throws(WalletError) {
            do { return try securePersistence.contains(.wallet) } catch { throw .storage(error) }
        }
    }

    // MARK: - Unlocking

    public func verify(password: SecretText, for wallet: Wallet) async throws(WalletError) -> Bool {
        do {
            _ = try await Self.unlock(wallet, password: password)
            return true
        } catch .wrongPassword {
            return false
        }
    }

    public func extractKeyPair(from wallet: Wallet, password: SecretText) async throws(WalletError) -> KeyPair {
        let pair = KeyPair(privateKey: try await Self.unlock(wallet, password: password))
        if wallet.publicKey == nil { rememberPublicKey(pair.publicKey, of: wallet) }
        return pair
    }

    /// Saves `wallet` again with its public key, so that its EVM account can be shown without
    /// the password from now on; only while what is saved is still `wallet` (compare and swap).
    /// Best effort: a store that cannot be written now is asked again at the next unlock.
    private func rememberPublicKey(_ publicKey: PublicKey, of wallet: Wallet) {
        guard let known = try? wallet.knowing(publicKey),
            let before = try? securePersistence.encode(wallet, for: .wallet),
            let after = try? securePersistence.encode(known, for: .wallet)
        else { return }
        _ = try? securePersistence.replaceJSON(after, for: .wallet, ifSavedIs: before)
    }

    // MARK: - Keystore calls

    /// The wallet's key, checked against the wallet's address (the keystore checks only the
    /// address it names itself, and may name none).
    private static func unlock(_ wallet: Wallet, password: SecretText) async throws(WalletError) -> PrivateKey {
        let key = try await decrypt(wallet.keystore, password: password)
        let address = key.publicKey.address
        guard address == wallet.address else { throw .addressMismatch(named: wallet.address, key: address) }
        return key
    }

    /// `key` sealed under `password`; the KDF runs on a thread of its own.
    private static func encrypt(_ key: PrivateKey, password: SecretText, kdf: KDFParameters) async throws(WalletError)
        -> Keystore
    {
        do {
            return try await Keystore.encrypted(key, password: password, kdf: kdf)
        } catch { throw WalletError(error) }
    }

    /// The key in `keystore`, unlocked with `password`; the KDF runs on a thread of its own.
    private static func decrypt(_ keystore: Keystore, password: SecretText) async throws(WalletError) -> PrivateKey {
        do {
            return try await keystore.decrypted(password: password)
        } catch { throw WalletError(error) }
    }
}
