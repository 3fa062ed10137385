import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// Who may sign a legacy payment, and when nothing is sent: the keystore's password, a key of
/// another account, a keystore that lies about its address, a send cancelled before it went out.
@Suite("Legacy payments: unlocking and signing", .container)
struct LegacyPaymentSigningTests {
    /// `keystore`'s JSON with its `address` field replaced by `address`, or removed when nil.
    private func keystore(_ keystore: Keystore, address: Address?) throws -> Keystore {
        var object = try #require(try JSONSerialization.jsonObject(with: keystore.jsonData()) as? [String: Any])
        object["address"] = address?.checksummed
        return try Keystore(json: try JSONSerialization.data(withJSONObject: object))
    }

    @Test("a wrong password is refused before anything is signed or sent")
    func wrongPassword() async throws {
        let world = PaymentWorld()
        world.fundLegacy(Amount(10, unit: .zil))
        let signer = KeystoreSigner(keystore: TestWallets.keystore, password: "incorrect horse")

        await #expect(throws: TransactionsError.wrongPassword) {
            try await world.session(world.legacyOrder()).pay(signingWith: signer)
        }
        #expect(world.zilliqa.calls(to: .send) == 0)
    }

    @Test("the keystore's password unlocks it, and the payment is signed by its key")
    func keystoreSigns() async throws {
        let world = PaymentWorld()
        world.fundLegacy(Amount(10, unit: .zil))
        let signer = KeystoreSigner(keystore: TestWallets.keystore, password: SecretText(TestWallets.password))

        let paid = try await world.session(world.legacyOrder()).pay(signingWith: signer)

        let sent = try #require(world.zilliqa.sentTransactions.first)
        #expect(sent.hasValidSignature)
        #expect(sent.core.senderPublicKey == world.key.publicKey)
        #expect(paid.outcome == .accepted(.legacy(sent.id)))
    }

    @Test("a key of another account than the paying one is refused as the wrong key, and nothing is sent")
    func keyOfAnotherAccount() async throws {
        let world = PaymentWorld()
        world.fundLegacy(Amount(10, unit: .zil))
        let other = KeyPair(privateKey: PrivateKey())

        let error = await #expect(throws: TransactionsError.self) {
            try await world.session(world.legacyOrder()).pay(signingWith: other)
        }

        guard case .wrongKey = error else {
            Issue.record("expected the wrong key, got \(String(describing: error))")
            return
        }
        #expect(world.zilliqa.calls(to: .send) == 0)
    }

    @Test("the wrong key of a legacy payment names both legacy accounts as the person knows them, zil1")
    func wrongKeyNamesLegacyAccounts() async throws {
        let world = PaymentWorld()
        world.fundLegacy(Amount(10, unit: .zil))
        let other = KeyPair(privateKey: PrivateKey())

        let error = await #expect(throws: TransactionsError.self) {
            try await world.session(world.legacyOrder()).pay(signingWith: other)
        }

        let text = error?.description ?? ""
        #expect(text.contains(world.legacySender.bech32), "\(text)")
        #expect(text.contains(other.address.bech32), "\(text)")
    }

    @Test("a keystore that unlocks to a key of another address than it names is refused, and nothing is sent")
    func keystoreAddressMismatch() async throws {
        let world = PaymentWorld()
        world.fundLegacy(Amount(10, unit: .zil))
        let forged = try keystore(TestWallets.keystore, address: world.legacyPayee)
        let signer = KeystoreSigner(keystore: forged, password: SecretText(TestWallets.password))

        await #expect(
            throws: TransactionsError.keystore(.addressMismatch(file: world.legacyPayee, key: world.legacySender))
        ) {
            try await world.session(world.legacyOrder()).pay(signingWith: signer)
        }
        #expect(world.zilliqa.calls(to: .send) == 0)
    }

    @Test("a payment whose account only the key tells is read again once unlocked, then sent")
    func senderLearnedByUnlocking() async throws {
        let world = PaymentWorld()
        world.fundLegacy(Amount(10, unit: .zil))
        let anonymous = try keystore(TestWallets.keystore, address: nil)
        let order = PaymentOrder.legacyTransfer(Amount(1, unit: .zil), from: nil, to: world.legacyPayee)

        _ = try await world.session(order).pay(
            signingWith: KeystoreSigner(keystore: anonymous, password: SecretText(TestWallets.password)))

        // Before the key, the batch reads the chain and the price (a stand-in's balance); after it, the account's.
        #expect(world.zilliqa.balanceRequests == [Address(EVMAddress.zero), world.legacySender])
        #expect(world.zilliqa.sentTransactions.count == 1)
    }

    @Test(
        "an account only the key tells, with a wrong password, is refused before its account is read or anything sent")
    func senderUnknownWrongPassword() async throws {
        let world = PaymentWorld()
        let anonymous = try keystore(TestWallets.keystore, address: nil)
        let order = PaymentOrder.legacyTransfer(Amount(1, unit: .zil), from: nil, to: world.legacyPayee)

        await #expect(throws: TransactionsError.wrongPassword) {
            try await world.session(order).pay(
                signingWith: KeystoreSigner(keystore: anonymous, password: "incorrect horse"))
        }
        #expect(!world.zilliqa.balanceRequests.contains(world.legacySender))
        #expect(world.zilliqa.calls(to: .send) == 0)
    }

    @Test("a send cancelled before the node is asked to take it is refused as cancelled, and nothing is sent")
    func cancelledBeforeSending() async throws {
        let world = PaymentWorld()
        world.fundLegacy(Amount(10, unit: .zil))
        let session = world.session(world.legacyOrder())
        await session.confirm(try await session.prepare())
        _ = try await session.unlock(with: KeystoreSigner(key: world.key))
        _ = try await session.sign()

        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await session.submit()
        }

        #expect(await task.value == .refused(.cancelled))
        #expect(world.zilliqa.calls(to: .send) == 0)
    }

    @Test("signing what was not confirmed is refused: the signed bytes are the reviewed ones")
    func unconfirmedIsNotSigned() async throws {
        let world = PaymentWorld()
        world.fundLegacy(Amount(10, unit: .zil))
        let session = world.session(world.legacyOrder())
        _ = try await session.prepare()
        _ = try await session.unlock(with: KeystoreSigner(key: world.key))

        await #expect(throws: TransactionsError.notReviewed) { try await session.sign() }
        #expect(await session.submit() == .refused(.notReviewed))
        #expect(world.zilliqa.calls(to: .send) == 0)
    }

    @Test("a review made before the key told the account is asked again when unlocking changes it: unseen, unsigned")
    func aChangedReviewIsNotSignedUnseen() async throws {
        let world = PaymentWorld()
        world.fundLegacy(Amount(10, unit: .zil))
        let order = PaymentOrder(
            ZILTransfer(to: world.payee, amount: .max, shown: world.legacyPayee.bech32), from: .legacy,
            terms: PaymentTerms(legacyGasPrice: Amount(2000, unit: .li)))
        let session = world.session(order)
        await session.confirm(try await session.prepare())

        let unlocked = try await session.unlock(with: KeystoreSigner(key: world.key))

        #expect(unlocked.needsReview)
        #expect(unlocked.changes.map(\.label) == ["amount"])
        await #expect(throws: TransactionsError.notReviewed) { try await session.sign() }
        #expect(world.zilliqa.calls(to: .send) == 0)
    }
}
