import CommandLineKit
import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// `wallet backup --reveal-recovery-phrase` and `--account N`, in-process, each test in its own
/// container and temporary home holding a two-account seed-phrase wallet of zilliqa-js's test
/// phrase (cheap KDF), account 1 current. Every expectation on a secret compares it to a boolean,
/// so that a failure never prints one.
@Suite("zhip-cli wallet backup: recovery phrase and accounts", .container)
struct WalletBackupPhraseTests {
    /// The phrase's m/44'/313'/0'/0/1 address, as zilliqa-js derives it.
    static let second = "0xAACDF9c84Bba51878C8681C72f035B62135d6d7e"
    /// The password the wallet is locked with.
    static let password = ["ZHIP_PASSWORD": TestWallets.password]
    /// The phrase's words, as written down.
    static let phrase = "cart hat drip lava jelly keep device journey bean mango rocket festival"

    /// A home holding the test phrase's wallet with accounts 1 and 2, account 1 current, saved as ZhipCore saves it.
    private func phraseHome() async throws -> TestHome {
        let home = try TestHome()
        let wallets = DefaultWalletUseCase(
            securePersistence: SecurePersistence(storage: ZhipPaths(home: home.path).secureStorage()))
        let first = try await wallets.restoreWallet(
            from: .recoveryPhrase(
                TestWallets.recoveryPhrase, path: DerivationPreset.zilliqa.path(account: 0),
                encryptBy: SecretText(TestWallets.password), kdf: TestWallets.kdf))
        let both = try await wallets.addAccount(
            to: first, at: DerivationPreset.zilliqa.path(account: 1), name: nil,
            password: SecretText(TestWallets.password))
        try wallets.save(wallet: try both.usingAccount(number: 1))
        return home
    }

    /// The key a keystore printed by `wallet backup` holds.
    private func unlock(_ json: String) throws -> Keystore.Unlocked {
        try Keystore(json: Data(json.utf8)).unlock(password: SecretText(TestWallets.password))
    }

    // MARK: - --reveal-recovery-phrase

    @Test("--reveal-recovery-phrase --json: the phrase's 12 words and no passphrase")
    func revealJSON() async throws {
        let home = try await phraseHome()

        let result = await home.run(
            ["wallet", "backup", "--reveal-recovery-phrase", "--json"], environment: Self.password)

        #expect(result.code == .success)
        let json = try result.json()
        let isThePhrase = json["recoveryPhrase"] as? String == Self.phrase
        #expect(isThePhrase)
        #expect(json["words"] as? Int == 12)
        #expect(json["hasPassphrase"] as? Bool == false)
        #expect(json.keys.sorted() == ["hasPassphrase", "recoveryPhrase", "words"])
    }

    @Test("with the app's pincode set, --reveal-recovery-phrase needs it too: a wrong one reveals nothing")
    func revealNeedsPincode() async throws {
        let home = try await phraseHome()
        _ = await home.run(["pincode", "set"], environment: ["ZHIP_PINCODE": "0739"])

        let wrong = await home.run(
            ["wallet", "backup", "--reveal-recovery-phrase", "--json"],
            environment: Self.password.merging(["ZHIP_PINCODE": "0738"]) { $1 })
        let right = await home.run(
            ["wallet", "backup", "--reveal-recovery-phrase", "--json"],
            environment: Self.password.merging(["ZHIP_PINCODE": "0739"]) { $1 })

        #expect(wrong.code == .failure)
        #expect(wrong.errors.contains("Nothing was revealed"))
        #expect(!wrong.output.contains("cart"))
        #expect(right.code == .success)
        let isThePhrase = try right.json()["recoveryPhrase"] as? String == Self.phrase
        #expect(isThePhrase)
    }

    @Test("--reveal-recovery-phrase warns on standard error that the words control every account")
    func revealWarns() async throws {
        let home = try await phraseHome()

        let result = await home.run(["wallet", "backup", "--reveal-recovery-phrase"], environment: Self.password)

        #expect(result.errors.hasPrefix("Anyone who sees these words controls the funds of every account"))
    }

    @Test("--reveal-recovery-phrase on a terminal asks for the password without echo, then prints the words")
    func revealOnTerminal() async throws {
        let home = try await phraseHome()

        let result = await home.run(
            ["wallet", "backup", "--reveal-recovery-phrase"], input: [TestWallets.password], terminal: true)

        let printsThePhrase = result.output.contains("recovery phrase: " + Self.phrase + "\n")
        #expect(result.code == .success)
        #expect(result.echoModes == [false])
        #expect(printsThePhrase)
    }

