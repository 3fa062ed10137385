/// What a seed-phrase wallet derives its keys from: the BIP-39 phrase and its optional
/// passphrase (the "25th word"; empty for most people). A secret: `description` and `dump` show
/// only the length and whether there is a passphrase.
///
/// ```swift
/// let phrase = RecoveryPhrase(mnemonic: try Mnemonic(phrase: typed))
/// let key = try phrase.privateKey(at: DerivationPreset.zilliqa.path(account: 0))
/// let sealed = try phrase.sealed(password: walletPassword)      // to keep, as a keystore keeps a key
/// let again = try RecoveryPhrase(unsealing: sealed, password: walletPassword)
/// ```
public struct RecoveryPhrase: Sendable {
    /// The words.
    public let mnemonic: Mnemonic
    /// BIP-39's optional passphrase, as typed.
    public let passphrase: String

    /// The longest passphrase kept, in UTF-8 bytes.
    public static let maximumPassphraseBytes = 1024
    /// The first byte of a sealed phrase: the layout below.
    static let layoutVersion: UInt8 = 1

    /// A phrase with `passphrase` ("" for none).
    public init(mnemonic: Mnemonic, passphrase: String = "") {
        self.mnemonic = mnemonic
        self.passphrase = passphrase
    }

    /// The key at `path` of this phrase's seed.
    /// - Throws: ``BIP32Error`` in the cases the spec allows (about 1 in 2^127).
    public func privateKey(at path: DerivationPath) throws(BIP32Error) -> PrivateKey {
        try mnemonic.privateKey(at: path, passphrase: passphrase)
    }

    /// The phrase locked with `password` as a Zilliqa keystore locks a key
    /// (``SealedSecret``): version byte 1, the entropy's length, the entropy, the passphrase's
    /// UTF-8 bytes.
    /// - Throws: ``RecoveryPhraseError/passphraseTooLong(maximumBytes:)``, or
    ///   ``RecoveryPhraseError/sealing(_:)`` with the ``KeystoreError`` (a short password, KDF costs).
    public func sealed(password: SecretText, kdf: KDFParameters = .scrypt) throws(RecoveryPhraseError) -> SealedSecret {
        var passphraseBytes = Array(passphrase.utf8)
        defer { passphraseBytes.zeroize() }
        guard passphraseBytes.count <= Self.maximumPassphraseBytes else {
            throw .passphraseTooLong(maximumBytes: Self.maximumPassphraseBytes)
        }
        var entropy = mnemonic.entropy.copyBytes()
        defer { entropy.zeroize() }
        // Built in one reserved buffer: concatenating would leave unwiped partial copies behind.
        var plaintext: [UInt8] = []
        plaintext.reserveCapacity(2 + entropy.count + passphraseBytes.count)
        defer { plaintext.zeroize() }
        plaintext.append(Self.layoutVersion)
        plaintext.append(UInt8(entropy.count))
        plaintext.append(contentsOf: entropy)
        plaintext.append(contentsOf: passphraseBytes)
        do { return try SealedSecret.seal(plaintext, password: password, kdf: kdf) } catch { throw .sealing(error) }
    }

    /// The phrase `sealed` holds, when `password` is the one it was sealed with.
    /// - Throws: ``RecoveryPhraseError/sealing(_:)`` with ``KeystoreError/wrongPassword`` for
    ///   another password; ``RecoveryPhraseError/damaged`` when what opens is not a sealed phrase.
    public init(unsealing sealed: SealedSecret, password: SecretText) throws(RecoveryPhraseError) {
        var plaintext: [UInt8]
        do { plaintext = try sealed.open(password: password) } catch { throw .sealing(error) }
        defer { plaintext.zeroize() }
        guard plaintext.count >= 2, plaintext[0] == Self.layoutVersion else { throw .damaged }
        let entropyCount = Int(plaintext[1])
        guard plaintext.count >= 2 + entropyCount else { throw .damaged }
        var entropy = Array(plaintext[2..<2 + entropyCount])
        defer { entropy.zeroize() }
        guard let mnemonic = try? Mnemonic(entropy: entropy),
            let passphrase = String(validating: plaintext[(2 + entropyCount)...], as: UTF8.self)
        else { throw .damaged }
        self.init(mnemonic: mnemonic, passphrase: passphrase)
    }
}

extension RecoveryPhrase {
    /// ``sealed(password:kdf:)`` on a thread of its own: the KDF holds a CPU for tens of milliseconds.
    public func sealedAsync(password: SecretText, kdf: KDFParameters = .scrypt) async throws(RecoveryPhraseError)
        -> SealedSecret
    {
        try await DedicatedThread.run { () throws(RecoveryPhraseError) in try sealed(password: password, kdf: kdf) }
    }

    /// ``init(unsealing:password:)`` on a thread of its own.
    public static func unsealed(_ sealed: SealedSecret, password: SecretText) async throws(RecoveryPhraseError)
        -> RecoveryPhrase
    {
        try await DedicatedThread.run { () throws(RecoveryPhraseError) in
            try RecoveryPhrase(unsealing: sealed, password: password)
        }
    }
}

extension RecoveryPhrase: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The word count and whether there is a passphrase; never the words or the passphrase.
    public var description: String {
        "RecoveryPhrase(\(mnemonic.length.rawValue) words redacted, passphrase: \(passphrase.isEmpty ? "none" : "redacted"))"
    }
    public var debugDescription: String { description }
    public var customMirror: Mirror {
        Mirror(self, children: ["words": mnemonic.length.rawValue], displayStyle: .struct)
    }
}

/// Why a recovery phrase could not be sealed or unsealed; never the phrase itself.
public enum RecoveryPhraseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The passphrase is longer than Zhip keeps.
    case passphraseTooLong(maximumBytes: Int)
    /// The password or the sealing failed as a keystore would (a wrong or short password, KDF costs).
    case sealing(KeystoreError)
    /// What opened with the password is not a sealed phrase: the store was damaged or edited.
    case damaged

    public var description: String {
        switch self {
        case .passphraseTooLong(let maximum):
            "the recovery phrase's passphrase is longer than \(maximum) bytes, more than Zhip keeps; use a shorter one"
        case .sealing(let error): error.description
        case .damaged:
            "the saved recovery phrase opens with this password but is not a phrase (the store was damaged or"
                + " edited); restore the wallet from where the phrase was written down"
        }
    }
}

extension RecoveryPhrase {
    /// The keys at `paths`, the seed computed once (one PBKDF2 for them all).
    /// - Throws: ``BIP32Error`` in the cases the spec allows (about 1 in 2^127).
    public func privateKeys(at paths: [DerivationPath]) throws(BIP32Error) -> [PrivateKey] {
        var seed = mnemonic.seed(passphrase: passphrase)
        defer { seed.zeroize() }
        let master = try ExtendedPrivateKey(seed: seed)
        var keys: [PrivateKey] = []
        keys.reserveCapacity(paths.count)
        for path in paths { keys.append(try master.derived(path).privateKey) }
        return keys
    }
}
