import CommandLineKit
import Foundation
import Testing
import ZilliqaKit

/// `zhip-cli wallet restore --mnemonic-file`: the wallet of one account of a recovery phrase, at
/// the addresses other wallets derive (gozilliqa's and eth-account's, for zilliqa-js's test phrase).
@Suite("zhip-cli wallet restore --mnemonic-file", .container)
struct WalletRestoreMnemonicTests {
    private func restore(_ extra: [String]) async throws -> (TestHome, CLIResult) {
        let home = try TestHome()
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

    @Test("--index without --mnemonic-file is a usage error")
    func indexNeedsAPhrase() async throws {
        let result = await zhip(["wallet", "restore", "--private-key-file", "k.txt", "--index", "1"])

        #expect(result.code == .usageError)
        #expect(result.errors.contains("--path, --index and --passphrase-file go with --mnemonic-file"))
    }
}
