import Foundation
import Testing
import ZilliqaKit

/// scrypt n=1024: within bounds and cheap, for tests only.
private let cheap: KDFParameters = .scrypt(n: 1024, r: 8, p: 1)
private let password = "correct horse battery staple"

@Suite("A sealed secret: bytes of any length locked as a Zilliqa keystore locks a key")
struct SealedSecretTests {
    @Test("what is sealed opens again, byte for byte, with the password", arguments: [1, 16, 33, 2048])
    func roundTrip(length: Int) throws {
        let secret = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 3) }

        let opened = try SealedSecret.seal(secret, password: SecretText(password), kdf: cheap).open(
            password: SecretText(password))

        #expect(opened == secret)
    }

    @Test("another password is refused as a wrong password")
    func wrongPassword() throws {
        let sealed = try SealedSecret.seal([1, 2, 3], password: SecretText(password), kdf: cheap)

        #expect(throws: KeystoreError.wrongPassword) { try sealed.open(password: "not the password") }
    }

    @Test("an empty secret and one over 2048 bytes are refused before any work", arguments: [0, 2049])
    func lengthBounds(length: Int) {
        #expect(throws: KeystoreError.self) {
            try SealedSecret.seal([UInt8](repeating: 1, count: length), password: SecretText(password), kdf: cheap)
        }
    }

    @Test("a password under 8 characters is refused")
    func shortPassword() {
        #expect(throws: KeystoreError.passwordTooShort(minimum: 8)) {
            try SealedSecret.seal([1], password: "short", kdf: cheap)
        }
    }

    @Test("its JSON is a keystore's crypto object, and reads back to the same value")
    func jsonRoundTrip() throws {
        let sealed = try SealedSecret.seal([9, 8, 7, 6], password: SecretText(password), kdf: cheap)

        let json = try JSONEncoder().encode(sealed)
        let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        let read = try JSONDecoder().decode(SealedSecret.self, from: json)

        #expect(Set(object.keys) == ["cipher", "cipherparams", "ciphertext", "kdf", "kdfparams", "mac"])
        #expect(object["cipher"] as? String == "aes-128-ctr")
        #expect(read == sealed)
        #expect(try read.open(password: SecretText(password)) == [9, 8, 7, 6])
    }

    @Test("the Zilliqa keystore MAC is what seals it: a keystore's crypto object of a key opens as the key")
    func opensAKeystoresCrypto() throws {
        let key = try PrivateKey(hex: String(repeating: "0", count: 63) + "1")
        let keystore = try Keystore.encrypt(key, password: SecretText(password), kdf: cheap)
        let file = try #require(try JSONSerialization.jsonObject(with: keystore.jsonData()) as? [String: Any])
        let crypto = try JSONSerialization.data(withJSONObject: try #require(file["crypto"]))

        let opened = try JSONDecoder().decode(SealedSecret.self, from: crypto).open(password: SecretText(password))

        #expect(opened == [UInt8](repeating: 0, count: 31) + [1])
    }

    @Test("a stored one with a ciphertext over 2048 bytes is refused when read")
    func readBound() throws {
        let sealed = try SealedSecret.seal([1], password: SecretText(password), kdf: cheap)
        var object = try #require(
            try JSONSerialization.jsonObject(with: JSONEncoder().encode(sealed)) as? [String: Any])
        object["ciphertext"] = String(repeating: "ab", count: 2049)

        let json = try JSONSerialization.data(withJSONObject: object)

        #expect(throws: DecodingError.self) { try JSONDecoder().decode(SealedSecret.self, from: json) }
    }

    @Test("its description shows the length and KDF, never the ciphertext")
    func redacted() throws {
        let sealed = try SealedSecret.seal([0xAB, 0xCD], password: SecretText(password), kdf: cheap)

        #expect(sealed.description == "SealedSecret(2 bytes, kdf: \(cheap))")
        #expect(!String(reflecting: sealed).contains("ciphertext"))
    }
}

@Suite("A recovery phrase sealed under the wallet's password")
struct RecoveryPhraseSealingTests {
    /// BIP-39's first Trezor vector: entropy 00…00.
    private static let abandon =
        "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon"
        + " abandon about"

    @Test("the words and passphrase come back from the sealed phrase")
    func roundTrip() throws {
        let phrase = RecoveryPhrase(mnemonic: try Mnemonic(phrase: Self.abandon), passphrase: "TREZOR")

        let opened = try RecoveryPhrase(
            unsealing: try phrase.sealed(password: SecretText(password), kdf: cheap), password: SecretText(password))

        #expect(opened.mnemonic.revealedPhrase() == Self.abandon)
        #expect(opened.passphrase == "TREZOR")
    }

    @Test("the sealed bytes are version 1, the entropy's length, the entropy, the passphrase")
    func layout() throws {
        let phrase = RecoveryPhrase(mnemonic: try Mnemonic(phrase: Self.abandon), passphrase: "ab")

        let bytes = try phrase.sealed(password: SecretText(password), kdf: cheap).open(password: SecretText(password))

        #expect(bytes == [1, 16] + [UInt8](repeating: 0, count: 16) + [0x61, 0x62])
    }

    @Test("a wrong password is a keystore's wrong password")
    func wrongPassword() throws {
        let sealed = try RecoveryPhrase(mnemonic: try Mnemonic(phrase: Self.abandon)).sealed(
            password: SecretText(password), kdf: cheap)

        #expect(throws: RecoveryPhraseError.sealing(.wrongPassword)) {
            try RecoveryPhrase(unsealing: sealed, password: "another password")
        }
    }

    @Test("a sealed secret that is not a phrase is damaged", arguments: [[UInt8]([2, 16]), [1, 15, 0], [1, 40]])
    func damaged(bytes: [UInt8]) throws {
        let sealed = try SealedSecret.seal(bytes, password: SecretText(password), kdf: cheap)

        #expect(throws: RecoveryPhraseError.damaged) {
            try RecoveryPhrase(unsealing: sealed, password: SecretText(password))
        }
    }

    @Test("a passphrase over 1024 bytes is refused")
    func longPassphrase() throws {
        let phrase = RecoveryPhrase(
            mnemonic: try Mnemonic(phrase: Self.abandon), passphrase: String(repeating: "x", count: 1025))

        #expect(throws: RecoveryPhraseError.passphraseTooLong(maximumBytes: 1024)) {
            try phrase.sealed(password: SecretText(password), kdf: cheap)
        }
    }

    @Test("keys derived together are the keys derived one by one, and the same every time", arguments: [0, 1, 7])
    func batchEqualsSingles(seedByte: UInt8) throws {
        let phrase = RecoveryPhrase(
            mnemonic: try Mnemonic(entropy: [UInt8](repeating: seedByte, count: 16)), passphrase: "TREZOR")
        let paths = DerivationPreset.allCases.flatMap { preset in (0..<3).map { preset.path(account: $0) } }

        let together = try phrase.privateKeys(at: paths).map { $0.publicKey.address }
        let again = try phrase.privateKeys(at: paths).map { $0.publicKey.address }
        let alone = try paths.map { try phrase.privateKey(at: $0).publicKey.address }

        #expect(together == alone)
        #expect(together == again)
        #expect(Set(together).count == paths.count)
    }

    @Test("its description names the word count, never the words or passphrase")
    func redacted() throws {
        let phrase = RecoveryPhrase(mnemonic: try Mnemonic(phrase: Self.abandon), passphrase: "TREZOR")

        #expect(phrase.description == "RecoveryPhrase(12 words redacted, passphrase: redacted)")
        #expect(!String(reflecting: phrase).contains("abandon"))
    }
}
