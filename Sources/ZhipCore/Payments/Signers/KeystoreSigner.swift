import Synchronization
public import ZilliqaKit

/// The signer of a key kept in a keystore: unlocking runs the keystore's KDF (on a thread of its
/// own) with the password, or the saved wallet's unlocking (which checks the key against the wallet
/// and remembers its public key); the password is wiped as soon as that has run, and the key is
/// kept only until it signs, then forgotten and wiped (``lock()``).
///
/// ```swift
/// let signer = KeystoreSigner(keystore: keystore, password: typed)   // typed: a SecretText
/// let wallet = KeystoreSigner(password: typed) { password in
///     try await extractKeyPair.extractKeyPair(from: wallet, password: password)
/// }
/// ```
public final class KeystoreSigner: PaymentSigner {
    private let unlocking: @Sendable () async throws(TransactionsError) -> KeyPair
    private let key = Mutex<KeyPair?>(nil)

    /// A signer whose key `unlocking` gives.
    public init(unlocking: @escaping @Sendable () async throws(TransactionsError) -> KeyPair) {
        self.unlocking = unlocking
    }

    /// A signer whose key `unlocking` gives with `password`, which is wiped once `unlocking` has
    /// run, whether it unlocked or not: a second unlock finds an empty password (a wrong one).
    public convenience init(
        password: SecretText, unlocking: @escaping @Sendable (SecretText) async throws(TransactionsError) -> KeyPair
    ) {
        self.init { () async throws(TransactionsError) in
            defer { password.wipe() }
            return try await unlocking(password)
        }
    }

    /// The key in `keystore`, unlocked with `password`, which is wiped once the KDF has run.
    public convenience init(keystore: Keystore, password: SecretText) {
        self.init(password: password) { password async throws(TransactionsError) in
            KeyPair(privateKey: try await KeystoreSigner.decrypt(keystore, password: password))
        }
    }

    /// A key already unlocked (a test's, or one the flow unlocked to learn its address).
    public convenience init(key: KeyPair) {
        self.init { () async throws(TransactionsError) in key }
    }

    public func unlock() async throws(TransactionsError) -> SignerAccounts {
        if let unlocked = key.withLock({ $0 }) { return SignerAccounts(unlocked) }
        let unlocked = try await unlocking()
        key.withLock { $0 = unlocked }
        return SignerAccounts(unlocked)
    }

    public func sign(_ transaction: EVMTransaction) async throws(TransactionsError) -> SignedEVMTransaction {
        transaction.signed(with: try await unlockedKey())
    }

    public func sign(_ payment: Payment, chainID: UInt16) async throws(TransactionsError) -> SignedTransaction {
        SignedTransaction.sign(payment, with: try await unlockedKey(), chainID: chainID)
    }

    public func lock() {
        key.withLock { $0 = nil }
    }

    /// The key, unlocked now if it was not.
    private func unlockedKey() async throws(TransactionsError) -> KeyPair {
        _ = try await unlock()
        guard let unlocked = key.withLock({ $0 }) else { throw .cancelled }
        return unlocked
    }

    /// The private key in `keystore`, unlocked with `password` (read, not wiped: its owner wipes
    /// it); the KDF runs on a thread of its own.
    public static func decrypt(_ keystore: Keystore, password: SecretText) async throws(TransactionsError)
        -> PrivateKey
    {
        do throws(KeystoreError) {
            return try await keystore.decrypted(password: password)
        } catch .wrongPassword {
            throw .wrongPassword
        } catch {
            throw .keystore(error)
        }
    }
}