    @Test("--reveal-recovery-phrase with a wrong password: exit 1 in Zhip's words, no word and no password printed")
    func revealWrongPassword() async throws {
        let home = try await phraseHome()

        let result = await home.run(
            ["wallet", "backup", "--reveal-recovery-phrase"], environment: ["ZHIP_PASSWORD": "wrong horse battery"])

        let showsAWord = Self.phrase.split(separator: " ").contains { result.everything.contains($0) }
        #expect(result.code == .failure)
        #expect(
            result.errors == "Error: Incorrect password: it does not unlock the saved wallet; nothing was revealed\n")
        #expect(!showsAWord)
        #expect(!result.everything.contains("wrong horse battery"))
    }

    @Test("--reveal-recovery-phrase of a raw-key wallet: exit 1 saying it has no phrase")
    func revealRawKeyWallet() async throws {
        let home = try TestHome()
        try ReceiveCommandTests.save(TestWallets.wallet, in: home.path)

        let result = await home.run(["wallet", "backup", "--reveal-recovery-phrase"], environment: Self.password)

        #expect(result.code == .failure)
        #expect(result.errors == "Error: " + WalletError.noRecoveryPhrase.description + "; nothing was revealed\n")
    }

    @Test(
        "--reveal-recovery-phrase goes with no keystore or account option: a usage error",
        arguments: [
            ["--out", "phrase.txt"], ["--format", "ethereum"], ["--format", "zilliqa"], ["--reveal-private-key"],
            ["--account", "2"],
        ])
    func revealUsageErrors(extra: [String]) async {
        let result = await zhip(["wallet", "backup", "--reveal-recovery-phrase"] + extra)

        #expect(result.code == .usageError)
        #expect(result.errors.hasPrefix("Error: --"))
    }

    // MARK: - --account

    @Test("--account 2 prints account 2's keystore, not the current one's")
    func accountKeystore() async throws {
        let home = try await phraseHome()

        let result = await home.run(["wallet", "backup", "--account", "2"])

        #expect(result.code == .success)
        #expect(try unlock(result.output).key.publicKey.address == Address(Self.second))
    }

    @Test("--account 2 --format ethereum: an Ethereum keystore of account 2's key, naming its EVM address")
    func accountEthereumKeystore() async throws {
        let home = try await phraseHome()

        let result = await home.run(
            ["wallet", "backup", "--account", "2", "--format", "ethereum"], environment: Self.password)

        #expect(result.code == .success)
        let unlocked = try unlock(result.output)
        #expect(unlocked.dialect == .ethereum)
        #expect(unlocked.key.publicKey.address == (try Address(Self.second)))
        let named = try json(result.output)["address"] as? String
        #expect(named == String(unlocked.key.publicKey.evmAddress.checksummed.dropFirst(2)).lowercased())
    }

    @Test("--account 2 --reveal-private-key prints account 2's key")
    func accountPrivateKey() async throws {
        let home = try await phraseHome()
        let expected = try TestWallets.recoveryPhrase.privateKey(at: DerivationPreset.zilliqa.path(account: 1))

        let result = await home.run(
            ["wallet", "backup", "--account", "2", "--reveal-private-key", "--json"], environment: Self.password)

        let isAccountTwosKey = try result.json()["privateKey"] as? String == expected.revealedHex()
        #expect(result.code == .success)
        #expect(isAccountTwosKey)
        #expect(try result.jsonAddress()["checksummed"] == Self.second)
    }

    @Test("--account leaves the saved wallet's current account as it was")
    func accountChangesNothing() async throws {
        let home = try await phraseHome()
        let before = try Data(contentsOf: URL(fileURLWithPath: home.secureFile))

        _ = await home.run(["wallet", "backup", "--account", "2"])

        #expect(try Data(contentsOf: URL(fileURLWithPath: home.secureFile)) == before)
    }

    @Test("--account 3 of a two-account wallet: exit 1 naming the accounts there are", arguments: [3, 0])
    func accountOutOfRange(number: Int) async throws {
        let home = try await phraseHome()

        let result = await home.run(["wallet", "backup", "--account", String(number)])

        #expect(result.code == .failure)
        #expect(result.errors.hasPrefix("Error: there is no account \(number): this wallet has accounts 1 to 2"))
        #expect(result.output.isEmpty)
    }
}
