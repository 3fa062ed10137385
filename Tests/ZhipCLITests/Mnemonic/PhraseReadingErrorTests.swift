import CommandLineKit
import Foundation
import Testing
import ZilliqaKit

/// What zhip-cli says when a recovery phrase or a keystore it is given cannot be read: the words
/// of a phrase typed as the argument of --mnemonic-file are never repeated, a phrase in another
/// language is said to be one, and a file an editor saved with a byte-order mark reads. In-process,
/// each test in its own home. Every expectation on a secret compares it to a boolean.
@Suite("zhip-cli: reading a recovery phrase or a keystore", .container)
struct PhraseReadingErrorTests {
    /// zilliqa-js's test phrase.
    private static let phrase = KeystoreImportMnemonicTests.phrase

    /// True when `result` shows none of the phrase's words (as words: "what" does not show "hat").
    private func showsNoWord(_ result: CLIResult) -> Bool {
        let printed = Set(result.everything.lowercased().split { !$0.isLetter })
        return !Self.phrase.split(separator: " ").contains { printed.contains($0) }
    }

    // MARK: - The phrase given as the argument

    @Test(
        "the phrase typed after --mnemonic-file is refused without repeating a word, with and without --json",
        arguments: [[], ["--json"]])
    func wordsAsArgument(json: [String]) async throws {
        // Arrange
        let home = try TestHome()
        // Act
        let results = [
            await home.run(
                ["wallet", "restore", "--mnemonic-file", Self.phrase] + json, environment: Wallets.environment),
            await zhip(
                ["keystore", "import", "--mnemonic-file", Self.phrase, "--out", home.directory.file("k.json")] + json,
                environment: Wallets.environment, directory: home.directory.path),
            await zhip(
                ["wallet", "preview", "--mnemonic-file", Self.phrase, "--network", "devnet"] + json,
                directory: home.directory.path),
        ]
        // Assert
        for result in results {
            #expect(result.code == .usageError)
            #expect(showsNoWord(result))
            #expect(result.everything.contains("write the phrase into a file"), "\(result.code)")
            #expect(result.everything.contains("--mnemonic-file - to type it without echo"))
        }
    }

    // MARK: - Another language, a byte-order mark

    @Test("a Spanish phrase is said to be another language than the English Zhip reads, not 'did you mean bacon?'")
    func spanishPhrase() async throws {
        // Arrange
        let home = try TestHome()
        let file = try home.directory.write(
            "frase.txt", "ábaco abdomen abeja abierto abogado abono aborto abrazo abrir abuelo abuso acabar\n")
        // Act
        let result = await home.run(
            ["wallet", "restore", "--mnemonic-file", file], environment: Wallets.environment)
        // Assert
        #expect(result.code == .failure)
        #expect(result.errors.contains("Zhip reads English BIP-39 phrases only"), "\(result.errors)")
        #expect(!result.errors.contains("did you mean"))
        #expect(!result.errors.contains("abeja"))
    }

    @Test("a phrase file that starts with a byte-order mark restores the phrase's wallet")
    func phraseFileWithByteOrderMark() async throws {
        // Arrange
        let home = try TestHome()
        let file = try home.directory.write("phrase.txt", "\u{FEFF}" + Self.phrase + "\n")
        // Act
        let result = await home.run(
            ["wallet", "restore", "--mnemonic-file", file, "--index", "1", "--json"], environment: Wallets.environment)
        // Assert: gozilliqa's m/44'/313'/0'/0/1 of the phrase.
        #expect(result.code == .success, "\(result.errors)")
        #expect(try result.jsonAddress()["hex"] == "aacdf9c84bba51878c8681c72f035b62135d6d7e")
    }

    @Test("a keystore file that starts with a byte-order mark restores its wallet")
    func keystoreWithByteOrderMark() async throws {
        // Arrange
        let home = try TestHome()
        let plain = try Wallets.keystore(in: home.directory)
        let json = try String(contentsOfFile: plain, encoding: .utf8)
        let file = try home.directory.write("bom.json", "\u{FEFF}" + json)
        // Act
        let result = await home.run(
            ["wallet", "restore", "--keystore", file, "--json"], environment: Wallets.environment)
        // Assert
        #expect(result.code == .success, "\(result.errors)")
        #expect(try result.jsonAddress()["bech32"] == Wallets.alice.address.bech32)
    }

    @Test("a binary file given as a keystore is said to be no keystore (not text) and which file to give")
    func binaryKeystore() async throws {
        // Arrange
        let home = try TestHome()
        let file = home.directory.file("wallet.bin")
        try Data([0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x00, 0xFF, 0xFE, 0x00]).write(to: URL(fileURLWithPath: file))
        // Act
        let result = await home.run(["wallet", "restore", "--keystore", file], environment: Wallets.environment)
        // Assert
        #expect(result.code == .failure)
        #expect(result.errors.contains("not a keystore: the data is not text"), "\(result.errors)")
        #expect(result.errors.contains("pick the keystore file itself"))
        #expect(!result.errors.contains("Bad JSON"))
    }
}
