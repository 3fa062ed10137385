import CommandLineKit
import Foundation
import Testing
import ZilliqaKit

/// `zhip-cli wallet preview`: a phrase's first accounts with their balances, from a real devnet.
@Suite("zhip-cli wallet preview", .container)
struct WalletPreviewCommandTests {
    /// zilliqa-js's and gozilliqa's m/44'/313'/0'/0/1 of the test phrase.
    private static let secondAccount = "0xAACDF9c84Bba51878C8681C72f035B62135d6d7e"

    @Test("the zilliqa preset's first five accounts, the funded one showing exactly what it holds")
    func fundedAccountShows() async throws {
        let home = try TestHome()
        let phraseFile = try home.directory.write("phrase.txt", KeystoreImportMnemonicTests.phrase + "\n")
        try await withDevnet { devnet async throws in
            let funded = try Address(Self.secondAccount)
            try await fund(funded, with: "2.5", on: devnet)

            let result = await zhip(
                ["wallet", "preview", "--mnemonic-file", phraseFile, "--json"] + devnet.networkArguments)

            #expect(result.code == .success, "\(result.errors)")
            let accounts = try #require(try result.json()["accounts"] as? [[String: Any]])
            #expect(accounts.compactMap { $0["index"] as? Int } == [0, 1, 2, 3, 4])
            #expect(accounts[1]["address"] as? String == funded.bech32)
            #expect(accounts[1]["balance"] as? String == "2.5 ZIL")
            #expect(accounts[0]["balance"] as? String == "0 ZIL")
            #expect(try result.json()["balanceError"] is NSNull)
        }
    }

    @Test("an unreachable node still lists the addresses and says why the balances are missing; exit 0")
    func unreachableNode() async throws {
        let home = try TestHome()
        let phraseFile = try home.directory.write("phrase.txt", KeystoreImportMnemonicTests.phrase + "\n")

        let result = await zhip([
            "wallet", "preview", "--mnemonic-file", phraseFile, "--path", "ethereum", "--json", "--network",
            "http://127.0.0.1:9", "--chain-id", "222",
        ])

        #expect(result.code == .success, "\(result.errors)")
        let accounts = try #require(try result.json()["accounts"] as? [[String: Any]])
        #expect(accounts.first?["evmAddress"] as? String == "0xc82Cd94cC754583e73C6e8B4Fcf99e6E27A50854")
        #expect(accounts.first?["balance"] is NSNull)
        #expect(try result.json()["balanceError"] as? String != nil)
    }

    @Test("the phrase never appears in what it prints")
    func noPhraseInOutput() async throws {
        let home = try TestHome()
        let phraseFile = try home.directory.write("phrase.txt", KeystoreImportMnemonicTests.phrase + "\n")

        let result = await zhip([
            "wallet", "preview", "--mnemonic-file", phraseFile, "--network", "http://127.0.0.1:9", "--chain-id", "222",
        ])

        #expect(!result.output.contains("cart hat"))
        #expect(!result.errors.contains("cart hat"))
    }

    @Test("the preview's help does not offer --index, which it refuses (it lists the first accounts)")
    func helpHasNoIndex() async throws {
        // Act
        let result = await zhip(["wallet", "preview", "--help"])
        // Assert
        #expect(result.code == .success)
        #expect(result.output.contains("--mnemonic-file <file>"))
        #expect(!result.output.contains("--index <"))
    }

    @Test("--index is for restore, not the preview")
    func noIndex() async throws {
        let result = await zhip(["wallet", "preview", "--mnemonic-file", "p.txt", "--index", "1"])

        #expect(result.code == .usageError)
    }
}
