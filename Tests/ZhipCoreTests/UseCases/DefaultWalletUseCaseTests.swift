import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZhipTesting
import ZilliqaKit

@Suite("DefaultWalletUseCase: creating, restoring, storing and unlocking the wallet")
struct DefaultWalletUseCaseTests {
    private let storage = InMemoryStorageBackend()
    private var useCase: DefaultWalletUseCase {
        DefaultWalletUseCase(securePersistence: SecurePersistence(storage: storage))
    }

    // MARK: - Creating

    @Test("a new wallet is generated, locked with the given KDF, and its key has its address")
    func createsWallet() async throws {
        let wallet = try await useCase.createNewWallet(
            encryptionPassword: SecretText(TestWallets.password), kdf: TestWallets.kdf)

        let key = try wallet.keystore.decrypt(password: SecretText(TestWallets.password))
        #expect(wallet.origin == .generated)
        #expect(wallet.keystore.kdf == TestWallets.kdf)
        #expect(key.publicKey.address == wallet.address)
        #expect(wallet.keystore.address == wallet.address)
    }

    @Test("two new wallets have different keys")
    func newWalletsDiffer() async throws {
        let first = try await useCase.createNewWallet(
            encryptionPassword: SecretText(TestWallets.password), kdf: TestWallets.kdf)
        let second = try await useCase.createNewWallet(
            encryptionPassword: SecretText(TestWallets.password), kdf: TestWallets.kdf)

        #expect(first.address != second.address)
    }

    @Test("a new wallet without a KDF named uses zilliqa-js's scrypt n=8192")
    func createsWithDefaultKDF() async throws {
        let wallet = try await useCase.createNewWallet(encryptionPassword: SecretText(TestWallets.password))

        #expect(wallet.keystore.kdf == .scrypt(n: 8192, r: 8, p: 1))
    }

    @Test("a new wallet can be locked with PBKDF2")
    func createsWithPBKDF2() async throws {
        let wallet = try await useCase.createNewWallet(
            encryptionPassword: SecretText(TestWallets.password), kdf: TestWallets.pbkdf2)

        let pair = try await useCase.extractKeyPair(from: wallet, password: SecretText(TestWallets.password))
        #expect(wallet.keystore.kdf == TestWallets.pbkdf2)
        #expect(pair.address == wallet.address)
    }

    @Test("an encryption password shorter than 8 characters is refused, saying so")
    func shortPasswordRefused() async throws {
        let error = await #expect(throws: WalletError.self) {
            try await useCase.createNewWallet(encryptionPassword: "1234567", kdf: TestWallets.kdf)
        }

