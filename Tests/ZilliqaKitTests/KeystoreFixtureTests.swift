import Foundation
import Testing

@testable import ZilliqaKit

/// One keystore from zilliqa-js's test vectors, with the key it holds.
struct ZilliqaJSKeystore: Decodable, Sendable, CustomTestStringConvertible {
    let privateKey: String
    let passphrase: String
    let keystore: String

    var testDescription: String { "keystore of key \(privateKey.prefix(8))…" }
}

/// Fixture loading and JSON surgery shared by the keystore suites.
enum KeystoreTestSupport {
    /// The password of every keystore the tests make; the fixtures say their own.
    static let password = "correct horse battery"

    /// scrypt with n = 1024: the real algorithm at an eighth of the default cost.
    static let quickScrypt = KDFParameters.scrypt(n: 1024, r: 8, p: 1)

    /// PBKDF2 with 1000 rounds instead of 262144.
    static let quickPBKDF2 = KDFParameters.pbkdf2(iterations: 1000)

    static func fixture(_ name: String) throws -> Data {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures"))
        return try Data(contentsOf: url)
    }

    static func zilliqaJSKeystores() throws -> [ZilliqaJSKeystore] {
        try JSONDecoder().decode([ZilliqaJSKeystore].self, from: fixture("keystores-scrypt"))
    }

    /// A keystore of a fresh key with quick scrypt, and the key.
    static func quickKeystore(kdf: KDFParameters = quickScrypt) throws -> (Keystore, PrivateKey) {
        let key = PrivateKey()
        return (try Keystore.encrypt(key, password: SecretText(password), kdf: kdf), key)
    }

    /// The JSON object of `data`.
    static func object(_ data: Data) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// `data` with the value at the dotted `path` replaced by `value`, or removed when `value` is nil.
    static func editing(_ data: Data, _ path: String, to value: Any?) throws -> Data {
        let edited = try setting(object(data), path.split(separator: ".").map(String.init)[...], to: value)
        return try JSONSerialization.data(withJSONObject: edited)
    }

    private static func setting(_ object: [String: Any], _ path: ArraySlice<String>, to value: Any?) throws
        -> [String: Any]
    {
        var object = object
        let key = try #require(path.first)
        if path.count == 1 {
            object[key] = value
        } else {
            let inner = try #require(object[key] as? [String: Any])
            object[key] = try setting(inner, path.dropFirst(), to: value)
        }
        return object
    }

    /// The value at the dotted `path` of `data`'s JSON object.
    static func value(_ data: Data, _ path: String) throws -> Any? {
        var current: Any? = try object(data)
        for key in path.split(separator: ".") { current = (current as? [String: Any])?[String(key)] }
        return current
    }
}

@Suite("Keystores written by other Zilliqa wallets")
struct KeystoreFixtureTests {
    @Test(
        "each zilliqa-js scrypt keystore decrypts to its listed private key",
        arguments: try KeystoreTestSupport.zilliqaJSKeystores())
    func zilliqaJSKeystoreDecrypts(_ vector: ZilliqaJSKeystore) throws {
        let keystore = try Keystore(json: Data(vector.keystore.utf8))

        let key = try keystore.decrypt(password: SecretText(vector.passphrase))

        #expect(key == (try PrivateKey(hex: vector.privateKey)))
    }

    @Test("a zilliqa-js keystore reads as scrypt n=8192 r=8 p=1 with its 0x checksummed address")
    func zilliqaJSKeystoreFields() throws {
        let vector = try #require(try KeystoreTestSupport.zilliqaJSKeystores().first)
        let address = try #require(try KeystoreTestSupport.value(Data(vector.keystore.utf8), "address") as? String)

        let keystore = try Keystore(json: Data(vector.keystore.utf8))

        #expect(keystore.kdf == .scrypt(n: 8192, r: 8, p: 1))
        #expect(keystore.address?.checksummed == address)
    }

    @Test("a zilliqa-js keystore written back out reads back equal")
    func zilliqaJSKeystoreRewrites() throws {
        let vector = try #require(try KeystoreTestSupport.zilliqaJSKeystores().first)
        let keystore = try Keystore(json: Data(vector.keystore.utf8))

        let reread = try Keystore(json: keystore.jsonData())

        #expect(reread == keystore)
    }

    @Test("pyzil's pbkdf2 keystore (lowercase address without 0x) decrypts to its key")
    func pyzilKeystoreDecrypts() throws {
        let keystore = try Keystore(json: KeystoreTestSupport.fixture("keystore-pbkdf2-pyzil"))

        let key = try keystore.decrypt(password: "pyzil_password")

        #expect(key == (try PrivateKey(hex: "0E891B9DFF485000C7D1DC22ECF3A583CC50328684321D61947A86E57CF6C638")))
    }

    @Test("pyzil's keystore reads as pbkdf2 c=262144 with its address")
    func pyzilKeystoreFields() throws {
        let keystore = try Keystore(json: KeystoreTestSupport.fixture("keystore-pbkdf2-pyzil"))

        #expect(keystore.kdf == .pbkdf2(iterations: 262_144))
        #expect(keystore.address == (try Address("74c544a11795905C2c9808F9e78d8156159d32e4")))
    }

    @Test("the same keystore in gozilliqa's form (kdfparams only salt, c, dklen) decrypts to its key")
    func gozilliqaFormDecrypts() throws {
        var json = try KeystoreTestSupport.fixture("keystore-pbkdf2-pyzil")
        for unused in ["n", "r", "p"] {
            json = try KeystoreTestSupport.editing(json, "crypto.kdfparams.\(unused)", to: nil)
        }
        let keystore = try Keystore(json: json)

        let key = try keystore.decrypt(password: "pyzil_password")

        #expect(key == (try PrivateKey(hex: "0E891B9DFF485000C7D1DC22ECF3A583CC50328684321D61947A86E57CF6C638")))
    }
}
