import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZhipTesting
import ZilliqaKit

@Suite("A wallet's two accounts: the legacy one and the EVM one of the same key")
struct WalletAccountsTests {
    private let storage = InMemoryStorageBackend()
    private var persistence: SecurePersistence { SecurePersistence(storage: storage) }
    private var useCase: DefaultWalletUseCase { DefaultWalletUseCase(securePersistence: persistence) }

    /// Private key 0x…01, whose EVM address evm-accounts.md and zq2-eth-api.md §5 give.
    private static let keyOne: PrivateKey = {
        do { return try PrivateKey(hex: String(repeating: "0", count: 63) + "1") } catch {
            preconditionFailure("key 1 is a key: \(error)")
        }
    }()

    @Test("a wallet restored from a key knows its EVM account: key 1 is 0x7E5F…5Bdf")
    func restoredKnowsEVMAccount() async throws {
        let wallet = try await useCase.restoreWallet(
            from: .privateKey(Self.keyOne, encryptBy: SecretText(TestWallets.password), kdf: TestWallets.kdf))

        #expect(wallet.evmAddress?.checksummed == "0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf")
        #expect(wallet.address.bech32 == "zil198jk9ae53ry29wuah3tspvmp649ekp250ajt0a")
    }

    @Test("a new wallet knows its EVM account")
    func newKnowsEVMAccount() async throws {
        let wallet = try await useCase.createNewWallet(
            encryptionPassword: SecretText(TestWallets.password), kdf: TestWallets.kdf)

        let key = try wallet.keystore.decrypt(password: SecretText(TestWallets.password))
        #expect(wallet.evmAddress == key.publicKey.evmAddress)
    }

    @Test("the public key is saved with the wallet and read back")
    func publicKeyPersists() async throws {
        let wallet = try await useCase.createNewWallet(
            encryptionPassword: SecretText(TestWallets.password), kdf: TestWallets.kdf)

        try useCase.save(wallet: wallet)

        #expect(try useCase.loadWallet()?.evmAddress == wallet.evmAddress)
    }

    @Test("a wallet saved before Zhip knew EVM accounts is read, without its EVM account")
    func oldWalletReads() throws {
        try persistence.save(TestWallets.wallet, for: .wallet)

        let loaded = try useCase.loadWallet()

        #expect(loaded?.address == TestWallets.wallet.address)
        #expect(loaded?.evmAddress == nil)
    }

    @Test("unlocking a wallet that has no public key yet saves it, so its EVM account shows from then on")
    func unlockRemembersPublicKey() async throws {
        try persistence.save(TestWallets.wallet, for: .wallet)

        _ = try await useCase.extractKeyPair(from: TestWallets.wallet, password: SecretText(TestWallets.password))

        #expect(try useCase.loadWallet()?.evmAddress == TestWallets.keyPair.evmAddress)
    }

    @Test("a saved public key that is not the wallet's key is refused as unreadable")
    func mismatchedPublicKeyRefused() throws {
        let other = PrivateKey().publicKey
        var json = try #require(
            try JSONSerialization.jsonObject(with: JSONEncoder().encode(TestWallets.wallet)) as? [String: Any])
        json["publicKey"] = other.hex
        try storage.setData(JSONSerialization.data(withJSONObject: json), forKey: SecurePersistenceKey.wallet.rawValue)

        #expect(throws: WalletError.self) { try useCase.loadWallet() }
    }

    @Test("a wallet restored from an Ethereum keystore (naming the EVM address) is the same key's wallet")
    func restoresFromEthereumKeystore() async throws {
        let keystore = try Keystore.encrypt(
            TestWallets.privateKey, password: SecretText(TestWallets.password), kdf: TestWallets.kdf, dialect: .ethereum
        )

        let wallet = try await useCase.restoreWallet(
            from: .keystore(keystore, password: SecretText(TestWallets.password)))

        #expect(wallet.address == TestWallets.keyPair.address)
        #expect(wallet.evmAddress == TestWallets.keyPair.evmAddress)
    }
}
