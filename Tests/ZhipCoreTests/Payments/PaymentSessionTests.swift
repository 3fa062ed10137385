import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// The payment session's invariants over fake nodes: the signed bytes are the reviewed transaction,
/// a review made before unlocking is asked again when a figure changed, a consent judges the same
/// facts again without the node, and nothing unreviewed is signed.
@Suite("The payment session", .container)
struct PaymentSessionTests {
    @Test("the transaction the node receives is exactly the one prepared and reviewed")
    func signedIsReviewed() async throws {
        let world = SessionFixture()
        let paid = try await world.evmTransfer().pay(signingWith: world.alice)
        let sent = try #require(world.evm.sentTransactions.first)
        #expect(paid.prepared.transaction == .evm(sent.transaction))
        #expect(world.evm.sentTransactions.count == 1)
    }

    @Test("signing what was never confirmed is refused, and nothing is sent")
    func unconfirmedIsNotSigned() async throws {
        let world = SessionFixture()
        let session = world.evmTransfer()
        _ = try await session.prepare()
        _ = try await session.unlock(with: KeystoreSigner(key: world.alice))
        await #expect(throws: TransactionsError.notReviewed) { try await session.sign() }
        #expect(await session.submit() == .refused(.notReviewed))
        #expect(world.evm.sentTransactions.isEmpty)
    }

    @Test("a gas price doubled after a review made before unlocking is a change: asked again, never signed unseen")
    func priceRaisedAfterTheReviewIsAskedAgain() async throws {
        let world = SessionFixture()
        let session = world.evmTransfer(knownSender: false, terms: PaymentTerms(evmFee: .legacy(gasPrice: nil)))
        let reviewed = try await session.prepare()
        await session.confirm(reviewed)
        world.evm.setGasPrice(Wei(wei: 2 * 4_761_904_800_000))
        let unlocked = try await session.unlock(with: KeystoreSigner(key: world.alice))
        #expect(unlocked.needsReview)
        #expect(unlocked.changes.map(\.label).contains("fee"))
        await #expect(throws: TransactionsError.notReviewed) { try await session.sign() }
        #expect(world.evm.sentTransactions.isEmpty)
    }

    @Test("once the changed payment is confirmed, it is what is signed, at the new price")
    func changedPaymentSignedOnceConfirmed() async throws {
        let world = SessionFixture()
        let session = world.evmTransfer(knownSender: false, terms: PaymentTerms(evmFee: .legacy(gasPrice: nil)))
        await session.confirm(try await session.prepare())
        world.evm.setGasPrice(Wei(wei: 2 * 4_761_904_800_000))
        let unlocked = try await session.unlock(with: KeystoreSigner(key: world.alice))
        await session.confirm(unlocked.prepared)
        let signed = try await session.sign()
        #expect(signed.transaction.evm?.fee == .legacy(gasPrice: 2 * 4_761_904_800_000))
    }

    @Test("a consent judges the same facts again: the node is not asked again")
    func consentAsksNoNode() async throws {
        let world = SessionFixture()
        world.evm.setAccount(FakeEVMService.Account(code: [0x60]), for: world.bob)
        let session = world.evmTransfer()
        let first = await refusal { () async throws(TransactionsError) in try await session.prepare() }
        let asked = world.evm.calls(to: .balance)
        _ = try await session.consent(to: try #require(first?.consent))
        #expect(first?.rule == "contract-recipient")
        #expect(world.evm.calls(to: .balance) == asked)
    }

    @Test("a key that is not the paying account's is refused before anything is signed")
    func anotherKeyIsRefused() async throws {
        let world = SessionFixture()
        let session = world.evmTransfer()
        await session.confirm(try await session.prepare())
        await #expect(throws: TransactionsError.self) {
            try await session.unlock(with: KeystoreSigner(key: KeyPair.generate()))
        }
        #expect(world.evm.sentTransactions.isEmpty)
    }

    @Test("a send the wallet cannot record is sent all the same, and the session says why it was not recorded")
    func unrecordedSendIsSaid() async throws {
        let world = SessionFixture()
        Container.shared.preferences.register { Preferences(storage: ConflictingStorageBackend()) }
        let session = world.evmTransfer()

        let paid = try await session.pay(signingWith: world.alice)

        #expect(paid.outcome.sent != nil)
        #expect(world.evm.sentTransactions.count == 1)
        let problem = try #require(await session.notRecorded)
        #expect(problem.description.contains("run the command again"), "\(problem)")
    }
}
