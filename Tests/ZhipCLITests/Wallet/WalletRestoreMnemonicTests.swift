import CommandLineKit
import Foundation
import Testing
import ZilliqaKit

/// `zhip-cli wallet restore --mnemonic-file`: the wallet of one account of a recovery phrase, at
/// the addresses other wallets derive (gozilliqa's and eth-account's, for zilliqa-js's test phrase).
@Suite("zhip-cli wallet restore --mnemonic-file", .container)
struct WalletRestoreMnemonicTests {
    private func restore(_ extra: [String], home given: TestHome? = nil) async throws -> (TestHome, CLIResult) {
        let home = try given ?? TestHome()
        let phraseFile = try home.directory.write("phrase.txt", KeystoreImportMnemonicTests.phrase + "\n")
        let result = await home.run(
            ["wallet", "restore", "--mnemonic-file", phraseFile, "--json"] + extra, environment: Wallets.environment)
        return (home, result)
    }

    @Test("the zilliqa preset's account 1 is saved: gozilliqa's m/44'/313'/0'/0/1")
    func zilliqaPreset() async throws {
        let (home, result) = try await restore(["--index", "1"])
        let shown = await home.run(["wallet", "show", "--json"])

        #expect(result.code == .success, "\(result.errors)")
        #expect(try shown.jsonAddress()["hex"] == "aacdf9c84bba51878c8681c72f035b62135d6d7e")
    }

    @Test("the ethereum preset's account 0 is saved: its EVM account is MetaMask's")
    func ethereumPreset() async throws {
        let (home, result) = try await restore(["--path", "ethereum"])
        let shown = await home.run(["wallet", "show", "--json"])

        #expect(result.code == .success, "\(result.errors)")
        #expect(
            (try shown.json()["evm"] as? [String: String])?["address"] == "0xc82Cd94cC754583e73C6e8B4Fcf99e6E27A50854")
    }

    @Test("--passphrase-file opens the phrase's passphrase accounts: eth-account's from_mnemonic(passphrase: TREZOR)")
    func passphraseFile() async throws {
        let home = try TestHome()
        let passphraseFile = try home.directory.write("passphrase.txt", "TREZOR\n")
        let (restoredHome, result) = try await restore(
            ["--path", "ethereum", "--passphrase-file", passphraseFile], home: home)
        let shown = await restoredHome.run(["wallet", "show", "--json"])

        #expect(result.code == .success, "\(result.errors)")
        #expect(
            (try shown.json()["evm"] as? [String: String])?["address"] == "0xB77BF47d3B3dfa593986bC55176B9A84124922F3")
    }

    @Test("the restored wallet keeps the phrase: account add --index 2 is MetaMask's third account")
    func addAfterRestore() async throws {
        let (home, result) = try await restore(["--path", "ethereum"])
        let added = await home.run(["account", "add", "--index", "2", "--json"], environment: Wallets.environment)
        let shown = await home.run(["wallet", "show", "--json"])

        #expect(result.code == .success, "\(result.errors)")
        #expect(added.code == .success, "\(added.errors)")
        #expect(
            (try shown.json()["evm"] as? [String: String])?["address"] == "0xBA8Fc51a9491DCAA7F7e2319FD1D6080d3e29F86")
        #expect(try shown.json()["accounts"] as? Int == 2)
    }

    @Test("--mnemonic-file - asks for the phrase without echo, then the password twice")
    func phraseAtPrompt() async throws {
        let home = try TestHome()
        let result = await home.run(
            ["wallet", "restore", "--mnemonic-file", "-", "--index", "1", "--json"],
            input: [KeystoreImportMnemonicTests.phrase, "correct horse battery", "correct horse battery"],
            terminal: true)
        let shown = await home.run(["wallet", "show", "--json"])

        #expect(result.code == .success, "\(result.errors)")
        #expect(result.echoModes == [false, false, false])
        #expect(try shown.jsonAddress()["hex"] == "aacdf9c84bba51878c8681c72f035b62135d6d7e")
        #expect(!result.output.contains("cart hat"))
    }

    @Test("--mnemonic-file - without a terminal is a usage error")
    func promptNeedsTerminal() async throws {
        let home = try TestHome()
        let result = await home.run(
            ["wallet", "restore", "--mnemonic-file", "-"], environment: Wallets.environment)

        #expect(result.code == .usageError)
        #expect(result.errors.contains("without one, give a file"))
    }

    @Test("--index without --mnemonic-file is a usage error")
    func indexNeedsAPhrase() async throws {
        let result = await zhip(["wallet", "restore", "--private-key-file", "k.txt", "--index", "1"])

        #expect(result.code == .usageError)
        #expect(result.errors.contains("--path, --index and --passphrase-file go with --mnemonic-file"))
    }
}
