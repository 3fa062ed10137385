public import ZilliqaKit

/// What a user brings to restore a wallet: a private key with the password that will lock it,
/// or a keystore with the password that unlocks it.
///
/// Never prints its password or key: `description` and `dump` name only the kind and the KDF.
/// ```swift
/// let wallet = try await useCase.restoreWallet(from: .keystore(keystore, password: typed))
/// let other = try await useCase.restoreWallet(from: .privateKey(key, encryptBy: newPassword))
/// ```
public enum KeyRestoration: Sendable {
    /// A private key, to be locked in a new keystore with `encryptBy` (at least
    /// ``ZilliqaKit/Keystore/minimumPasswordLength`` characters) using `kdf`.
    case privateKey(PrivateKey, encryptBy: SecretText, kdf: KDFParameters = .scrypt)
    /// An existing keystore and the password that unlocks it; it is kept as it is.
    case keystore(Keystore, password: SecretText)
    /// A recovery phrase and the path of the account to open, the phrase sealed and the key
    /// locked with `encryptBy` using `kdf`.
    case recoveryPhrase(RecoveryPhrase, path: DerivationPath, encryptBy: SecretText, kdf: KDFParameters = .scrypt)
}

extension KeyRestoration: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public var description: String {
        switch self {
        case .privateKey(_, _, let kdf): "KeyRestoration.privateKey(redacted, kdf: \(kdf))"
        case .keystore(let keystore, _): "KeyRestoration.keystore(\(keystore), password: redacted)"
        case .recoveryPhrase(let phrase, let path, _, let kdf):
            "KeyRestoration.recoveryPhrase(\(phrase), path: \(path), kdf: \(kdf))"
        }
    }

    public var debugDescription: String { description }

    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .enum) }
}
