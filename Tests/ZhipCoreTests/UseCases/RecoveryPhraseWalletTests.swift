import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZhipTesting
import ZilliqaKit

/// The addresses zilliqa-js's wallet test and gozilliqa's account test derive from
/// ``TestWallets/recoveryPhrase`` at m/44'/313'/0'/0/0 and …/1 (Tests/ZilliqaKitTests/Fixtures/zilliqa-js-mnemonic.json).
private let firstAddress = "0xbEA456Fb58094Be1C7f99BB6D1584DCEc642B0B0"
private let secondAddress = "0xAACDF9c84Bba51878C8681C72f035B62135d6d7e"

@Suite("Seed-phrase wallets: made from a phrase, more accounts from it, the phrase revealed")
struct RecoveryPhraseWalletTests {
    private let storage = InMemoryStorageBackend()
    private var persistence: SecurePersistence { SecurePersistence(storage: storage) }
    private var useCase: DefaultWalletUseCase { DefaultWalletUseCase(securePersistence: persistence) }

    private func restored(path: DerivationPath = DerivationPreset.zilliqa.path(account: 0)) async throws -> Wallet {
        try await useCase.restoreWallet(
            from: .recoveryPhrase(
                TestWallets.recoveryPhrase, path: path, encryptBy: SecretText(TestWallets.password),
                kdf: TestWallets.kdf))
    }

    @Test("a new wallet from a phrase opens zilliqa-js's first account of it, m/44'/313'/0'/0/0")
    func newWalletIsFirstAccount() async throws {
        let wallet = try await useCase.createNewWallet(
            recoveryPhrase: TestWallets.recoveryPhrase, encryptionPassword: SecretText(TestWallets.password),
            kdf: TestWallets.kdf)

        #expect(wallet.address == (try Address(firstAddress)))
        #expect(wallet.origin == .generated)
        #expect(wallet.hasRecoveryPhrase)
        #expect(wallet.currentAccount.path?.description == "m/44'/313'/0'/0/0")
        #expect(wallet.currentAccount.name == "Account 1")
    }

    @Test("restoring at a path opens that account, origin imported")
    func restoreAtPath() async throws {
        let wallet = try await restored(path: DerivationPreset.zilliqa.path(account: 1))

        #expect(wallet.address == (try Address(secondAddress)))
        #expect(wallet.origin == .imported)
    }

    @Test("the account's keystore unlocks with the password to the key of its address")
    func keystoreUnlocks() async throws {
        let wallet = try await restored()

        let pair = try await useCase.extractKeyPair(from: wallet, password: SecretText(TestWallets.password))

        #expect(pair.publicKey.address == (try Address(firstAddress)))
    }

