import CommandLineKit
import Foundation
import Testing
import ZilliqaKit

/// `zhip-cli wallet create` from a new recovery phrase: `--words`, `--phrase-out`, `--raw-key`.
@Suite("zhip-cli wallet create: a new recovery phrase", .container)
struct WalletCreatePhraseTests {
    private func phraseWords(_ path: String) throws -> [String] {
        try String(contentsOfFile: path, encoding: .utf8).split(whereSeparator: \.isWhitespace).map(String.init)
    }

    @Test("--phrase-out writes the new phrase to a 0600 file, and the wallet is its first zilliqa-js account")
    func phraseOut() async throws {
        let home = try TestHome()
        let file = home.directory.path + "/phrase.txt"

        let created = await home.run(
            ["wallet", "create", "--phrase-out", file, "--json"], environment: Wallets.environment)

        #expect(created.code == .success, "\(created.errors)")
        let words = try phraseWords(file)
        let key = try Mnemonic(phrase: words.joined(separator: " ")).privateKey(
            at: DerivationPreset.zilliqa.path(account: 0))
        let json = try created.json()
        #expect(words.count == 12)
        #expect(try created.jsonAddress()["bech32"] == key.publicKey.address.bech32)
        #expect(json["recoveryPhrase"] as? Bool == true)
        #expect((json["account"] as? [String: Any])?["path"] as? String == "m/44'/313'/0'/0/0")
        let mode = try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(!created.output.contains(words.joined(separator: " ")))
        #expect(!created.errors.contains(words.joined(separator: " ")))
    }

    @Test("--words 24 makes a phrase of 24 words")
    func twentyFour() async throws {
        let home = try TestHome()
        let file = home.directory.path + "/phrase.txt"

        let created = await home.run(
            ["wallet", "create", "--words", "24", "--phrase-out", file], environment: Wallets.environment)

        #expect(created.code == .success, "\(created.errors)")
        #expect(try phraseWords(file).count == 24)
    }

    @Test("without a terminal or --phrase-out the phrase could not be written down: a usage error, nothing saved")
    func needsSomewhereToShowIt() async throws {
        let home = try TestHome()

        let result = await home.run(["wallet", "create"], environment: Wallets.environment)

        #expect(result.code == .usageError)
        #expect(result.errors.contains("--phrase-out FILE"))
        #expect(!(await home.hasWallet()))
    }

    @Test("--words is 12 or 24", arguments: ["13", "0", "25"])
    func wordCounts(words: String) async throws {
        let result = await zhip(["wallet", "create", "--words", words, "--phrase-out", "/tmp/x"])

        #expect(result.code == .usageError)
    }

    @Test("--raw-key takes no --words or --phrase-out")
    func rawKeyAlone() async throws {
        let result = await zhip(["wallet", "create", "--raw-key", "--words", "12"])

        #expect(result.code == .usageError)
        #expect(result.errors.contains("--raw-key"))
    }

    @Test("an existing --phrase-out file is refused before anything, and left as it was")
    func existingPhraseFile() async throws {
        let home = try TestHome()
        let file = try home.directory.write("phrase.txt", "keep me\n")

        let result = await home.run(["wallet", "create", "--phrase-out", file], environment: Wallets.environment)

        #expect(result.code == .failure)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "keep me\n")
        #expect(!(await home.hasWallet()))
    }

    @Test("a refused password saves nothing and writes no phrase file")
    func refusedPassword() async throws {
        let home = try TestHome()
        let file = home.directory.path + "/phrase.txt"

        let result = await home.run(
            ["wallet", "create", "--phrase-out", file], environment: ["ZHIP_PASSWORD": "short"])

        #expect(result.code == .failure)
        #expect(!FileManager.default.fileExists(atPath: file))
    }

    @Test("a raw-key wallet says it has no phrase")
    func rawKeyHasNoPhrase() async throws {
        let home = try TestHome()

        let created = await home.run(["wallet", "create", "--raw-key", "--json"], environment: Wallets.environment)

        #expect(try created.json()["recoveryPhrase"] as? Bool == false)
        #expect((try created.json()["account"] as? [String: Any])?["path"] is NSNull)
    }
}
