/// Why a keystore could not be read, written or unlocked; each case says what was wrong and
/// how to fix it. None of them carries a password, a key or anything derived from one.
///
/// ```swift
/// do { key = try keystore.decrypt(password: typed) }
/// catch .wrongPassword { askAgain() }
/// catch { show(error.description) }
/// ```
public enum KeystoreError: Error, Equatable, Sendable, CustomStringConvertible {
    // MARK: - Unlocking

    /// The password does not open this keystore (its MAC does not match).
    case wrongPassword
    /// The password opens a Zilliqa keystore, but the key's address is not the one the file names.
    case addressMismatch(file: Address, key: Address)
    /// The password opens an Ethereum keystore, but the key's EVM address is not the one the
    /// file names.
    case evmAddressMismatch(file: EVMAddress, key: EVMAddress)
    /// The password opens the file, but what it holds is not a valid secp256k1 private key.
    case notAPrivateKey

    // MARK: - Writing

    /// A new keystore needs a password of at least this many characters.
    case passwordTooShort(minimum: Int)

    // MARK: - A damaged or malformed file

    /// The bytes are not text at all (a binary file).
    case notText
    /// The bytes are not JSON at all.
    case notJSON
    /// A field the keystore needs is absent (a dotted path such as `crypto.kdfparams.salt`).
    case missingField(String)
    /// A field is present with the wrong JSON type (`expected` says which one it needs).
    case wrongType(field: String, expected: String)
    /// A field that must be hex is not.
    case notHex(field: String)
    /// A hex field decodes to the wrong number of bytes.
    case wrongLength(field: String, bytes: Int, expected: String)
    /// The `address` field is neither a Zilliqa address nor an EVM one (the error says why it is
    /// not a Zilliqa address).
    case invalidAddress(AddressError)

    // MARK: - Something this wallet does not support

    /// Only version 3 (Web3 secret storage) keystores exist for Zilliqa, and the ones Ethereum wallets
    /// export are version 3 too.
    case unsupportedVersion(Int)
    /// Only the `aes-128-ctr` cipher is defined for these keystores.
    case unsupportedCipher(String)
    /// Only `scrypt` and `pbkdf2` (with HMAC-SHA256) are defined for these keystores.
    case unsupportedKDF(String)
    /// A KDF parameter is outside the range this wallet accepts (a hostile or broken file
    /// could otherwise make unlocking take hours or all the memory there is).
    case kdfParameterOutOfRange(parameter: String, value: Int, allowed: String)
    /// Each scrypt parameter is in range, but together they ask for more memory
    /// (128 * n * r bytes) or work (n * r * p) than ``KDFParameters/Bounds`` allows.
    case scryptTooCostly(memoryBytes: Int, work: Int)
    /// PBKDF2 asks for more rounds than ``KDFParameters/Bounds/pbkdf2Iterations`` allows.
    case pbkdf2TooCostly(iterations: Int)

    // MARK: - The crypto libraries

    /// libsodium or OpenSSL refused to run (almost always: not enough memory).
    case cryptoFailure(String)

    public var description: String {
        switch self {
        case .wrongPassword:
            "wrong password: the password does not unlock this keystore; check it for typos, caps lock and keyboard layout"
        case .addressMismatch(let file, let key):
            "address mismatch: the keystore says it holds \(file.checksummed), but its key belongs to "
                + "\(key.checksummed); the file was edited or put together from two files, do not trust it"
        case .evmAddressMismatch(let file, let key):
            "address mismatch: the Ethereum keystore says it holds \(file.checksummed), but its key belongs to "
                + "\(key.checksummed); the file was edited or put together from two files, do not trust it"
        case .notAPrivateKey:
            "the keystore unlocks, but not to a valid private key: the program that wrote it was faulty; "
                + "restore the key from another backup"
        case .passwordTooShort(let minimum):
            "password too short: a keystore password needs at least \(minimum) characters; choose a longer one"
        case .notText:
            "not a keystore: the data is not text, and a keystore is a small JSON text file (it starts with {); "
                + "pick the keystore file itself, as the wallet exported it"
        case .notJSON:
            "not a keystore: the data is not JSON; pick the keystore file itself (it starts with {)"
        case .missingField(let field):
            "damaged keystore: the field \"\(field)\" is missing; use an intact copy of the file"
        case .wrongType(let field, let expected):
            "damaged keystore: the field \"\(field)\" must be \(expected); use an intact copy of the file"
        case .notHex(let field):
            "damaged keystore: the field \"\(field)\" must be hex (an even number of digits 0-9, a-f); "
                + "use an intact copy of the file"
        case .wrongLength(let field, let bytes, let expected):
            "damaged keystore: the field \"\(field)\" holds \(bytes) \(bytes == 1 ? "byte" : "bytes"), it must hold \(expected); "
                + "use an intact copy of the file"
        case .invalidAddress(let error):
            "damaged keystore: the field \"address\" is neither a Zilliqa nor an EVM address (\(error)); "
                + "use an intact copy of the file"
        case .unsupportedVersion(let version):
            "unsupported keystore version \(version): only version 3 keystores (as Zilliqa "
                + "or Ethereum wallets write them) can be read; export the key again from the wallet that made the file"
        case .unsupportedCipher(let cipher):
            "unsupported cipher \"\(cipher)\": Zilliqa and Ethereum keystores use aes-128-ctr; export the key again from "
                + "the wallet that made the file"
        case .unsupportedKDF(let kdf):
            "unsupported key derivation \"\(kdf)\": Zilliqa and Ethereum keystores use scrypt or pbkdf2 "
                + "with hmac-sha256; "
                + "export the key again from the wallet that made the file"
        case .kdfParameterOutOfRange(let parameter, let value, let allowed):
            "key derivation parameter \(parameter) = \(value) is outside what this wallet accepts (\(allowed)): "
                + "beyond these bounds unlocking could take hours or all the memory there is, so such a keystore "
                + "is broken or hostile; use another copy of it"
        case .scryptTooCostly(let memory, let work):
            "the keystore asks for \(ByteCount.words(memory)) of memory and \(Self.powerOfTwo(work)) units of work "
                + "to unlock; this wallet unlocks at most \(ByteCount.words(KDFParameters.Bounds.scryptMemory.upperBound)) "
                + "and \(Self.powerOfTwo(KDFParameters.Bounds.scryptWork.upperBound)) units (wallets write 8 MiB and "
                + "2^16, geth at most 256 MiB and 2^21): it was not made by a wallet, or it is hostile; use another copy"
        case .pbkdf2TooCostly(let iterations):
            "the keystore asks for \(iterations) PBKDF2 rounds to unlock; this wallet unlocks at most "
                + "\(KDFParameters.Bounds.pbkdf2Iterations.upperBound) (wallets write 262144): it was not made by a "
                + "wallet, or it is hostile; use another copy"
        case .cryptoFailure(let operation):
            "\(operation) failed inside the crypto library, most likely for lack of memory; "
                + "close other programs and try again"
        }
    }

    /// `2^k` when `value` is a power of two, else the number.
    private static func powerOfTwo(_ value: Int) -> String {
        value > 0 && value & (value - 1) == 0 ? "2^\(value.trailingZeroBitCount)" : "\(value)"
    }
}
