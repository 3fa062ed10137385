import Testing

@testable import ZilliqaKit

@Suite("The keystore's primitives: scrypt, PBKDF2-HMAC-SHA256 and AES-128-CTR against published vectors")
struct KeystoreKDFTests {
    @Test("scrypt of an empty password and salt, n=16 r=1 p=1, is RFC 7914's first vector")
    func scryptRFC7914Empty() throws {
        let derived = Scrypt.derive(password: [], salt: [], n: 16, r: 1, p: 1, length: 64)

        #expect(
            derived.map { Hex.encode($0) }
                == "77d6576238657b203b19ca42c18a0497f16b4844e3074ae8dfdffa3fede21442"
                + "fcd0069ded0948f8326a753a0fc81f17e8d3e0fb2e0d3628cf35e20c38d18906")
    }

    @Test("scrypt of \"password\" and \"NaCl\", n=1024 r=8 p=16, is RFC 7914's second vector")
    func scryptRFC7914Password() throws {
        let derived = Scrypt.derive(
            password: Array("password".utf8), salt: Array("NaCl".utf8), n: 1024, r: 8, p: 16, length: 64)

        #expect(
            derived.map { Hex.encode($0) }
                == "fdbabe1c9d3472007856e7190d01e9fe7c6ad7cbc8237830e77376634b373162"
                + "2eaf30d92e22a3886ff109279d9830dac727afb94a83ee6d8360cbdfa2cc0640")
    }

    @Test("scrypt refuses an n that is not a power of two")
    func scryptRefusesBadN() {
        #expect(Scrypt.derive(password: [1], salt: [2], n: 1000, r: 8, p: 1, length: 32) == nil)
    }

    @Test("PBKDF2-HMAC-SHA256 of \"passwd\" and \"salt\", c=1, is RFC 7914's vector")
    func pbkdf2RFC7914() {
        let derived = PBKDF2.deriveSHA256(
            password: Array("passwd".utf8), salt: Array("salt".utf8), iterations: 1, length: 64)

        #expect(
            derived.map { Hex.encode($0) }
                == "55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc"
                + "49ca9cccf179b645991664b39d77ef317c71b845b1e30bd509112041d3a19783")
    }

    @Test("PBKDF2 of an empty password works (OpenSSL gets a null pointer and length 0)")
    func pbkdf2EmptyPassword() {
        let derived = PBKDF2.deriveSHA256(password: [], salt: Array("salt".utf8), iterations: 1, length: 32)

        #expect(derived?.count == 32)
    }

    @Test("AES-128-CTR is NIST SP 800-38A's CTR-AES128 vector (F.5.1, two blocks)")
    func aesCTRNIST() throws {
        let output = AES128CTR.apply(
            key: try Hex.decode("2b7e151628aed2a6abf7158809cf4f3c"),
            iv: try Hex.decode("f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff"),
            try Hex.decode("6bc1bee22e409f96e93d7e117393172aae2d8a571e03ac9c9eb76fac45af8e51"))

        #expect(output.map { Hex.encode($0) } == "874d6191b620e3261bef6864990db6ce9806f66b7970fdff8617187bb9fffdff")
    }

    @Test("AES-128-CTR counts with the whole 128-bit iv: the low 64 bits carry into the high 64")
    func aesCTRFullWidthCounter() throws {
        // Expected from pycryptodome's AES.new(key, MODE_CTR, nonce=b"", initial_value=iv), as pyzil calls it.
        let output = AES128CTR.apply(
            key: try Hex.decode("2b7e151628aed2a6abf7158809cf4f3c"),
            iv: try Hex.decode("0000000000000000ffffffffffffffff"),
            try Hex.decode("6bc1bee22e409f96e93d7e117393172aae2d8a571e03ac9c9eb76fac45af8e51"))

        #expect(output.map { Hex.encode($0) } == "84468955ad84651e0fba9085149428447227b194980a6ef3f19d0c0fd95860c2")
    }

    @Test("AES-128-CTR applied twice gives back the input")
    func aesCTRIsItsOwnInverse() throws {
        let key = SecureRandom.bytes(16)
        let iv = SecureRandom.bytes(16)
        let input = SecureRandom.bytes(32)

        let twice = AES128CTR.apply(key: key, iv: iv, try #require(AES128CTR.apply(key: key, iv: iv, input)))

        #expect(twice == input)
    }

    @Test("KeyDerivation.derive gives the 32-byte key the keystore's MAC is made with")
    func keyDerivationMatchesKeystore() throws {
        let key = PrivateKey()
        let keystore = try Keystore.encrypt(
            key, password: SecretText(KeystoreTestSupport.password), kdf: .pbkdf2(iterations: 1000))

        let derived = try KeyDerivation.derive(
            password: Array(KeystoreTestSupport.password.utf8), salt: keystore.salt, parameters: keystore.kdf)
        let mac = HMACSHA256.authenticate(
            key: derived, Array(derived[16..<32]), keystore.ciphertext, keystore.iv, Array("aes-128-ctr".utf8))

        #expect(mac == keystore.mac)
    }

    @Test("KeyDerivation.derive refuses a salt shorter than 16 bytes")
    func keyDerivationSaltBound() {
        #expect(throws: KeystoreError.wrongLength(field: "crypto.kdfparams.salt", bytes: 4, expected: "16 to 64 bytes"))
        {
            try KeyDerivation.derive(password: [1], salt: [1, 2, 3, 4], parameters: .pbkdf2(iterations: 1))
        }
    }
}
