import Foundation
import Testing

@testable import ZilliqaKit

@Suite("Keystore encryption, decryption and the JSON it writes")
struct KeystoreRoundTripTests {
    typealias Support = KeystoreTestSupport

    @Test(
        "a keystore decrypts to the key it was made from, for both KDFs",
        arguments: [Support.quickScrypt, Support.quickPBKDF2])
    func roundTrip(kdf: KDFParameters) throws {
        let (keystore, key) = try Support.quickKeystore(kdf: kdf)

        let decrypted = try keystore.decrypt(password: SecretText(Support.password))

        #expect(decrypted == key)
    }

    @Test(
        "a keystore read back from its own JSON decrypts to the key",
        arguments: [Support.quickScrypt, Support.quickPBKDF2])
    func roundTripThroughJSON(kdf: KDFParameters) throws {
        let (keystore, key) = try Support.quickKeystore(kdf: kdf)

        let decrypted = try Keystore(json: keystore.jsonData()).decrypt(password: SecretText(Support.password))

        #expect(decrypted == key)
    }

    @Test("the written JSON decodes back to an equal keystore", arguments: [Support.quickScrypt, Support.quickPBKDF2])
    func writtenJSONDecodesEqual(kdf: KDFParameters) throws {
        let (keystore, _) = try Support.quickKeystore(kdf: kdf)

        let reread = try Keystore(json: keystore.jsonData())

        #expect(reread == keystore)
    }

    @Test("Keystore is Codable, so it can sit inside a larger JSON document")
    func codableInsideAnotherDocument() throws {
        let (keystore, _) = try Support.quickKeystore()
        let document = try JSONEncoder().encode(["wallet": keystore])

        let decoded = try JSONDecoder().decode([String: Keystore].self, from: document)

        #expect(decoded["wallet"] == keystore)
    }

    @Test("the default KDF is scrypt n=8192 r=8 p=1, zilliqa-js's choice")
    func defaultKDFIsZilliqaJSScrypt() throws {
        let keystore = try Keystore.encrypt(PrivateKey(), password: SecretText(Support.password))

        #expect(keystore.kdf == .scrypt(n: 8192, r: 8, p: 1))
    }

    @Test("the pbkdf2 preset is 262144 rounds, pyzil's and gozilliqa's choice")
    func pbkdf2PresetIsTheRealCost() {
        #expect(KDFParameters.pbkdf2 == .pbkdf2(iterations: 262_144))
    }

    @Test("every encryption takes a fresh salt, iv and id")
    func freshRandomnessEachTime() throws {
        let key = PrivateKey()

        let first = try Keystore.encrypt(key, password: SecretText(Support.password), kdf: Support.quickPBKDF2)
        let second = try Keystore.encrypt(key, password: SecretText(Support.password), kdf: Support.quickPBKDF2)

        #expect(first.salt != second.salt)
        #expect(first.iv != second.iv)
        #expect(first.ciphertext != second.ciphertext)
        #expect(first.id != second.id)
    }

    @Test("the keystore records the key's address")
    func recordsAddress() throws {
        let (keystore, key) = try Support.quickKeystore()

        #expect(keystore.address == key.publicKey.address)
    }

    // MARK: - The written form

    @Test("the written file has exactly zilliqa-js's keys at every level")
    func writtenKeySet() throws {
        let json = try Support.quickKeystore().0.jsonData()

        let top = try Support.object(json)
        let crypto = try #require(top["crypto"] as? [String: Any])
        let cipherParams = try #require(crypto["cipherparams"] as? [String: Any])
        let kdfParams = try #require(crypto["kdfparams"] as? [String: Any])

        #expect(Set(top.keys) == ["address", "crypto", "id", "version"])
        #expect(Set(crypto.keys) == ["cipher", "cipherparams", "ciphertext", "kdf", "kdfparams", "mac"])
        #expect(Set(cipherParams.keys) == ["iv"])
        #expect(Set(kdfParams.keys) == ["salt", "n", "c", "r", "p", "dklen"])
    }

    @Test("the written file has zilliqa-js's values: 0x checksummed address, version 3, aes-128-ctr, dklen 32")
    func writtenScalarValues() throws {
        let (keystore, key) = try Support.quickKeystore()
        let json = keystore.jsonData()

        #expect(try Support.value(json, "address") as? String == key.publicKey.address.checksummed)
        #expect(try Support.value(json, "version") as? Int == 3)
        #expect(try Support.value(json, "crypto.cipher") as? String == "aes-128-ctr")
        #expect(try Support.value(json, "crypto.kdf") as? String == "scrypt")
        #expect(try Support.value(json, "crypto.kdfparams.n") as? Int == 1024)
        #expect(try Support.value(json, "crypto.kdfparams.r") as? Int == 8)
        #expect(try Support.value(json, "crypto.kdfparams.p") as? Int == 1)
        #expect(try Support.value(json, "crypto.kdfparams.dklen") as? Int == 32)
    }

