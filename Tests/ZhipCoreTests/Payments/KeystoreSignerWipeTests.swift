import Testing
import ZhipCore
import ZhipCoreTestSupport

@testable import ZilliqaKit

/// A keystore signer holds the password only until its KDF has run, and the key only until it has
/// signed and been locked: each is read back here from storage the test owns, to see it wiped.
@Suite("Keystore signer: what it wipes")
struct KeystoreSignerWipeTests {
    /// Storage holding `bytes`, freed when the test ends. `@unchecked Sendable`: the pointer never
    /// changes, and the bytes are written by one task at a time (the signer's, then the test's reads).
    private final class Storage: @unchecked Sendable {
        let bytes: UnsafeMutableRawBufferPointer

        init(bytes contents: [UInt8]) {
            bytes = .allocate(byteCount: contents.count, alignment: 16)
            bytes.copyBytes(from: contents)
        }

        convenience init(password: String) {
            self.init(bytes: Array(password.utf8))
        }

        var isZero: Bool { bytes.allSatisfy { $0 == 0 } }

        deinit { bytes.deallocate() }
    }

    /// A signer whose key lives in `storage` (nothing else holds it): made anew by each unlock.
    private static func signer(keyIn storage: Storage) -> KeystoreSigner {
        KeystoreSigner { () async throws(TransactionsError) in
            KeyPair(privateKey: PrivateKey(secret: SecureBytes(borrowing: storage.bytes)))
        }
    }

    /// TestWallets' key as raw bytes.
    private static var keyBytes: [UInt8] { TestWallets.privateKey.withScalar { Array($0) } }

    @Test("the password reads back as zeros once the keystore's KDF has run, and the key it unlocked is right")
    func passwordWipedAfterTheKDF() async throws {
        let storage = Storage(password: TestWallets.password)
        let signer = KeystoreSigner(keystore: TestWallets.keystore, password: SecretText(borrowing: storage.bytes))

        let accounts = try await signer.unlock()

        #expect(accounts.evm == TestWallets.keyPair.evmAddress)
        #expect(storage.isZero)
    }

    @Test("a wrong password is wiped too, and the unlock says it is wrong")
    func wrongPasswordWiped() async throws {
        let storage = Storage(password: "not the password")
        let signer = KeystoreSigner(keystore: TestWallets.keystore, password: SecretText(borrowing: storage.bytes))

        await #expect(throws: TransactionsError.wrongPassword) { try await signer.unlock() }

        #expect(storage.isZero)
    }

    @Test("the key reads back as zeros once it signed an EVM transaction and the signer was locked")
    func keyWipedAfterEVMSigningAndLock() async throws {
        let storage = Storage(bytes: Self.keyBytes)
        let signer = Self.signer(keyIn: storage)
        let transaction = EVMTransaction(
            nonce: 0, fee: .eip1559(maxFeePerGas: 4_761_904_800_000, maxPriorityFeePerGas: 0), gasLimit: 21_000,
            to: PaymentFactsFixture.bob, value: 1, chainID: 32_769)
        _ = try await signer.unlock()

        let signed = try await signer.sign(transaction)
        let heldWhileUnlocked = !storage.isZero
        signer.lock()

        #expect(signed.sender == TestWallets.keyPair.evmAddress)
        #expect(heldWhileUnlocked)
        #expect(storage.isZero)
    }

    @Test("the key reads back as zeros once it signed a legacy payment (Schnorr) and the signer was locked")
    func keyWipedAfterSchnorrSigningAndLock() async throws {
        let storage = Storage(bytes: Self.keyBytes)
        let signer = Self.signer(keyIn: storage)
        let payment = Payment(
            to: Address(PaymentFactsFixture.bob), amount: Amount(1, unit: .zil), gasPrice: Amount(qa: 2_000_000_000),
            nonce: 1)
        _ = try await signer.unlock()

        let signed = try await signer.sign(payment, chainID: 1)
        signer.lock()

        #expect(signed.hasValidSignature)
        #expect(storage.isZero)
    }
}
