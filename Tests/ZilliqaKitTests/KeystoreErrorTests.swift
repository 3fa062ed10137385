import Foundation
import Testing

@testable import ZilliqaKit

@Suite("Keystore errors: wrong passwords, damaged, unsupported and hostile files")
struct KeystoreErrorTests {
    typealias Support = KeystoreTestSupport

    /// The JSON of a fresh quick-scrypt keystore.
    private func scryptJSON() throws -> Data { try Support.quickKeystore().0.jsonData() }

    // MARK: - Unlocking

    @Test("a wrong password is reported as such, for both KDFs", arguments: [Support.quickScrypt, Support.quickPBKDF2])
    func wrongPassword(kdf: KDFParameters) throws {
        let (keystore, _) = try Support.quickKeystore(kdf: kdf)

        #expect(throws: KeystoreError.wrongPassword) { try keystore.decrypt(password: "not the password") }
    }

    @Test("a zilliqa-js keystore refuses a wrong password")
    func zilliqaJSWrongPassword() throws {
        let vector = try #require(try Support.zilliqaJSKeystores().first)
        let keystore = try Keystore(json: Data(vector.keystore.utf8))

        #expect(throws: KeystoreError.wrongPassword) { try keystore.decrypt(password: "strong_passwore") }
    }

    @Test("a file naming another key's address is refused after decrypting, naming both addresses")
    func addressMismatch() throws {
        let (keystore, key) = try Support.quickKeystore()
        let other = PrivateKey().publicKey.address
        let json = try Support.editing(keystore.jsonData(), "address", to: other.checksummed)
        let tampered = try Keystore(json: json)

        #expect(throws: KeystoreError.addressMismatch(file: other, key: key.publicKey.address)) {
            try tampered.decrypt(password: SecretText(Support.password))
        }
    }

    @Test(
        "a file that decrypts to zero or to the curve order is refused as not a private key",
        arguments: [
            String(repeating: "00", count: 32),
            "fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141",
        ])
    func decryptsToInvalidScalar(plaintextHex: String) throws {
        let salt = SecureRandom.bytes(32)
        let iv = SecureRandom.bytes(16)
        let derived = try KeyDerivation.derive(
            password: Array(Support.password.utf8), salt: salt, parameters: Support.quickPBKDF2)
        let ciphertext = try #require(
            AES128CTR.apply(key: Array(derived[0..<16]), iv: iv, try Hex.decode(plaintextHex)))
        let mac = HMACSHA256.authenticate(
            key: derived, Array(derived[16..<32]), ciphertext, iv, Array("aes-128-ctr".utf8))
        let keystore = Keystore(
            address: nil, id: "test", kdf: Support.quickPBKDF2, salt: salt, iv: iv, ciphertext: ciphertext, mac: mac)

        #expect(throws: KeystoreError.notAPrivateKey) { try keystore.decrypt(password: SecretText(Support.password)) }
    }

    // MARK: - Writing

    @Test(
        "a new keystore needs a password of at least 8 characters",
        arguments: ["", "1234567", "ééééééé"])
    func passwordTooShort(password: String) {
        #expect(throws: KeystoreError.passwordTooShort(minimum: 8)) {
            try Keystore.encrypt(PrivateKey(), password: SecretText(password), kdf: Support.quickPBKDF2)
        }
    }

    @Test("a password of exactly 8 characters is long enough")
    func passwordOfEightCharacters() throws {
        let key = PrivateKey()

        let keystore = try Keystore.encrypt(key, password: "12345678", kdf: Support.quickPBKDF2)

        #expect(try keystore.decrypt(password: "12345678") == key)
    }

    @Test("the password length is checked before anything else, even hostile KDF parameters")
    func passwordCheckedFirst() {
        #expect(throws: KeystoreError.passwordTooShort(minimum: 8)) {
            try Keystore.encrypt(PrivateKey(), password: "short", kdf: .scrypt(n: 1 << 30, r: 8, p: 1))
        }
    }

    @Test(
        "encrypting with costs beyond the bounds is refused before any work",
        arguments: [KDFParameters.scrypt(n: 1 << 30, r: 8, p: 1), .pbkdf2(iterations: 100_000_000)])
    func encryptOutOfBounds(kdf: KDFParameters) {
        #expect {
            try Keystore.encrypt(PrivateKey(), password: SecretText(Support.password), kdf: kdf)
        } throws: { error in
            switch error as? KeystoreError {
            case .kdfParameterOutOfRange, .scryptTooCostly, .pbkdf2TooCostly: true
            default: false
            }
        }
    }

    // MARK: - Not a keystore, damaged files

    @Test("bytes that are not JSON are reported as not JSON", arguments: ["", "hello", "{\"version\":3", "\u{1}"])
    func notJSON(text: String) {
        #expect(throws: KeystoreError.notJSON) { try Keystore(json: Data(text.utf8)) }
    }

    @Test("binary bytes are reported as not text, saying what file to give, not as bad JSON")
    func binaryIsNotText() {
        // Arrange
        let binary = Data([0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x00, 0xFF, 0xFE, 0x00])
        // Act, Assert
        #expect(throws: KeystoreError.notText) { try Keystore(json: binary) }
        #expect(KeystoreError.notText.description.hasPrefix("not a keystore: the data is not text"))
        #expect(KeystoreError.notText.description.contains("pick the keystore file itself"))
    }

    @Test("a keystore after a UTF-8 byte-order mark (as some editors write) reads as the same keystore")
    func byteOrderMarkIsSkipped() throws {
        // Arrange
        let keystore = try Keystore.encrypt(
            PrivateKey(), password: SecretText(Support.password), kdf: Support.quickScrypt)
        let withMark = Data([0xEF, 0xBB, 0xBF]) + keystore.jsonData()
        // Act
        let read = try Keystore(json: withMark)
        // Assert
        #expect(read == keystore)
    }

    @Test("JSON that is not an object is reported as the wrong type for the whole file")
    func notAnObject() {
        #expect(throws: KeystoreError.wrongType(field: "(the whole file)", expected: "a JSON object")) {
            try Keystore(json: Data("[1, 2, 3]".utf8))
        }
    }

    @Test(
        "a missing field is named",
        arguments: [
            ("version", "version"),
            ("crypto", "crypto"),
            ("crypto.cipher", "crypto.cipher"),
            ("crypto.cipherparams", "crypto.cipherparams.iv"),
            ("crypto.cipherparams.iv", "crypto.cipherparams.iv"),
            ("crypto.ciphertext", "crypto.ciphertext"),
            ("crypto.kdf", "crypto.kdf"),
            ("crypto.kdfparams", "crypto.kdfparams"),
            ("crypto.kdfparams.salt", "crypto.kdfparams.salt"),
            ("crypto.kdfparams.n", "crypto.kdfparams.n"),
            ("crypto.kdfparams.r", "crypto.kdfparams.r"),
            ("crypto.kdfparams.p", "crypto.kdfparams.p"),
            ("crypto.kdfparams.dklen", "crypto.kdfparams.dklen"),
            ("crypto.mac", "crypto.mac"),
            ("id", "id"),
        ])
    func missingField(removed: String, reported: String) throws {
        let json = try Support.editing(scryptJSON(), removed, to: nil)

        let error = #expect(throws: KeystoreError.self) { try Keystore(json: json) }

        #expect(error == .missingField(reported))
        #expect(error?.description.contains(reported) == true)
    }

    @Test("a pbkdf2 file without c is missing crypto.kdfparams.c")
    func missingIterations() throws {
        let json = try Support.editing(
            Support.quickKeystore(kdf: Support.quickPBKDF2).0.jsonData(), "crypto.kdfparams.c", to: nil)

        #expect(throws: KeystoreError.missingField("crypto.kdfparams.c")) { try Keystore(json: json) }
    }

    @Test(
        "a field of the wrong JSON type is named with the type it needs",
        arguments: [
            ("version", "3" as any Sendable, "a whole number"),
            ("crypto", "aes", "a JSON object"),
            ("crypto.ciphertext", 5, "a string"),
            ("crypto.kdfparams.n", "1024", "a whole number"),
            ("crypto.kdfparams.salt", [1, 2], "a string"),
            ("id", 7, "a string"),
        ])
    func wrongType(field: String, value: any Sendable, expected: String) throws {
        let json = try Support.editing(scryptJSON(), field, to: value)

        #expect(throws: KeystoreError.wrongType(field: field, expected: expected)) { try Keystore(json: json) }
    }

    @Test(
        "a number that is not a whole integer is a wrong type naming its field, not a crash",
        arguments: ["1e300", "99999999999999999999", "1024.5"])
    func numberNotAnInteger(number: String) throws {
        let text = String(decoding: try scryptJSON(), as: UTF8.self).replacingOccurrences(
            of: "\"n\":1024", with: "\"n\":" + number)
        try #require(text.contains(number))

        #expect(throws: KeystoreError.wrongType(field: "crypto.kdfparams.n", expected: "a whole number")) {
            try Keystore(json: Data(text.utf8))
        }
    }

    @Test(
        "a hex field that is not hex is named",
        arguments: [
            ("crypto.cipherparams.iv", "zz" + String(repeating: "0", count: 30)),
            ("crypto.ciphertext", String(repeating: "0", count: 63)),
            ("crypto.mac", String(repeating: "g", count: 64)),
            ("crypto.kdfparams.salt", "salt"),
        ])
    func notHex(field: String, value: String) throws {
        let json = try Support.editing(scryptJSON(), field, to: value)

        #expect(throws: KeystoreError.notHex(field: field)) { try Keystore(json: json) }
    }

    @Test(
        "a hex field of the wrong length is named with the length it needs",
        arguments: [
            ("crypto.cipherparams.iv", 15, "16 bytes"),
            ("crypto.ciphertext", 31, "32 bytes"),
            ("crypto.mac", 33, "32 bytes"),
            ("crypto.kdfparams.salt", 8, "16 to 64 bytes"),
            ("crypto.kdfparams.salt", 65, "16 to 64 bytes"),
        ])
    func wrongLength(field: String, bytes: Int, expected: String) throws {
        let json = try Support.editing(scryptJSON(), field, to: String(repeating: "ab", count: bytes))

        #expect(throws: KeystoreError.wrongLength(field: field, bytes: bytes, expected: expected)) {
            try Keystore(json: json)
        }
    }

    @Test("an address that is not an address is refused with the address error")
    func invalidAddress() throws {
        let json = try Support.editing(scryptJSON(), "address", to: "0x1234")

        #expect(throws: KeystoreError.invalidAddress(.wrongLength(4))) { try Keystore(json: json) }
    }

    @Test("an address with a broken checksum is refused")
    func addressChecksumBroken() throws {
        let keystore = try Support.quickKeystore().0
        let checksummed = try #require(keystore.address).checksummedWithoutPrefix
        // Flip the case of the first letter: still the same bytes, no longer the checksum.
        let index = try #require(checksummed.firstIndex { $0.isLetter })
        let flipped = checksummed.replacingCharacters(
            in: index...index,
            with: checksummed[index].isUppercase ? checksummed[index].lowercased() : checksummed[index].uppercased())
        try #require(flipped.contains { $0.isUppercase } && flipped.contains { $0.isLowercase })
        let json = try Support.editing(keystore.jsonData(), "address", to: "0x" + flipped)

        #expect(throws: KeystoreError.invalidAddress(.checksumMismatch)) { try Keystore(json: json) }
    }

    // MARK: - Unsupported files

    @Test("versions other than 3 are unsupported", arguments: [1, 2, 4])
    func unsupportedVersion(version: Int) throws {
        let json = try Support.editing(scryptJSON(), "version", to: version)

        #expect(throws: KeystoreError.unsupportedVersion(version)) { try Keystore(json: json) }
    }

    @Test("ciphers other than aes-128-ctr are unsupported", arguments: ["aes-128-cbc", "aes-256-gcm", "AES-128-CTR"])
    func unsupportedCipher(cipher: String) throws {
        let json = try Support.editing(scryptJSON(), "crypto.cipher", to: cipher)

        #expect(throws: KeystoreError.unsupportedCipher(cipher)) { try Keystore(json: json) }
    }

    @Test("KDFs other than scrypt and pbkdf2 are unsupported", arguments: ["argon2id", "bcrypt", ""])
    func unsupportedKDF(kdf: String) throws {
        let json = try Support.editing(scryptJSON(), "crypto.kdf", to: kdf)

        #expect(throws: KeystoreError.unsupportedKDF(kdf)) { try Keystore(json: json) }
    }

    @Test("pbkdf2 with a prf other than hmac-sha256 is unsupported")
    func unsupportedPRF() throws {
        let json = try Support.editing(
            Support.quickKeystore(kdf: Support.quickPBKDF2).0.jsonData(), "crypto.kdfparams.prf", to: "hmac-sha512")

        #expect(throws: KeystoreError.unsupportedKDF("pbkdf2 with hmac-sha512")) { try Keystore(json: json) }
    }

    @Test("a very long unsupported name is cut short in the error")
    func longNamesAreExcerpted() throws {
        let json = try Support.editing(scryptJSON(), "crypto.kdf", to: String(repeating: "x", count: 10_000))

        let error = #expect(throws: KeystoreError.self) { try Keystore(json: json) }

        #expect((error?.description.count ?? .max) < 400)
    }

    // MARK: - Hostile KDF costs

    @Test(
        "KDF parameters beyond the bounds are refused on reading, before any derivation",
        arguments: [
            ("scrypt", "n", 1 << 30, "scrypt n"),
            ("scrypt", "n", 1000, "scrypt n"),
            ("scrypt", "n", 1, "scrypt n"),
            ("scrypt", "n", -1024, "scrypt n"),
            ("scrypt", "r", 1_000_000, "scrypt r"),
            ("scrypt", "p", 1_000_000, "scrypt p"),
            ("scrypt", "r", 0, "scrypt r"),
            ("scrypt", "dklen", 16, "dklen"),
            ("scrypt", "dklen", 64, "dklen"),
            ("pbkdf2", "c", 0, "pbkdf2 c"),
            ("pbkdf2", "dklen", 16, "dklen"),
        ])
    func kdfOutOfBounds(kdf: String, field: String, value: Int, parameter: String) throws {
        let kdfParameters = kdf == "scrypt" ? Support.quickScrypt : Support.quickPBKDF2
        let json = try Support.editing(
            Support.quickKeystore(kdf: kdfParameters).0.jsonData(), "crypto.kdfparams.\(field)", to: value)

        let error = #expect(throws: KeystoreError.self) { try Keystore(json: json) }

        guard case .kdfParameterOutOfRange(let reported, let reportedValue, _) = error else {
            Issue.record("expected kdfParameterOutOfRange, got \(String(describing: error))")
            return
        }
        #expect(reported == parameter)
        #expect(reportedValue == value)
    }

    @Test("scrypt n = 2^20 with r = 32 (4 GiB) is refused for its memory")
    func scryptMemoryBound() {
        #expect(throws: KeystoreError.scryptTooCostly(memoryBytes: 128 << 25, work: 1 << 25)) {
            try KDFParameters.scrypt(n: 1 << 20, r: 32, p: 1).validate()
        }
    }

    @Test(
        "the largest accepted costs pass validation",
        arguments: [
            KDFParameters.scrypt(n: 1 << 18, r: 8, p: 2), .scrypt(n: 1 << 15, r: 32, p: 4),
            .scrypt(n: 1 << 20, r: 2, p: 2), .pbkdf2(iterations: 1 << 21),
        ])
    func largestAcceptedCosts(kdf: KDFParameters) throws {
        try kdf.validate()
    }

    // MARK: - Messages

    @Test("no error description carries the password or the key")
    func descriptionsHoldNoSecrets() throws {
        let (keystore, key) = try Support.quickKeystore()
        let other = PrivateKey().publicKey.address
        let mismatched = try Keystore(json: Support.editing(keystore.jsonData(), "address", to: other.checksummed))
        var errors: [KeystoreError] = []
        do { _ = try keystore.decrypt(password: "hunter2hunter2") } catch { errors.append(error) }
        do { _ = try mismatched.decrypt(password: SecretText(Support.password)) } catch { errors.append(error) }
        do { _ = try Keystore.encrypt(key, password: "hunter2") } catch { errors.append(error) }

        try #require(errors.count == 3)
        for error in errors {
            #expect(!error.description.contains("hunter2"))
            #expect(!error.description.contains(Support.password))
            #expect(!error.description.lowercased().contains(key.revealedHex()))
        }
    }
}
