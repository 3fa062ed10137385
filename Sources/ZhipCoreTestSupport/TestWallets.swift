public import ZhipCore
public import ZilliqaKit

/// Wallets and keys for tests, locked with a cheap KDF (scrypt n=1024, about 1 ms) so that a
/// test can unlock them many times. Never use these costs for a real wallet.
///
/// ```swift
/// let wallet = TestWallets.wallet                       // origin .generated, TestWallets.password
/// let pair = try await useCase.extractKeyPair(from: wallet, password: SecretText(TestWallets.password))
/// #expect(pair == TestWallets.keyPair)
/// ```
public enum TestWallets {
    /// The password every fixture here is locked with.
    public static let password = "correct horse battery staple"

    /// scrypt n=1024 r=8 p=1: within ``KDFParameters/Bounds``, 8 times cheaper than the default.
    public static let kdf: KDFParameters = .scrypt(n: 1024, r: 8, p: 1)

    /// PBKDF2 with 1000 rounds, for tests of the other KDF.
    public static let pbkdf2: KDFParameters = .pbkdf2(iterations: 1000)

    /// A fixed private key.
    public static let privateKey: PrivateKey = fixture {
        try PrivateKey(hex: "e19d05c5452598e24caad4a0d85a49146f7be089515c905ae6a19e8a578a6930")
    }

    /// ``privateKey`` with its public key.
    public static let keyPair = KeyPair(privateKey: privateKey)

    /// ``privateKey`` locked with ``password`` and ``kdf``.
    public static let keystore: Keystore = fixture {
        try Keystore.encrypt(privateKey, password: SecretText(password), kdf: kdf)
    }

    /// A wallet holding ``keystore``, origin ``WalletOrigin/generated``.
    public static let wallet: Wallet = fixture { try Wallet(keystore: keystore, origin: .generated) }

    /// The same key as ``wallet``, origin ``WalletOrigin/imported``.
    public static let importedWallet: Wallet = fixture { try Wallet(keystore: keystore, origin: .imported) }

    /// A new random key locked with `password` and ``kdf``, as a wallet of `origin`.
    public static func makeWallet(password: String = password, origin: WalletOrigin = .generated) -> Wallet {
        fixture {
            let key = PrivateKey()
            let keystore = try Keystore.encrypt(key, password: SecretText(password), kdf: kdf)
            return try Wallet(keystore: keystore, publicKey: key.publicKey, origin: origin)
        }
    }

    /// zilliqa-js's mnemonic fixture ("cart hat drip …"), whose zilliqa-preset addresses its own
    /// wallet tests list.
    public static let recoveryPhrase = RecoveryPhrase(
        mnemonic: fixture {
            try Mnemonic(phrase: "cart hat drip lava jelly keep device journey bean mango rocket festival")
        })

    /// A seed-phrase wallet of ``recoveryPhrase``: the phrase sealed and account 1 at
    /// m/44'/313'/0'/0/0 locked with ``password`` and ``kdf``, origin ``WalletOrigin/generated``.
    public static let phraseWallet: Wallet = fixture {
        let path = DerivationPreset.zilliqa.path(account: 0)
        let key = try recoveryPhrase.privateKey(at: path)
        let sealed = try recoveryPhrase.sealed(password: SecretText(password), kdf: kdf)
        return try Wallet(
            sealedRecoveryPhrase: sealed,
            firstAccount: WalletAccount(
                name: WalletAccount.defaultName(number: 1), path: path,
                keystore: Keystore.encrypt(key, password: SecretText(password), kdf: kdf), publicKey: key.publicKey),
            origin: .generated)
    }

    /// Fixtures are made from constants; a failure is a bug in this file.
    private static func fixture<T>(_ make: () throws -> T) -> T {
        do { return try make() } catch { preconditionFailure("test fixture could not be made: \(error)") }
    }
}
