import Testing
import ZhipCore
import ZhipCoreTestSupport

@testable import ZilliqaKit

/// The session locks a signer it will not sign with: a key unlocked for a payment the second
/// preparation refuses is wiped at once, not when the session goes.
@Suite("Payment session: a refused payment's key", .container)
struct SessionKeyWipeTests {
    @Test("a payment refused once the key told its account leaves the key wiped")
    func refusedAfterUnlockWipesTheKey() async throws {
        let world = SessionFixture(rules: RefuseAll.rules)
        let storage = UnsafeMutableRawBufferPointer.allocate(byteCount: 32, alignment: 16)
        defer { storage.deallocate() }
        TestWallets.privateKey.withScalar { storage.copyBytes(from: $0) }
        let borrowed = SecureBytesBox(storage)
        let signer = KeystoreSigner { () async throws(TransactionsError) in
            KeyPair(privateKey: PrivateKey(secret: SecureBytes(borrowing: borrowed.bytes)))
        }
        let session = world.evmTransfer(knownSender: false)

        await #expect(throws: TransactionsError.self) { try await session.unlock(with: signer) }

        #expect(storage.allSatisfy { $0 == 0 })
    }

    /// The key's storage, handed to the signer's closure. `@unchecked Sendable`: its bytes are
    /// written by one task at a time.
    private final class SecureBytesBox: @unchecked Sendable {
        let bytes: UnsafeMutableRawBufferPointer
        init(_ bytes: UnsafeMutableRawBufferPointer) { self.bytes = bytes }
    }
}
