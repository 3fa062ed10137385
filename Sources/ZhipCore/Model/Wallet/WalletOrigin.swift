/// Where a ``Wallet``'s key came from, kept with it so that the app can tell someone whether
/// this wallet still needs its first backup.
///
/// Stored as `"generated"` or `"imported"`.
/// ```swift
/// if wallet.origin == .generated { showBackupReminder() }
/// ```
public enum WalletOrigin: String, Sendable, Hashable, Codable, CaseIterable {
    /// A new random key made by this wallet (``CreateWalletUseCase``): nobody has a backup yet.
    case generated
    /// A key the user brought, as a private key or a keystore (``RestoreWalletUseCase``).
    case imported
}
