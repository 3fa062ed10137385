import Foundation

/// A private key locked with a password in Web3 secret storage v3, in either of its two
/// dialects (``KeystoreDialect``): Zilliqa's, with an HMAC-SHA256 MAC, the file every Zilliqa
/// wallet (zilliqa-js, pyzil, gozilliqa, Zesame) reads and writes; and Ethereum's, with a
/// Keccak-256 MAC, the file geth, MetaMask and eth-account read and write.
///
/// ```swift
/// let password: SecretText = "correct horse battery"   // a front end fills one from its input
/// let keystore = try Keystore.encrypt(key, password: password)  // Zilliqa's, scrypt n=8192
/// let json = keystore.jsonData()                   // zilliqa-js's form, to store
/// let read = try Keystore(json: json)              // any Zilliqa or Ethereum wallet's form
/// let same = try read.decrypt(password: password)
/// let forGeth = try Keystore.encrypt(key, password: password, dialect: .ethereum)
/// password.wipe()                                  // the calls read the password; its owner wipes it
/// ```
///
/// The value holds only what the file holds (nothing here is secret without the password);
/// `description` and `dump` show the address, id and KDF, not the ciphertext or MAC.
public struct Keystore: Sendable {
    /// The 20 bytes the file's `address` field names, as a Zilliqa ``Address``; nil for files
    /// written without one. In a Zilliqa keystore that is the key's Zilliqa address; an Ethereum
    /// keystore names the key's EVM address there (see ``evmAddress``), and which of the two a
    /// read file is only ``unlock(password:)`` can tell.
    public let address: Address?
    /// The file's `id` (zilliqa-js and eth-account write a lowercase UUID v4).
    public let id: String
    /// How the password becomes the AES and MAC key.
    public let kdf: KDFParameters
    /// The KDF salt (16 to 64 bytes; 32 in every file ZilliqaKit writes).
    public let salt: [UInt8]
    /// The dialect ``encrypt(_:password:kdf:dialect:)`` wrote, or ``written(as:)`` asked for:
    /// the form ``jsonData()`` writes. Nil for a keystore read from JSON, since only the MAC tells
    /// the dialect, and only with the password (``unlock(password:)``); such a keystore is
    /// written back in Zilliqa's form. It is not part of `==`: two keystores holding the same
    /// fields are equal whatever form they would be written in.
    public let dialect: KeystoreDialect?
    /// The 16-byte initial AES-CTR counter.
    let iv: [UInt8]
    /// The 32-byte encrypted private key.
    let ciphertext: [UInt8]
    /// The 32-byte MAC under the derived key; its dialect says over what (``KeystoreDialect``).
    let mac: [UInt8]

    /// The only keystore version there is for Zilliqa and Ethereum.
    public static let version = 3
    /// The only cipher there is for these keystores; it is also the last part of Zilliqa's MAC input.
    public static let cipher = "aes-128-ctr"
    /// The shortest password ``encrypt(_:password:kdf:dialect:)`` accepts, in characters (Unicode scalars).
    public static let minimumPasswordLength = 8

    /// True when `password` is long enough to lock a new keystore: at least
    /// ``minimumPasswordLength`` Unicode scalars (bytes, for bytes that are not UTF-8). A wiped one is not.
    public static func isLongEnough(_ password: SecretText) -> Bool {
        (password.unicodeScalarCount ?? password.byteCount) >= minimumPasswordLength
    }

    init(
        address: Address?, id: String, kdf: KDFParameters, salt: [UInt8], dialect: KeystoreDialect? = nil,
        iv: [UInt8], ciphertext: [UInt8], mac: [UInt8]
    ) {
        self.address = address
        self.id = id
        self.kdf = kdf
        self.salt = salt
        self.dialect = dialect
        self.iv = iv
        self.ciphertext = ciphertext
        self.mac = mac
    }

    /// The same 20 bytes as ``address``, as an ``EVMAddress``: what an Ethereum keystore's
    /// `address` field names. Nil for files written without an address.
    public var evmAddress: EVMAddress? {
        address.flatMap { try? EVMAddress(bytes: $0.bytes) }
    }