    @Test("a pbkdf2 file carries c and, like zilliqa-js, the scrypt fields at their defaults")
    func writtenPBKDF2Values() throws {
        let json = try Support.quickKeystore(kdf: Support.quickPBKDF2).0.jsonData()

        #expect(try Support.value(json, "crypto.kdf") as? String == "pbkdf2")
        #expect(try Support.value(json, "crypto.kdfparams.c") as? Int == 1000)
        #expect(try Support.value(json, "crypto.kdfparams.n") as? Int == 8192)
        #expect(try Support.value(json, "crypto.kdfparams.r") as? Int == 8)
        #expect(try Support.value(json, "crypto.kdfparams.p") as? Int == 1)
    }

    @Test("hex fields are written in lowercase at their lengths: salt 32, iv 16, ciphertext 32, mac 32 bytes")
    func writtenHexFields() throws {
        let json = try Support.quickKeystore().0.jsonData()
        let expectedLengths = [
            "crypto.kdfparams.salt": 64, "crypto.cipherparams.iv": 32, "crypto.ciphertext": 64, "crypto.mac": 64,
        ]

        for (path, length) in expectedLengths {
            let text = try #require(try Support.value(json, path) as? String)
            #expect(text.count == length, "\(path)")
            #expect(text.allSatisfy { "0123456789abcdef".contains($0) }, "\(path)")
        }
    }

    @Test("the id is a lowercase UUID v4")
    func writtenIDIsUUIDv4() throws {
        let (keystore, _) = try Support.quickKeystore()

        let id = keystore.id
        let uuid = try #require(UUID(uuidString: id))

        #expect(id == id.lowercased())
        #expect(uuid.uuid.6 >> 4 == 4)
        #expect(uuid.uuid.8 >> 6 == 0b10)
    }

    // MARK: - Every form other wallets write

    @Test(
        "the address reads in every form: 0x checksummed, lowercase or uppercase without 0x, 0x lowercase",
        arguments: ["checksummed", "lower", "upper", "0x lower"])
    func addressForms(form: String) throws {
        let (keystore, key) = try Support.quickKeystore()
        let address = key.publicKey.address
        let text =
            switch form {
            case "checksummed": address.checksummed
            case "lower": address.hex
            case "upper": address.hex.uppercased()
            default: "0x" + address.hex
            }
        let json = try Support.editing(keystore.jsonData(), "address", to: text)

        let reread = try Keystore(json: json)

        #expect(reread.address == address)
        #expect(try reread.decrypt(password: SecretText(Support.password)) == key)
    }

    @Test("a file without an address decrypts, and has no address")
    func noAddress() throws {
        let (keystore, key) = try Support.quickKeystore()
        let json = try Support.editing(keystore.jsonData(), "address", to: nil)

        let reread = try Keystore(json: json)

        #expect(reread.address == nil)
        #expect(try reread.decrypt(password: SecretText(Support.password)) == key)
    }

    @Test("hex in uppercase everywhere still decrypts")
    func uppercaseHex() throws {
        let (keystore, key) = try Support.quickKeystore()
        var json = keystore.jsonData()
        for path in ["crypto.kdfparams.salt", "crypto.cipherparams.iv", "crypto.ciphertext", "crypto.mac"] {
            let text = try #require(try Support.value(json, path) as? String)
            json = try Support.editing(json, path, to: text.uppercased())
        }

        let decrypted = try Keystore(json: json).decrypt(password: SecretText(Support.password))

        #expect(decrypted == key)
    }

    @Test(
        "kdfparams holding only the fields its kdf uses still decrypt",
        arguments: [
            (Support.quickScrypt, ["c"]),
            (Support.quickPBKDF2, ["n", "r", "p"]),
        ])
    func minimalKDFParams(kdf: KDFParameters, unused: [String]) throws {
        let (keystore, key) = try Support.quickKeystore(kdf: kdf)
        var json = keystore.jsonData()
        for field in unused { json = try Support.editing(json, "crypto.kdfparams.\(field)", to: nil) }

        let decrypted = try Keystore(json: json).decrypt(password: SecretText(Support.password))

        #expect(decrypted == key)
    }

    // MARK: - Nothing secret shows

    @Test("description and dump show the address and KDF but no ciphertext, MAC or key")
    func descriptionShowsNothingSecret() throws {
        let (keystore, key) = try Support.quickKeystore()
        var dumped = ""
        dump(keystore, to: &dumped)

        for text in [keystore.description, String(reflecting: keystore), dumped] {
            #expect(text.contains(try #require(keystore.address).checksummed))
            #expect(text.contains("scrypt"))
            #expect(!text.contains(Hex.encode(keystore.ciphertext)))
            #expect(!text.contains(Hex.encode(keystore.mac)))
            #expect(!text.contains(key.revealedHex()))
        }
    }
}
