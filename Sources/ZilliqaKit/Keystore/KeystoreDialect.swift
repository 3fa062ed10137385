/// Which wallets a v3 keystore is for: the two share the JSON shape, the KDFs and AES-128-CTR,
/// and differ in the MAC and in what the `address` field names.
///
/// | | ``zilliqa`` | ``ethereum`` |
/// | --- | --- | --- |
/// | MAC | HMAC-SHA256(dk, dk[16..<32] ‖ ciphertext ‖ iv ‖ "aes-128-ctr") | Keccak-256(dk[16..<32] ‖ ciphertext) |
/// | `address` | the Zilliqa address, `0x` and Zilliqa's checksum | the EVM address, lowercase without `0x` |
/// | written by | zilliqa-js, pyzil, gozilliqa, Zesame | geth, MetaMask's export, eth-account |
///
/// A file does not say its dialect; only the MAC does, and only with the password, so
/// ``Keystore/unlock(password:)`` reports it:
/// ```swift
/// let ethereum = try Keystore.encrypt(key, password: pw, dialect: .ethereum)   // for geth or MetaMask
/// let unlocked = try Keystore(json: someFile).unlock(password: pw)
/// unlocked.dialect                                                            // .zilliqa or .ethereum
/// ```
public enum KeystoreDialect: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Zilliqa's keystore, as every Zilliqa wallet reads and writes it.
    case zilliqa
    /// Ethereum's keystore (Web3 secret storage v3 as defined), as EVM wallets read and write it.
    case ethereum

    /// `zilliqa` or `ethereum`.
    public var description: String { rawValue }
}