        #expect(error == .passwordTooShort(minimum: 8))
        #expect(error?.description.contains("at least 8 characters") == true)
    }

    @Test("KDF costs outside ZilliqaKit's bounds are refused as a keystore error")
    func kdfOutOfBoundsRefused() async throws {
        let error = await #expect(throws: WalletError.self) {
            try await useCase.createNewWallet(
                encryptionPassword: SecretText(TestWallets.password), kdf: .scrypt(n: 1000, r: 8, p: 1))
        }

        guard case .keystore(.kdfParameterOutOfRange(let parameter, _, _)) = error else {
            Issue.record("expected a KDF bound error, got \(String(describing: error))")
            return
        }
        #expect(parameter == "scrypt n")
    }

    // MARK: - Restoring

    @Test("a private key is restored into a new keystore locked with the new password, origin imported")
    func restoresPrivateKey() async throws {
        let restoration = KeyRestoration.privateKey(
            TestWallets.privateKey, encryptBy: "new password", kdf: TestWallets.kdf)

        let wallet = try await useCase.restoreWallet(from: restoration)

        #expect(wallet.origin == .imported)
        #expect(wallet.address == TestWallets.keyPair.address)
        #expect(try wallet.keystore.decrypt(password: "new password") == TestWallets.privateKey)
        #expect(wallet.keystore.kdf == TestWallets.kdf)
    }

    @Test("a private key restored with a short password is refused")
    func restorePrivateKeyShortPassword() async throws {
        await #expect(throws: WalletError.passwordTooShort(minimum: 8)) {
            try await useCase.restoreWallet(
                from: .privateKey(TestWallets.privateKey, encryptBy: "short", kdf: TestWallets.kdf))
        }
    }

    @Test("a keystore with its password is kept as it is, origin imported")
    func restoresKeystore() async throws {
        let wallet = try await useCase.restoreWallet(
            from: .keystore(TestWallets.keystore, password: SecretText(TestWallets.password)))

        #expect(wallet.keystore == TestWallets.keystore)
        #expect(wallet.origin == .imported)
        #expect(wallet.address == TestWallets.keyPair.address)
    }

    @Test("a keystore with the wrong password is refused as a wrong password")
    func restoreKeystoreWrongPassword() async throws {
        let error = await #expect(throws: WalletError.self) {
            try await useCase.restoreWallet(from: .keystore(TestWallets.keystore, password: "not the password"))
        }

        #expect(error == .wrongPassword)
        #expect(error?.description.hasPrefix("wrong password") == true)
    }

    @Test("a keystore written without an address gets the address of the key inside")
    func restoresKeystoreWithoutAddress() async throws {
        let keystore = try editedKeystore { $0["address"] = nil }

        let wallet = try await useCase.restoreWallet(
            from: .keystore(keystore, password: SecretText(TestWallets.password)))

        #expect(keystore.address == nil)
        #expect(wallet.address == TestWallets.keyPair.address)
    }

    @Test("a keystore naming another address than its key's is refused as a mismatch")
    func restoreKeystoreAddressMismatch() async throws {
        let other = TestWallets.makeWallet().address
        let keystore = try editedKeystore { $0["address"] = other.checksummed }

        let error = await #expect(throws: WalletError.self) {
            try await useCase.restoreWallet(from: .keystore(keystore, password: SecretText(TestWallets.password)))
        }

        #expect(error == .addressMismatch(named: other, key: TestWallets.keyPair.address))
    }

    @Test("a restoration prints neither its password nor its key")
    func restorationRedacted() {
        let password = "secret-password-42"
        let fromKey = KeyRestoration.privateKey(
            TestWallets.privateKey, encryptBy: SecretText(password), kdf: TestWallets.kdf)
        let fromKeystore = KeyRestoration.keystore(TestWallets.keystore, password: SecretText(password))
        var dumped = ""
        dump(fromKey, to: &dumped)
        dump(fromKeystore, to: &dumped)

        let printed = [String(describing: fromKey), String(reflecting: fromKeystore), dumped].joined()

        #expect(!printed.contains(password))
        #expect(!printed.contains(TestWallets.privateKey.revealedHex()))
        #expect(printed.contains("redacted"))
    }

    // MARK: - Storing

    @Test("a saved wallet loads back equal, and is then configured")
    func saveAndLoad() throws {
        let before = try useCase.hasConfiguredWallet

        try useCase.save(wallet: TestWallets.wallet)

        #expect(before == false)
        #expect(try useCase.hasConfiguredWallet)
        #expect(try useCase.loadWallet() == TestWallets.wallet)
    }

    @Test("without a saved wallet, loading gives nil")
    func loadNothing() throws {
        #expect(try useCase.loadWallet() == nil)
    }

    @Test("saving never overwrites a wallet: the first one stays")
    func saveRefusesOverwrite() throws {
        try useCase.save(wallet: TestWallets.wallet)
        let other = TestWallets.makeWallet()

        let error = #expect(throws: WalletError.self) { try useCase.save(wallet: other) }

        #expect(error == .walletAlreadySaved)
        #expect(error?.description.contains("never overwrites") == true)
        #expect(try useCase.loadWallet() == TestWallets.wallet)
    }

    @Test("of many saves at once, exactly one succeeds")
    func concurrentSaves() async throws {
        let useCase = self.useCase
        let wallets = (0..<6).map { _ in TestWallets.makeWallet() }

        let outcomes = await withTaskGroup(of: WalletError?.self) { group in
            for wallet in wallets {
                group.addTask {
                    do throws(WalletError) {
                        try useCase.save(wallet: wallet)
                        return nil
                    } catch {
                        return error
                    }
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }

        #expect(outcomes.filter { $0 == nil }.count == 1)
        #expect(outcomes.filter { $0 == WalletError.walletAlreadySaved }.count == 5)
        #expect(try wallets.contains(#require(try useCase.loadWallet())))
    }

    @Test("after deleting the wallet another can be saved")
    func deleteThenSave() throws {
        try useCase.save(wallet: TestWallets.wallet)
        let other = TestWallets.makeWallet()

        try useCase.deleteWallet()
        let configuredAfterDelete = try useCase.hasConfiguredWallet
        try useCase.save(wallet: other)

        #expect(configuredAfterDelete == false)
        #expect(try useCase.loadWallet() == other)
    }

    @Test("deleting when there is no wallet does nothing")
    func deleteNothing() throws {
        try useCase.deleteWallet()

        #expect(try useCase.loadWallet() == nil)
    }

    @Test("a store that cannot be read or written surfaces as a storage error from every call")
    func failingStore() async throws {
        let failure = PersistenceError.writeFailed(path: "/x/secure.json", operation: "fsync", code: 28)
        let useCase = DefaultWalletUseCase(
            securePersistence: SecurePersistence(storage: FailingStorageBackend(failure)))

        #expect(throws: WalletError.storage(failure)) { try useCase.save(wallet: TestWallets.wallet) }
        #expect(throws: WalletError.storage(failure)) { try useCase.loadWallet() }
        #expect(throws: WalletError.storage(failure)) { try useCase.deleteWallet() }
        #expect(throws: WalletError.storage(failure)) { try useCase.hasConfiguredWallet }
        #expect(WalletError.storage(failure).description == failure.description)
    }

    @Test("something unreadable saved as the wallet is reported, counts as configured, and is not overwritten")
    func unreadableSavedWallet() throws {
        try storage.setData(Data(#"{"not":"a wallet"}"#.utf8), forKey: "wallet")

        let error = #expect(throws: WalletError.self) { try useCase.loadWallet() }

        #expect(error == .savedWalletUnreadable(location: "memory"))
        #expect(error?.description.contains("restore from the backup") == true)
        #expect(try useCase.hasConfiguredWallet)
        #expect(throws: WalletError.walletAlreadySaved) { try useCase.save(wallet: TestWallets.wallet) }
    }

    @Test("a saved wallet whose address disagrees with its keystore is unreadable")
    func savedWalletAddressMismatch() throws {
        try useCase.save(wallet: TestWallets.wallet)
        let other = TestWallets.makeWallet().address
        try editSavedWallet { $0["address"] = other.checksummed }

        #expect(throws: WalletError.savedWalletUnreadable(location: "memory")) { try useCase.loadWallet() }
    }

    @Test("a saved wallet whose address is not an address is unreadable")
    func savedWalletBadAddress() throws {
        try useCase.save(wallet: TestWallets.wallet)
        try editSavedWallet { $0["address"] = "0xnot-an-address" }

        #expect(throws: WalletError.savedWalletUnreadable(location: "memory")) { try useCase.loadWallet() }
    }

    @Test("the wallet is stored as its keystore, origin and checksummed address, never the password")
    func storedForm() throws {
        try useCase.save(wallet: TestWallets.wallet)

        let saved = try #require(try storage.data(forKey: "wallet"))
        let object = try #require(try JSONSerialization.jsonObject(with: saved) as? [String: Any])
        #expect(object["origin"] as? String == "generated")
        #expect(object["address"] as? String == TestWallets.wallet.address.checksummed)
        #expect((object["keystore"] as? [String: Any])?["version"] as? Int == 3)
        #expect(!String(decoding: saved, as: UTF8.self).contains(TestWallets.password))
    }

    @Test("a wallet saved to secure.json on disk loads back in a new use case")
    func fileRoundTrip() async throws {
        try await withTemporaryDirectory { home in
            let paths = ZhipPaths(home: home)
            try DefaultWalletUseCase(securePersistence: SecurePersistence(storage: paths.secureStorage()))
                .save(wallet: TestWallets.wallet)

            let loaded = try DefaultWalletUseCase(securePersistence: SecurePersistence(storage: paths.secureStorage()))
                .loadWallet()

            #expect(loaded == TestWallets.wallet)
        }
    }

    // MARK: - Verifying and extracting

    @Test("the right password verifies")
    func verifyRight() async throws {
        #expect(try await useCase.verify(password: SecretText(TestWallets.password), for: TestWallets.wallet))
    }

    @Test("a wrong password does not verify, and is not an error")
    func verifyWrong() async throws {
        #expect(try await useCase.verify(password: "wrong password", for: TestWallets.wallet) == false)
    }

    @Test("verifying a wallet whose key is not its address throws rather than answering")
    func verifyMismatch() async throws {
        let keystore = try editedKeystore { $0["address"] = nil }
        let other = TestWallets.makeWallet().address
        let wallet = try Wallet(keystore: keystore, address: other, origin: .imported)

        await #expect(throws: WalletError.addressMismatch(named: other, key: TestWallets.keyPair.address)) {
            try await useCase.verify(password: SecretText(TestWallets.password), for: wallet)
        }
    }

    @Test("the right password gives the wallet's key pair")
    func extractRight() async throws {
        let pair = try await useCase.extractKeyPair(
            from: TestWallets.wallet, password: SecretText(TestWallets.password))

        #expect(pair == TestWallets.keyPair)
    }

    @Test("a wrong password gives no key pair but a wrong-password error")
    func extractWrong() async throws {
        await #expect(throws: WalletError.wrongPassword) {
            try await useCase.extractKeyPair(from: TestWallets.wallet, password: "not it at all")
        }
    }

    // MARK: - The Wallet value

    @Test("a wallet needs an address: a keystore without one must be given the key's")
    func walletNeedsAddress() throws {
        let keystore = try editedKeystore { $0["address"] = nil }

        #expect(throws: WalletError.keystoreHasNoAddress) { try Wallet(keystore: keystore, origin: .imported) }
        #expect(
            try Wallet(keystore: keystore, address: TestWallets.keyPair.address, origin: .imported).address
                == TestWallets.keyPair.address)
    }

    @Test("a wallet refuses an address its keystore contradicts")
    func walletRefusesOtherAddress() throws {
        let other = TestWallets.makeWallet().address

        #expect(throws: WalletError.addressMismatch(named: TestWallets.keyPair.address, key: other)) {
            try Wallet(keystore: TestWallets.keystore, address: other, origin: .generated)
        }
    }

    @Test("a wallet prints its address and origin")
    func walletDescription() {
        let printed = String(describing: TestWallets.wallet)

        #expect(printed == "Wallet(address: \(TestWallets.keyPair.address.bech32), origin: generated)")
    }

    @Test("keystore errors other than the password ones keep their own description")
    func keystoreErrorDescription() {
        let error = WalletError.keystore(.cryptoFailure("scrypt"))

        #expect(error.description == KeystoreError.cryptoFailure("scrypt").description)
        #expect(WalletError.keystoreHasNoAddress.description.contains("restore it with its password"))
    }

    // MARK: - Helpers

    /// Changes the saved wallet's top-level JSON with `edit`.
    private func editSavedWallet(_ edit: (inout [String: Any]) -> Void) throws {
        let saved = try #require(try storage.data(forKey: "wallet"))
        var object = try #require(try JSONSerialization.jsonObject(with: saved) as? [String: Any])
        edit(&object)
        try storage.setData(JSONSerialization.data(withJSONObject: object), forKey: "wallet")
    }

    /// ``TestWallets/keystore`` with its JSON changed by `edit`.
    private func editedKeystore(_ edit: (inout [String: Any]) -> Void) throws -> Keystore {
        var object = try #require(
            try JSONSerialization.jsonObject(with: TestWallets.keystore.jsonData()) as? [String: Any])
        edit(&object)
        return try Keystore(json: JSONSerialization.data(withJSONObject: object))
    }
}
