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

    public func createNewWallet(encryptionPassword: String, kdf: KDFParameters) async throws(WalletError)
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
        }
    }

    // MARK: - Storage

    public func save(wallet: Wallet) throws(WalletError) {
        try saveLock.withLock { _ throws(WalletError) in try saveUnlessOneIsSaved(wallet) }
    }

    /// With `saveLock` held.
    private func saveUnlessOneIsSaved(_ wallet: Wallet) throws(WalletError) {
        guard try !hasConfiguredWallet else { throw .walletAlreadySaved }
        do { try securePersistence.save(wallet, for: .wallet) } catch { throw .storage(error) }
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

    public func verify(password: String, for wallet: Wallet) async throws(WalletError) -> Bool {
        do {
            _ = try await Self.unlock(wallet, password: password)
            return true
        } catch .wrongPassword {
            return false
        }
    }

    public func extractKeyPair(from wallet: Wallet, password: String) async throws(WalletError) -> KeyPair {
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
    private static func unlock(_ wallet: Wallet, password: String) async throws(WalletError) -> PrivateKey {
        let key = try await decrypt(wallet.keystore, password: password)
        let address = key.publicKey.address
        guard address == wallet.address else { throw .addressMismatch(named: wallet.address, key: address) }
        return key
    }

    /// `key` sealed under `password`; the KDF runs on a thread of its own.
    private static func encrypt(_ key: PrivateKey, password: String, kdf: KDFParameters) async throws(WalletError)
        -> Keystore
    {
        do {
            return try await Keystore.encrypted(key, password: password, kdf: kdf)
        } catch { throw WalletError(error) }
    }

    /// The key in `keystore`, unlocked with `password`; the KDF runs on a thread of its own.
    private static func decrypt(_ keystore: Keystore, password: String) async throws(WalletError) -> PrivateKey {
        do {
            return try await keystore.decrypted(password: password)
        } catch { throw WalletError(error) }
    }
}
