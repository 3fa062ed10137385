import Foundation
import Testing

@testable import ZilliqaKit

@Suite("Keystore KDF costs are bounded together, before any derivation starts")
struct KeystoreCostBoundTests {
    typealias Support = KeystoreTestSupport

    /// A quick keystore's file with `kdf`'s parameters written over its own, read back from
    /// `folder`: what a hostile file on disk looks like.
    private func hostileFile(_ kdf: [String: Int], name: String, in folder: ScratchFolder) throws -> Data {
        let isScrypt = kdf["n"] != nil
        var json = try Support.quickKeystore(kdf: isScrypt ? Support.quickScrypt : Support.quickPBKDF2).0.jsonData()
        for (field, value) in kdf { json = try Support.editing(json, "crypto.kdfparams.\(field)", to: value) }
        try folder.write(name, String(decoding: json, as: UTF8.self))
        return try Data(contentsOf: URL(fileURLWithPath: folder.path + "/" + name))
    }

    @Test(
        "a file whose scrypt parameters each pass but together cost too much is refused in milliseconds",
        arguments: [
            // n=2^20 r=8 p=16: 1 GiB, 2^27 units; took 63 s before this bound.
            (["n": 1 << 20, "r": 8, "p": 16], KeystoreError.scryptTooCostly(memoryBytes: 1 << 30, work: 1 << 27)),
            // Memory alone: 512 MiB with p=1.
            (["n": 1 << 19, "r": 8, "p": 1], .scryptTooCostly(memoryBytes: 512 << 20, work: 1 << 22)),
            // Work alone: 128 MiB, but 2^23 units through p=8.
            (["n": 1 << 17, "r": 8, "p": 8], .scryptTooCostly(memoryBytes: 128 << 20, work: 1 << 23)),
        ])
    func scryptTooCostly(kdf: [String: Int], expected: KeystoreError) async throws {
        let folder = try ScratchFolder()
        let json = try hostileFile(kdf, name: "hostile.json", in: folder)
        let clock = ContinuousClock()

        let started = clock.now
        #expect(throws: expected) { try Keystore(json: json) }

        #expect(clock.now - started < .milliseconds(500))
    }

    @Test("a PBKDF2 file asking for more than 2^21 rounds is refused in milliseconds")
    func pbkdf2TooCostly() throws {
        let folder = try ScratchFolder()
        let json = try hostileFile(["c": 100_000_000], name: "hostile.json", in: folder)
        let clock = ContinuousClock()

        let started = clock.now
        #expect(throws: KeystoreError.pbkdf2TooCostly(iterations: 100_000_000)) { try Keystore(json: json) }

        #expect(clock.now - started < .milliseconds(500))
    }

    @Test("deriving with costs beyond the bounds is refused too, not only reading a file")
    func deriveRefuses() {
        #expect(throws: KeystoreError.scryptTooCostly(memoryBytes: 1 << 30, work: 1 << 27)) {
            try KeyDerivation.derive(
                password: [1], salt: [UInt8](repeating: 7, count: 32), parameters: .scrypt(n: 1 << 20, r: 8, p: 16))
        }
    }

    @Test("the refusal names what the file asks for and the bound, in words")
    func descriptionInWords() {
        let description = KeystoreError.scryptTooCostly(memoryBytes: 1 << 30, work: 1 << 27).description

        #expect(
            description
                == "the keystore asks for 1 GiB of memory and 2^27 units of work to unlock; this wallet unlocks at most "
                + "256 MiB and 2^22 units (wallets write 8 MiB and 2^16, geth at most 256 MiB and 2^21): it was not "
                + "made by a wallet, or it is hostile; use another copy")
        #expect(
            KeystoreError.pbkdf2TooCostly(iterations: 100_000_000).description.contains(
                "100000000 PBKDF2 rounds to unlock; this wallet unlocks at most 2097152"))
    }

    @Test(
        "what real wallets write passes: zilliqa-js and pyzil, geth's standard and light scrypt",
        arguments: [
            KDFParameters.scrypt, .pbkdf2, .scrypt(n: 1 << 18, r: 8, p: 1), .scrypt(n: 1 << 12, r: 8, p: 6),
        ])
    func realCostsPass(kdf: KDFParameters) throws {
        try kdf.validate()
    }

    @Test("the zilliqa-js and pyzil keystore files still read and unlock")
    func realFilesUnlock() async throws {
        let scrypt = try #require(try Support.zilliqaJSKeystores().first)
        let pbkdf2 = try Support.fixture("keystore-pbkdf2-pyzil")

        let keys = try await DedicatedThread.run { () throws -> [PrivateKey] in
            [
                try Keystore(json: Data(scrypt.keystore.utf8)).decrypt(password: SecretText(scrypt.passphrase)),
                try Keystore(json: pbkdf2).decrypt(password: "pyzil_password"),
            ]
        }

        #expect(keys.count == 2)
    }
}
