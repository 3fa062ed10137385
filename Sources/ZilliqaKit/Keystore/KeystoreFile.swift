/// The keystore JSON exactly as it is on disk, every field optional so that a missing one
/// becomes ``KeystoreError/missingField(_:)`` rather than a decoding failure.
///
/// Field names follow Web3 secret storage as zilliqa-js writes it; `Keystore+JSON.swift`
/// checks the values and turns them into a ``Keystore``.
struct KeystoreFile: Codable {
    struct Crypto: Codable {
        var cipher: String?
        var cipherparams: CipherParams?
        var ciphertext: String?
        var kdf: String?
        var kdfparams: KDFParams?
        var mac: String?
    }

    struct CipherParams: Codable {
        var iv: String?
    }

    /// zilliqa-js writes all of n, c, r, p and dklen whatever the kdf; gozilliqa writes only
    /// the fields its kdf uses. `prf` is the Ethereum pbkdf2 field, absent from Zilliqa files.
    struct KDFParams: Codable {
        var salt: String?
        var n: Int?
        var c: Int?
        var r: Int?
        var p: Int?
        var dklen: Int?
        var prf: String?
    }

    var address: String?
    var crypto: Crypto?
    var id: String?
    var version: Int?
}