    /// The same keystore, to be written (``jsonData()``) in `dialect`'s form: for a keystore read
    /// from a file once ``unlock(password:)`` has told its dialect. It changes only the form, not
    /// the MAC, so it is no way to turn one dialect into the other.
    ///
    /// ```swift
    /// let unlocked = try keystore.unlock(password: typed)
    /// let json = keystore.written(as: unlocked.dialect).jsonData()   // as the wallet that made it
    /// ```
    public func written(as dialect: KeystoreDialect) -> Keystore {
        Keystore(
            address: address, id: id, kdf: kdf, salt: salt, dialect: dialect, iv: iv, ciphertext: ciphertext, mac: mac)
    }

    /// What ``unlock(password:)`` finds: the key, and the dialect whose MAC verified.
    public struct Unlocked: Sendable {
        /// The private key the keystore holds.
        public let key: PrivateKey
        /// The dialect whose MAC the derived key verified.
        public let dialect: KeystoreDialect
    }

    // MARK: - Encrypt

    /// Locks `key` with `password`, using a fresh 32-byte salt and 16-byte iv from libsodium.
    ///
    /// - Parameter kdf: ``KDFParameters/scrypt`` (zilliqa-js's choice) unless told otherwise.
    /// - Parameter dialect: ``KeystoreDialect/zilliqa`` unless told otherwise; with
    ///   ``KeystoreDialect/ethereum`` the MAC is Keccak-256 and the file names the EVM address.
    /// - Throws: ``KeystoreError/passwordTooShort(minimum:)`` before any work when the password
    ///   has fewer than ``minimumPasswordLength`` characters (a wiped one has none);
    ///   ``KeystoreError/kdfParameterOutOfRange(parameter:value:allowed:)`` for costs outside
    ///   ``KDFParameters/Bounds``; ``KeystoreError/cryptoFailure(_:)`` when a library fails.
    public static func encrypt(
        _ key: PrivateKey, password: SecretText, kdf: KDFParameters = .scrypt, dialect: KeystoreDialect = .zilliqa
    ) throws(KeystoreError) -> Keystore {
        try PasswordLock.checkNew(password)
        try kdf.validate()
        let salt = SecureRandom.bytes(32)
        let iv = SecureRandom.bytes(16)
        var derivedKey = try PasswordLock.derive(password: password, salt: salt, kdf: kdf)
        defer { derivedKey.zeroize() }
        let encrypted = key.withScalar { scalar in PasswordLock.crypt(scalar, derivedKey: derivedKey, iv: iv) }
        guard let ciphertext = encrypted else { throw .cryptoFailure("AES-128-CTR") }
        let address: Address
        switch dialect {
        case .zilliqa: address = key.publicKey.address
        case .ethereum:
            // 20 bytes, so this cannot fail.
            guard let evm = try? Address(bytes: key.publicKey.evmAddress.bytes) else {
                preconditionFailure("an EVM address has 20 bytes")
            }
            address = evm
        }
        return Keystore(
            address: address, id: UUID().uuidString.lowercased(), kdf: kdf, salt: salt, dialect: dialect, iv: iv,
            ciphertext: ciphertext,
            mac: PasswordLock.mac(dialect, derivedKey: derivedKey, ciphertext: ciphertext, iv: iv))
    }

    // MARK: - Decrypt

    /// The private key, when `password` is the one the keystore was locked with, in either
    /// dialect: ``unlock(password:)`` without the dialect. `password` is read, not wiped.
    /// - Throws: ``KeystoreError/wrongPassword``, ``KeystoreError/addressMismatch(file:key:)``,
    ///   ``KeystoreError/evmAddressMismatch(file:key:)``, ``KeystoreError/notAPrivateKey``,
    ///   ``KeystoreError/cryptoFailure(_:)``.
    public func decrypt(password: SecretText) throws(KeystoreError) -> PrivateKey {
        try unlock(password: password).key
    }