    @Test("a phrase wallet's password must have 8 characters, refused before any work")
    func shortPassword() async throws {
        await #expect(throws: WalletError.passwordTooShort(minimum: 8)) {
            try await useCase.createNewWallet(
                recoveryPhrase: TestWallets.recoveryPhrase, encryptionPassword: "short", kdf: TestWallets.kdf)
        }
    }

    @Test("the revealed phrase is the one the wallet was made from")
    func reveal() async throws {
        let wallet = try await restored()

        let phrase = try await useCase.revealRecoveryPhrase(of: wallet, password: SecretText(TestWallets.password))

        #expect(phrase.mnemonic.revealedPhrase() == TestWallets.recoveryPhrase.mnemonic.revealedPhrase())
    }

    @Test("revealing with a wrong password is refused as a wrong password")
    func revealWrongPassword() async throws {
        let wallet = try await restored()

        await #expect(throws: WalletError.wrongPassword) {
            try await useCase.revealRecoveryPhrase(of: wallet, password: "not the password")
        }
    }

    @Test("a raw-key wallet has no phrase to reveal and no account to add")
    func rawKeyWallet() async throws {
        await #expect(throws: WalletError.noRecoveryPhrase) {
            try await useCase.revealRecoveryPhrase(of: TestWallets.wallet, password: SecretText(TestWallets.password))
        }
        await #expect(throws: WalletError.noRecoveryPhrase) {
            try await useCase.addAccount(
                to: TestWallets.wallet, at: DerivationPreset.zilliqa.path(account: 1), name: nil,
                password: SecretText(TestWallets.password))
        }
    }

    @Test("an added account is the phrase's key at its path, named Account 2, and becomes current")
    func addAccount() async throws {
        let wallet = try await restored()

        let more = try await useCase.addAccount(
            to: wallet, at: DerivationPreset.zilliqa.path(account: 1), name: nil,
            password: SecretText(TestWallets.password))

        #expect(more.accounts.count == 2)
        #expect(more.address == (try Address(secondAddress)))
        #expect(more.currentAccountNumber == 2)
        #expect(more.currentAccount.name == "Account 2")
        #expect(more.accounts[0] == wallet.accounts[0])
        #expect(more.keystore.kdf == TestWallets.kdf)
    }

    @Test("an account with a path the wallet has is refused, naming the account that has it")
    func duplicatePath() async throws {
        let wallet = try await restored()

        await #expect(throws: WalletError.accountAlreadyInWallet(number: 1)) {
            try await useCase.addAccount(
                to: wallet, at: DerivationPreset.zilliqa.path(account: 0), name: nil,
                password: SecretText(TestWallets.password))
        }
    }

    @Test("adding with a wrong password is refused and changes nothing")
    func addWrongPassword() async throws {
        let wallet = try await restored()

        await #expect(throws: WalletError.wrongPassword) {
            try await useCase.addAccount(
                to: wallet, at: DerivationPreset.zilliqa.path(account: 1), name: nil, password: "not the password")
        }
    }

    @Test("switching and renaming accounts keep every account's key")
    func switchAndRename() async throws {
        let two = try await useCase.addAccount(
            to: try await restored(), at: DerivationPreset.zilliqa.path(account: 1), name: "Savings",
            password: SecretText(TestWallets.password))

        let renamed = try two.usingAccount(number: 1).renamingAccount(number: 1, to: "  Daily  ")

        #expect(renamed.address == (try Address(firstAddress)))
        #expect(renamed.accounts.map(\.name) == ["Daily", "Savings"])
        #expect(throws: WalletError.noSuchAccount(number: 3, count: 2)) { try renamed.usingAccount(number: 3) }
        #expect(throws: WalletError.invalidAccountName(maximumLength: 32)) {
            try renamed.renamingAccount(number: 1, to: "  ")
        }
    }

    @Test("a changed wallet is saved in place of the saved one and reads back with its accounts")
    func saveChange() async throws {
        let wallet = try await restored()
        try useCase.save(wallet: wallet)
        let more = try await useCase.addAccount(
            to: wallet, at: DerivationPreset.zilliqa.path(account: 1), name: nil,
            password: SecretText(TestWallets.password))

        try useCase.saveChange(of: wallet, to: more)

        let loaded = try #require(try useCase.loadWallet())
        #expect(loaded == more)
        #expect(loaded.accounts.map(\.address) == [try Address(firstAddress), try Address(secondAddress)])
    }

    @Test("a change made from a wallet that is no longer the saved one is refused, and nothing is written")
    func saveChangeRefusedWhenStale() async throws {
        let wallet = try await restored()
        try useCase.save(wallet: wallet)
        let renamed = try wallet.renamingAccount(number: 1, to: "First")
        try useCase.saveChange(of: wallet, to: renamed)

        #expect(throws: WalletError.walletChangedMeanwhile) {
            try useCase.saveChange(of: wallet, to: try wallet.renamingAccount(number: 1, to: "Other"))
        }
        #expect(try useCase.loadWallet()?.currentAccount.name == "First")
    }

    @Test("the next account is the smallest unused index of the first account's preset")
    func nextAccountPath() async throws {
        let ledger = try await restored(path: DerivationPreset.ledger.path(account: 0))
        let zilliqa = try await useCase.addAccount(
            to: try await restored(), at: DerivationPreset.zilliqa.path(account: 1), name: nil,
            password: SecretText(TestWallets.password))

        #expect(zilliqa.nextAccountPath?.description == "m/44'/313'/0'/0/2")
        #expect(ledger.nextAccountPath?.description == "m/44'/313'/1'/0'/0'")
        #expect(try await restored(path: DerivationPath("m/0'/7")).nextAccountPath == nil)
        #expect(TestWallets.wallet.nextAccountPath == nil)
    }

    @Test("a wallet holds 100 accounts, saved and read back; the 101st is refused before the password is tried")
    func accountBound() async throws {
        var wallet = try await restored()
        for index in 1..<UInt32(Wallet.maximumAccounts) {
            wallet = try await useCase.addAccount(
                to: wallet, at: DerivationPreset.zilliqa.path(account: index), name: nil,
                password: SecretText(TestWallets.password))
        }
        try useCase.save(wallet: wallet)

        await #expect(throws: WalletError.tooManyAccounts(maximum: 100)) {
            try await useCase.addAccount(
                to: wallet, at: DerivationPreset.zilliqa.path(account: 100), name: nil, password: "not the password")
        }
        #expect(try useCase.loadWallet()?.accounts.count == 100)
    }

    @Test("a raw-key wallet's renamed account survives saving")
    func rawKeyRename() throws {
        try useCase.save(wallet: TestWallets.wallet)
        let renamed = try TestWallets.wallet.renamingAccount(number: 1, to: "Main")

        try useCase.saveChange(of: TestWallets.wallet, to: renamed)

        #expect(try useCase.loadWallet()?.currentAccount.name == "Main")
    }
}

