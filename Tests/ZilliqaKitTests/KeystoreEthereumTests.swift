import Foundation
import Testing

@testable import ZilliqaKit

/// One keystore of `ethereum-keystores.json` (scripts/ethereum-keystore-fixtures.py): the Web3
/// Secret Storage Definition's vectors and keystores eth-account wrote, with the key each holds.
struct EthereumKeystoreVector: Decodable, Sendable, CustomTestStringConvertible {
    let name: String
    let privateKey: String
    let password: String
    let evmAddress: String
    let keystore: String

    var testDescription: String { name }

    static func all() throws -> [EthereumKeystoreVector] {
        try JSONDecoder().decode(
            [EthereumKeystoreVector].self, from: KeystoreTestSupport.fixture("ethereum-keystores"))
    }

    /// The keystores eth-account wrote at small costs (the definition's two cost 262144 each).
    static func ethAccount() throws -> [EthereumKeystoreVector] {
        try all().filter { $0.name.hasPrefix("eth-account") }
    }

    static func named(_ name: String) throws -> EthereumKeystoreVector {
        try #require(try all().first { $0.name == name })
    }
}

@Suite("Ethereum keystores written by other wallets")
struct KeystoreEthereumFixtureTests {
    /// The definition's two vectors, each at cost 262144 (the only slow keystore tests).
    @Test(
        "each of the definition's vectors (PBKDF2 c=262144, scrypt n=262144 r=1 p=8) decrypts to its key",
        arguments: ["web3-pbkdf2", "web3-scrypt"])
    func definitionVector(_ name: String) throws {
        let vector = try EthereumKeystoreVector.named(name)
        let keystore = try Keystore(json: Data(vector.keystore.utf8))

        let unlocked = try keystore.unlock(password: SecretText(vector.password))

        #expect(unlocked.key == (try PrivateKey(hex: vector.privateKey)))
        #expect(unlocked.dialect == .ethereum)
    }

    @Test("each eth-account keystore decrypts to its key", arguments: try EthereumKeystoreVector.ethAccount())
    func ethAccountKeystoreDecrypts(_ vector: EthereumKeystoreVector) throws {
        let keystore = try Keystore(json: Data(vector.keystore.utf8))

        let key = try keystore.decrypt(password: SecretText(vector.password))

        #expect(key == (try PrivateKey(hex: vector.privateKey)))
    }

    @Test("each eth-account keystore unlocks as Ethereum's dialect", arguments: try EthereumKeystoreVector.ethAccount())
    func ethAccountKeystoreIsEthereum(_ vector: EthereumKeystoreVector) throws {
        let keystore = try Keystore(json: Data(vector.keystore.utf8))

        let unlocked = try keystore.unlock(password: SecretText(vector.password))

        #expect(unlocked.dialect == .ethereum)
    }

    @Test("eth-account's address (EIP-55 without 0x) reads as the key's EVM address")
    func ethAccountAddressReads() throws {
        let vector = try #require(try EthereumKeystoreVector.ethAccount().first)

        let keystore = try Keystore(json: Data(vector.keystore.utf8))

        #expect(keystore.evmAddress?.checksummed == vector.evmAddress)
    }

    @Test("a wrong password on an eth-account keystore is a wrong password")
    func ethAccountWrongPassword() throws {
        let vector = try #require(try EthereumKeystoreVector.ethAccount().first)
        let keystore = try Keystore(json: Data(vector.keystore.utf8))

        #expect(throws: KeystoreError.wrongPassword) { try keystore.decrypt(password: "not the password") }
    }

    @Test("a keystore read from a file has no dialect until it is unlocked")
    func readKeystoreHasNoDialect() throws {
        let vector = try #require(try EthereumKeystoreVector.ethAccount().first)

        let keystore = try Keystore(json: Data(vector.keystore.utf8))

        #expect(keystore.dialect == nil)
    }

    @Test("a zilliqa-js keystore still unlocks as Zilliqa's dialect")
    func zilliqaJSKeystoreIsZilliqa() throws {
        let vector = try #require(try KeystoreTestSupport.zilliqaJSKeystores().first)
        let keystore = try Keystore(json: Data(vector.keystore.utf8))

        let unlocked = try keystore.unlock(password: SecretText(vector.passphrase))

        #expect(unlocked.dialect == .zilliqa)
        #expect(unlocked.key == (try PrivateKey(hex: vector.privateKey)))
    }
}

@Suite("Ethereum keystores: writing, and telling the dialects apart by the MAC")
struct KeystoreEthereumDialectTests {
    typealias Support = KeystoreTestSupport

    /// A fresh key in an Ethereum keystore with quick scrypt or PBKDF2, and the key.
    private func ethereumKeystore(kdf: KDFParameters = Support.quickScrypt) throws -> (Keystore, PrivateKey) {
        let key = PrivateKey()
        return (try Keystore.encrypt(key, password: SecretText(Support.password), kdf: kdf, dialect: .ethereum), key)
    }