    /// The private key and the keystore's dialect, when `password` is the one it was locked with
    /// (read, not wiped: its owner wipes it once the KDF has run).
    ///
    /// Derives the key once and computes both dialects' MACs with it, comparing each with the
    /// file's in constant time: the one that verifies is the dialect (nothing else in the file is
    /// trusted to say it), and the password is wrong only when neither does. Then it decrypts and,
    /// when the file names an address, checks that the key has it: the Zilliqa address in a
    /// Zilliqa keystore, the EVM address in an Ethereum one.
    /// ```swift
    /// let unlocked = try Keystore(json: fromMetaMask).unlock(password: typed)
    /// unlocked.dialect                   // .ethereum
    /// unlocked.key.publicKey.evmAddress  // the account the file names
    /// ```
    /// - Throws: ``KeystoreError/wrongPassword``, ``KeystoreError/addressMismatch(file:key:)``,
    ///   ``KeystoreError/evmAddressMismatch(file:key:)``, ``KeystoreError/notAPrivateKey``,
    ///   ``KeystoreError/cryptoFailure(_:)``.
    public func unlock(password: SecretText) throws(KeystoreError) -> Unlocked {
        var derivedKey = try PasswordLock.derive(password: password, salt: salt, kdf: kdf)
        defer { derivedKey.zeroize() }
        let dialect = try verifiedDialect(derivedKey: derivedKey)
        guard var plaintext = PasswordLock.crypt(ciphertext, derivedKey: derivedKey, iv: iv) else {
            throw .cryptoFailure("AES-128-CTR")
        }
        defer { plaintext.zeroize() }
        let key: PrivateKey
        do { key = try PrivateKey(bytes: plaintext) } catch { throw .notAPrivateKey }
        try checkAddress(of: key, dialect: dialect)
        return Unlocked(key: key, dialect: dialect)
    }

    /// The dialect whose MAC under `derivedKey` equals the file's. Both are computed and compared
    /// in constant time whatever the outcome, so timing does not tell which one matched.
    private func verifiedDialect(derivedKey: [UInt8]) throws(KeystoreError) -> KeystoreDialect {
        var zilliqa = PasswordLock.mac(.zilliqa, derivedKey: derivedKey, ciphertext: ciphertext, iv: iv)
        defer { zilliqa.zeroize() }
        var ethereum = PasswordLock.mac(.ethereum, derivedKey: derivedKey, ciphertext: ciphertext, iv: iv)
        defer { ethereum.zeroize() }
        let isZilliqa = ConstantTime.equal(zilliqa, mac)
        let isEthereum = ConstantTime.equal(ethereum, mac)
        if isZilliqa { return .zilliqa }
        if isEthereum { return .ethereum }
        throw .wrongPassword
    }

    /// Throws when the file names an address that is not `key`'s of `dialect`'s kind.
    private func checkAddress(of key: PrivateKey, dialect: KeystoreDialect) throws(KeystoreError) {
        switch dialect {
        case .zilliqa:
            guard let address else { return }
            let keyAddress = key.publicKey.address
            guard keyAddress == address else { throw .addressMismatch(file: address, key: keyAddress) }
        case .ethereum:
            guard let named = evmAddress else { return }
            let keyAddress = key.publicKey.evmAddress
            guard keyAddress == named else { throw .evmAddressMismatch(file: named, key: keyAddress) }
        }
    }
}

extension Keystore: Equatable {
    /// Equal when every field the file holds is: address, id, KDF, salt, iv, ciphertext and MAC.
    /// ``dialect`` is left out; it is the form to write, which a file read back does not know.
    public static func == (lhs: Keystore, rhs: Keystore) -> Bool {
        lhs.address == rhs.address && lhs.id == rhs.id && lhs.kdf == rhs.kdf && lhs.salt == rhs.salt
            && lhs.iv == rhs.iv && lhs.ciphertext == rhs.ciphertext && lhs.mac == rhs.mac
    }
}

extension Keystore: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The address (EIP-55 for an Ethereum keystore), id, KDF and, when known, the dialect.
    public var description: String {
        let named = dialect == .ethereum ? evmAddress?.checksummed : address?.checksummed
        return "Keystore(address: \(named ?? "none"), id: \(id), kdf: \(kdf)"
            + (dialect.map { ", dialect: \($0))" } ?? ")")
    }

    public var debugDescription: String { description }

    /// Only the address, id, KDF and dialect, so that `dump` prints no ciphertext or MAC.
    public var customMirror: Mirror {
        Mirror(
            self, children: ["address": address as Any, "id": id, "kdf": kdf, "dialect": dialect as Any],
            displayStyle: .struct)
    }
}
