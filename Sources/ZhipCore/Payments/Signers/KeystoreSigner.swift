import Synchronization
public import ZilliqaKit

/// The signer of a key kept in a keystore: unlocking runs the keystore's KDF (on a thread of its
/// own) with the password, or the saved wallet's unlocking (which checks the key against the wallet
/// and remembers its public key); the key is kept only until it signs, then forgotten and wiped.
///
/// ```swift
/// let signer = KeystoreSigner(keystore: keystore, password: typed)
/// let wallet = KeystoreSigner { try await extractKeyPair.extractKeyPair(from: wallet, password: typed) }
/// ```
public final class KeystoreSigner: PaymentSigner {
    private let unlocking: @Sendable () async throws(TransactionsError) -> KeyPair
    private let key = Mutex<KeyPair?>(nil)

    /// A signer whose key `unlocking` gives.
    public init(unlocking: @escaping @Sendable () async throws(TransactionsError) -> KeyPair) {
        self.unlocking = unlocking
    }

    /// The key in `keystore`, unlocked with `password`.
    public convenience init(keystore: Keystore, password: String) {
        self.init { () async throws(TransactionsError) in
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

    /// The private key in `keystore`, unlocked with `password`; the KDF runs on a thread of its own.
    public static func decrypt(_ keystore: Keystore, password: String) async throws(TransactionsError) -> PrivateKey {
        do throws(KeystoreError) {
            return try await keystore.decrypted(password: password)
        } catch .wrongPassword {
            throw .wrongPassword
        } catch {
            throw .keystore(error)
        }
    }
}