    /// Keccak-256(dk[16..<32] || ciphertext), computed here from the definition, as hex.
    private func keccakMAC(of json: Data) throws -> String {
        let salt = [UInt8](hex: try #require(try Support.value(json, "crypto.kdfparams.salt") as? String))
        let ciphertext = [UInt8](hex: try #require(try Support.value(json, "crypto.ciphertext") as? String))
        let derived = try KeyDerivation.derive(
            password: Array(Support.password.utf8), salt: salt, parameters: Support.quickScrypt)
        return Hex.encode(Keccak256.hash(Array(derived[16..<32]) + ciphertext))
    }

    // MARK: - Round trip

    @Test(
        "an Ethereum keystore read back from its JSON unlocks to the key, as Ethereum's",
        arguments: [Support.quickScrypt, Support.quickPBKDF2])
    func roundTrip(kdf: KDFParameters) throws {
        let (keystore, key) = try ethereumKeystore(kdf: kdf)

        let unlocked = try Keystore(json: keystore.jsonData()).unlock(password: SecretText(Support.password))

        #expect(unlocked.key == key)
        #expect(unlocked.dialect == .ethereum)
    }

    @Test("encrypt writes Zilliqa's dialect unless told otherwise")
    func defaultDialectIsZilliqa() throws {
        let (keystore, _) = try Support.quickKeystore()

        let unlocked = try keystore.unlock(password: SecretText(Support.password))

        #expect(keystore.dialect == .zilliqa)
        #expect(unlocked.dialect == .zilliqa)
    }

    @Test("an Ethereum keystore read back is equal to the one written: the dialect is not part of ==")
    func equalAfterReading() throws {
        let (keystore, _) = try ethereumKeystore()

        let reread = try Keystore(json: keystore.jsonData())

        #expect(reread == keystore)
    }

    // MARK: - The written form

    @Test("the MAC is Keccak-256 over dk[16..<32] and the ciphertext")
    func macIsKeccak() throws {
        let json = try ethereumKeystore().0.jsonData()

        let mac = try #require(try Support.value(json, "crypto.mac") as? String)

        #expect(mac == (try keccakMAC(of: json)))
    }

    @Test("the address is the key's EVM address, lowercase without 0x")
    func writtenAddressIsEVM() throws {
        let (keystore, key) = try ethereumKeystore()

        let address = try Support.value(keystore.jsonData(), "address") as? String

        #expect(address == key.publicKey.evmAddress.hex)
    }

    @Test("scrypt kdfparams hold exactly geth's fields: dklen, n, p, r, salt")
    func writtenScryptParams() throws {
        let json = try ethereumKeystore().0.jsonData()

        let params = try #require(try Support.value(json, "crypto.kdfparams") as? [String: Any])

        #expect(Set(params.keys) == ["dklen", "n", "p", "r", "salt"])
    }

    @Test("pbkdf2 kdfparams hold exactly c, dklen, prf and salt, with prf hmac-sha256")
    func writtenPBKDF2Params() throws {
        let json = try ethereumKeystore(kdf: Support.quickPBKDF2).0.jsonData()

        let params = try #require(try Support.value(json, "crypto.kdfparams") as? [String: Any])

        #expect(Set(params.keys) == ["c", "dklen", "prf", "salt"])
        #expect(params["prf"] as? String == "hmac-sha256")
    }

    @Test("written(as:) writes a read keystore in the dialect asked for")
    func writtenAsEthereum() throws {
        let (keystore, key) = try ethereumKeystore()
        let reread = try Keystore(json: keystore.jsonData())

        let rewritten = reread.written(as: .ethereum).jsonData()

        #expect(try Support.value(rewritten, "address") as? String == key.publicKey.evmAddress.hex)
    }

    // MARK: - The MAC decides

    @Test("a Zilliqa keystore whose mac is replaced by Keccak's reads as Ethereum's")
    func keccakMACMakesEthereum() throws {
        let (keystore, key) = try Support.quickKeystore()
        let withoutAddress = try Support.editing(keystore.jsonData(), "address", to: nil)
        let json = try Support.editing(withoutAddress, "crypto.mac", to: try keccakMAC(of: withoutAddress))

        let unlocked = try Keystore(json: json).unlock(password: SecretText(Support.password))

        #expect(unlocked.dialect == .ethereum)
        #expect(unlocked.key == key)
    }

    @Test("a mac of neither dialect is a wrong password")
    func neitherMACIsWrongPassword() throws {
        let (keystore, _) = try ethereumKeystore()
        let json = try Support.editing(keystore.jsonData(), "crypto.mac", to: String(repeating: "ab", count: 32))

        #expect(throws: KeystoreError.wrongPassword) {
            try Keystore(json: json).decrypt(password: SecretText(Support.password))
        }
    }

    @Test("a wrong password on an Ethereum keystore is a wrong password")
    func wrongPassword() throws {
        let (keystore, _) = try ethereumKeystore()

        #expect(throws: KeystoreError.wrongPassword) { try keystore.decrypt(password: "wrong horse battery") }
    }

    // MARK: - The address it names

    @Test("an Ethereum keystore naming another EVM address is an EVM address mismatch")
    func evmAddressMismatch() throws {
        let (keystore, key) = try ethereumKeystore()
        let other = PrivateKey().publicKey.evmAddress
        let json = try Support.editing(keystore.jsonData(), "address", to: other.hex)

        #expect(throws: KeystoreError.evmAddressMismatch(file: other, key: key.publicKey.evmAddress)) {
            try Keystore(json: json).decrypt(password: SecretText(Support.password))
        }
    }