@Suite("A seed-phrase wallet's file")
struct RecoveryPhraseWalletFileTests {
    private static func object(_ wallet: Wallet) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(wallet)) as? [String: Any])
    }

    private static func decode(_ object: [String: Any]) throws -> Wallet {
        try JSONDecoder().decode(Wallet.self, from: JSONSerialization.data(withJSONObject: object))
    }

    @Test("it keeps the phrase sealed, never the words, and reads back equal")
    func roundTrip() throws {
        let json = try JSONEncoder().encode(TestWallets.phraseWallet)

        let text = String(decoding: json, as: UTF8.self)
        #expect(try JSONDecoder().decode(Wallet.self, from: json) == TestWallets.phraseWallet)
        for word in TestWallets.recoveryPhrase.mnemonic.revealedPhrase().split(separator: " ") {
            #expect(!text.contains("\"\(word)\""))
        }
        #expect(!text.contains("cart hat"))
    }

    @Test("a file whose current account is not one of its accounts is refused")
    func currentOutOfRange() throws {
        var object = try Self.object(TestWallets.phraseWallet)
        var phrase = try #require(object["recoveryPhrase"] as? [String: Any])
        phrase["currentAccount"] = 1
        object["recoveryPhrase"] = phrase

        #expect(throws: DecodingError.self) { try Self.decode(object) }
    }

    @Test("a file with more than 100 accounts is refused")
    func tooManyAccounts() throws {
        var object = try Self.object(TestWallets.phraseWallet)
        var phrase = try #require(object["recoveryPhrase"] as? [String: Any])
        let accounts = try #require(phrase["accounts"] as? [Any])
        phrase["accounts"] = Array(repeating: accounts[0], count: 101)
        object["recoveryPhrase"] = phrase

        #expect(throws: DecodingError.self) { try Self.decode(object) }
    }

    @Test("a file whose top-level keystore is not its current account's is refused")
    func topLevelMismatch() throws {
        var object = try Self.object(TestWallets.phraseWallet)
        let other = try Self.object(TestWallets.wallet)
        object["keystore"] = other["keystore"]
        object["address"] = other["address"]
        object["publicKey"] = nil

        #expect(throws: DecodingError.self) { try Self.decode(object) }
    }

    @Test("a wallet saved before accounts existed reads as one account named Account 1")
    func oldFile() throws {
        let old = try Self.object(TestWallets.wallet)

        let wallet = try Self.decode(old)

        #expect(wallet.accounts.count == 1)
        #expect(wallet.currentAccount.name == "Account 1")
        #expect(!wallet.hasRecoveryPhrase)
    }
}
