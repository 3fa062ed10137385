import CommandLineKit
import Foundation
import Testing
import ZilliqaKit

/// The keystore password read as bytes (a SecretText): refused, without repeating it, when it is
/// no text or too long; its non-ASCII bytes are the ones the KDF reads.
@Suite("zhip-cli keystore password as bytes")
struct KeystorePasswordBytesTests {
    @Test("a password file that is not UTF-8 is refused by name, and the bytes are not repeated")
    func notUTF8File() async throws {
        let directory = try TemporaryDirectory()
        try directory.write("pyzil.json", KnownKey.pyzilKeystore)
        let passwordFile = directory.file("password.bin")
        try Data([0x70, 0xFF, 0xFE, 0x71, 0x0A]).write(to: URL(fileURLWithPath: passwordFile))

        let result = await zhip(["keystore", "show", directory.file("pyzil.json"), "--password-file", passwordFile])

        #expect(result.code == .failure)
        #expect(result.errors == "Error: the password file \(passwordFile) is not UTF-8 text\n")
    }

    @Test("a ZHIP_PASSWORD longer than 64 KiB is refused naming the variable, not the value")
    func tooLongVariable() async throws {
        let directory = try TemporaryDirectory()
        try directory.write("pyzil.json", KnownKey.pyzilKeystore)

        let result = await zhip(
            ["keystore", "show", directory.file("pyzil.json")],
            environment: ["ZHIP_PASSWORD": String(repeating: "x", count: 64 * 1024 + 1)])

        #expect(result.code == .failure)
        #expect(
            result.errors == "Error: the password in ZHIP_PASSWORD is longer than 65536 bytes: give a shorter one\n")
    }

    @Test("a non-ASCII password typed on the terminal unlocks what the same text locked")
    func nonASCIITyped() async throws {
        let directory = try TemporaryDirectory()
        let key = try PrivateKey(hex: KnownKey.privateKey)
        let keystore = try Keystore.encrypt(key, password: SecretText("pässwörd ✓ 𝔷"), kdf: .pbkdf2(iterations: 1000))
        let file = try directory.write("marks.json", String(decoding: keystore.jsonData(), as: UTF8.self))

        let result = await zhip(["keystore", "show", file, "--json"], input: ["pässwörd ✓ 𝔷"], terminal: true)

        #expect(result.code == .success, "\(result.errors)")
        #expect(try result.json()["publicKey"] as? String == KnownKey.publicKey)
        #expect(result.echoModes == [false])
    }
}
