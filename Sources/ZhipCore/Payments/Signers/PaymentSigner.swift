public import ZilliqaKit

/// What unlocks and signs, nothing else: ``KeystoreSigner`` (a keystore's or the saved wallet's key:
/// Schnorr for the legacy account, ECDSA for the EVM one) today, a hardware signer next. The
/// session unlocks it once, after the review, and signs exactly the transaction reviewed.
///
/// ```swift
/// let signer = KeystoreSigner(keystore: keystore, password: typed)
/// let accounts = try await signer.unlock()            // the key's EVM address (and its legacy one)
/// let signed = try await signer.sign(transaction)     // the key is forgotten once it has signed
/// ```
public protocol PaymentSigner: Sendable {
    /// Unlocks the key (runs the keystore's KDF, asks the device) and says which accounts it signs for.
    /// - Throws: ``TransactionsError/wrongPassword`` and the like; nothing was signed.
    func unlock() async throws(TransactionsError) -> SignerAccounts

    /// `transaction` signed by the EVM account.
    func sign(_ transaction: EVMTransaction) async throws(TransactionsError) -> SignedEVMTransaction

    /// `payment` signed by the legacy account for the Zilliqa chain `chainID`.
    /// - Throws: ``TransactionsError/wrongKey(expected:key:)`` when the signer has no legacy account.
    func sign(_ payment: Payment, chainID: UInt16) async throws(TransactionsError) -> SignedTransaction

    /// Forgets the unlocked key (wiped as its last copy goes), whether or not it signed.
    func lock()
}

/// The accounts a signer signs for, once unlocked.
public struct SignerAccounts: Sendable, Hashable {
    /// The key's EVM (0x) account.
    public let evm: EVMAddress
    /// The key's legacy (zil1) account; nil for a signer that signs only EVM transactions.
    public let legacy: Address?
    /// The public key, when the signer tells it.
    public let publicKey: PublicKey?

    public init(evm: EVMAddress, legacy: Address?, publicKey: PublicKey?) {
        self.evm = evm
        self.legacy = legacy
        self.publicKey = publicKey
    }

    /// The key pair's two accounts.
    public init(_ key: KeyPair) {
        self.init(evm: key.evmAddress, legacy: key.address, publicKey: key.publicKey)
    }

    /// The 20 bytes of `account`, nil when this signer has no such account.
    public func address(of account: PayingAccount) -> EVMAddress? {
        switch account {
        case .evm: evm
        case .legacy: legacy.map { EVMAddress($0) }
        }
    }
}
