import CommandLineKit
import Foundation
import Testing
import ZilliqaKit

/// `zhip-cli keystore import --mnemonic-file`: one account of a recovery phrase in a keystore file,
/// at the addresses other wallets derive (gozilliqa's and eth-account's, for zilliqa-js's test phrase).
@Suite("zhip-cli keystore import --mnemonic-file")
struct KeystoreImportMnemonicTests {
    static let password = "correct horse battery"
    /// zilliqa-js's wallet test phrase (Tests/ZilliqaKitTests/Fixtures/zilliqa-js-mnemonic.json).
    static let phrase = "cart hat drip lava jelly keep device journey bean mango rocket festival"

    private func importing(_ extra: [String]) async throws -> CLIResult {
        let directory = try TemporaryDirectory()
        let phraseFile = try directory.write("phrase.txt", Self.phrase + "\n")
        return await zhip(
            ["keystore", "import", "--mnemonic-file", phraseFile, "--out", directory.file("k.json"), "--json"] + extra,
            environment: ["ZHIP_PASSWORD": Self.password])
    }

    @Test("the zilliqa preset's account 1 is gozilliqa's m/44'/313'/0'/0/1")
    func zilliqaPreset() async throws {
        let result = try await importing(["--index", "1"])

        #expect(result.code == .success, "\(result.errors)")
        #expect(try result.jsonAddress()["hex"] == "aacdf9c84bba51878c8681c72f035b62135d6d7e")
    }

    @Test("the ethereum preset's account 0 is MetaMask's (eth-account's from_mnemonic at m/44'/60'/0'/0/0)")
    func ethereumPreset() async throws {
        let result = try await importing(["--path", "ethereum"])

        #expect(result.code == .success, "\(result.errors)")
        #expect(
            (try result.json()["evm"] as? [String: String])?["address"] == "0xc82Cd94cC754583e73C6e8B4Fcf99e6E27A50854")
    }

    @Test("a whole path takes no --index")
    func customPathWithIndex() async throws {
        let result = try await importing(["--path", "m/44'/60'/0'/0/1", "--index", "2"])

        #expect(result.code == .usageError)
        #expect(result.errors.contains("a path m/… names its account itself"), "\(result.errors)")
    }

    @Test("a whole path is derived as written")
    func customPath() async throws {
        let result = try await importing(["--path", "m/44'/60'/0'/0/1"])

        #expect(
            (try result.json()["evm"] as? [String: String])?["address"] == "0x5D0bf5080D0b5BB60A806c8fA95D1726dc5d2878")
    }

    @Test("a misspelt word is named by its position, and the phrase never appears in the error")
    func misspelt() async throws {
        let directory = try TemporaryDirectory()
        let phraseFile = try directory.write("phrase.txt", Self.phrase.replacingOccurrences(of: "lava", with: "lavaa"))
        let result = await zhip(
            ["keystore", "import", "--mnemonic-file", phraseFile, "--out", directory.file("k.json")],
            environment: ["ZHIP_PASSWORD": Self.password])

        #expect(result.code == .failure)
        #expect(result.errors.contains("word 4 is not in the BIP-39 English word list; did you mean lava?"))
        #expect(!result.errors.contains("jelly keep"))
    }
}