    @Test("a Keccak mac beside the key's Zilliqa address is an EVM address mismatch, not a Zilliqa unlock")
    func zilliqaAddressInEthereumKeystore() throws {
        let (keystore, key) = try Support.quickKeystore()
        let json = try Support.editing(keystore.jsonData(), "crypto.mac", to: try keccakMAC(of: keystore.jsonData()))
        let named = try EVMAddress(bytes: key.publicKey.address.bytes)

        #expect(throws: KeystoreError.evmAddressMismatch(file: named, key: key.publicKey.evmAddress)) {
            try Keystore(json: json).decrypt(password: SecretText(Support.password))
        }
    }

    @Test("the EVM address mismatch names both addresses in EIP-55 and nothing secret")
    func evmAddressMismatchDescription() throws {
        let file = try EVMAddress("0x008AeEda4D805471dF9b2A5B0f38A0C3bCBA786b")
        let key = try EVMAddress("0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf")

        let text = KeystoreError.evmAddressMismatch(file: file, key: key).description

        #expect(
            text
                == "address mismatch: the Ethereum keystore says it holds 0x008AeEda4D805471dF9b2A5B0f38A0C3bCBA786b, "
                + "but its key belongs to 0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf; the file was edited or put "
                + "together from two files, do not trust it")
    }

    @Test("an EIP-55 address with a broken checksum and no 0x is refused")
    func brokenEIP55Refused() throws {
        // The definition's key, so the broken casing is the same each run (a random one could by
        // chance be a valid Zilliqa checksum).
        let key = try PrivateKey(hex: "7a28b5ba57c53603b0b07b56bba752f7784bf506fa95edc395f5cf6c7514fe9d")
        let keystore = try Keystore.encrypt(
            key, password: SecretText(Support.password), kdf: Support.quickScrypt, dialect: .ethereum)
        let eip55 = String(key.publicKey.evmAddress.checksummed.dropFirst(2))
        let index = try #require(eip55.firstIndex { $0.isLetter })
        let flipped = eip55.replacingCharacters(
            in: index...index, with: eip55[index].isUppercase ? eip55[index].lowercased() : eip55[index].uppercased())
        try #require(flipped.contains { $0.isUppercase } && flipped.contains { $0.isLowercase })
        let json = try Support.editing(keystore.jsonData(), "address", to: flipped)

        #expect(throws: KeystoreError.self) { try Keystore(json: json) }
    }

    // MARK: - Nothing secret shows

    @Test("description and dump show the EIP-55 address and the dialect, no ciphertext, MAC or key")
    func descriptionShowsNothingSecret() throws {
        let (keystore, key) = try ethereumKeystore()
        var dumped = ""
        dump(keystore, to: &dumped)

        #expect(keystore.description.contains(key.publicKey.evmAddress.checksummed))
        for text in [keystore.description, dumped] {
            #expect(text.contains("ethereum"))
            #expect(!text.contains(Hex.encode(keystore.ciphertext)))
            #expect(!text.contains(Hex.encode(keystore.mac)))
            #expect(!text.contains(key.revealedHex()))
        }
    }

    // MARK: - Costs

    @Test(
        "the costs Ethereum wallets write are inside the bounds: geth standard and light, the definition's scrypt",
        arguments: [
            KDFParameters.scrypt(n: 262_144, r: 8, p: 1), .scrypt(n: 4096, r: 8, p: 6), .scrypt(n: 262_144, r: 1, p: 8),
            .pbkdf2(iterations: 262_144), .pbkdf2(iterations: 1_000_000),
        ])
    func ethereumCostsAccepted(kdf: KDFParameters) {
        #expect(throws: Never.self) { try kdf.validate() }
    }

    @Test("unlocked(password:) runs unlock off the cooperative pool with the same result")
    func asyncUnlock() async throws {
        let (keystore, key) = try ethereumKeystore()

        let unlocked = try await keystore.unlocked(password: SecretText(Support.password))

        #expect(unlocked.key == key)
        #expect(unlocked.dialect == .ethereum)
    }
}
