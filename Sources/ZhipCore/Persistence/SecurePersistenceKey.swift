/// The wallet's secrets, kept in `secure.json` (mode 0600) in the data directory (mode 0700).
///
/// The store keeps whatever Codable value the use cases give it; it does not encrypt. What is
/// saved must already be protected: an encrypted keystore, a pincode's salted hash.
///
/// ```swift
/// let secure: SecurePersistence = Container.shared.securePersistence()
/// try secure.save(wallet, for: .wallet)
/// ```
public typealias SecurePersistence = KeyValueStore<SecurePersistenceKey>

/// What ``SecurePersistence`` keeps; the value types are defined by the use cases.
public enum SecurePersistenceKey: String, Sendable, CaseIterable {
    /// The wallet: its encrypted keystore and what goes with it.
    case wallet
    /// The pincode that unlocks the app (never the digits themselves).
    case pincode
    /// A Ledger wallet: its accounts' paths and public keys (no key: they stay on the device). A
    /// home holds this or ``wallet``, never both.
    case ledgerWallet
}
