import Synchronization
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// The session's one receipt wait, for a legacy payment sent: its look-ups as the policy says,
/// slept on the container's clock, bounded by its deadline, and ended early by a network that
/// dropped the payment at its era switch.
@Suite("Legacy payments: waiting for the receipt", .container)
struct LegacyPaymentReceiptTests {
    /// A session whose 1 ZIL payment the node took, and the id it took it under.
    private func paid(in world: PaymentWorld) async throws -> (PaymentSession, TransactionID) {
        world.fundLegacy(Amount(10, unit: .zil))
        let session = world.session(world.legacyOrder())
        let paid = try await session.pay(signingWith: world.key)
        let id = try #require(paid.outcome.acceptedID)
        return (session, id)
    }

    @Test("the receipt found on the third look-up is returned after waiting 1 s and 2 s on the clock")
    func foundAfterTries() async throws {
        let world = PaymentWorld()
        let (session, id) = try await paid(in: world)
        world.zilliqa.setReceipt(
            TransactionReceipt(success: true, cumulativeGas: 50, epochNumber: 1234), for: id, afterLookUps: 2)

        let receipt = try await session.receipt()

        #expect(receipt.succeeded)
        #expect(receipt.block == 1234)
        #expect(world.zilliqa.lookedUpTransactions == [id, id, id])
        #expect(world.clock.sleeps == [.seconds(1), .seconds(2)])
    }

    @Test("the receipt's fee is the gas used at the price signed")
    func feeCharged() async throws {
        let world = PaymentWorld()
        let (session, id) = try await paid(in: world)
        world.zilliqa.setReceipt(TransactionReceipt(success: true, cumulativeGas: 50, epochNumber: 9), for: id)

        let receipt = try await session.receipt()

        #expect(receipt.feeCharged == .qa(PaymentWorld.zil("0.1")))
    }

    @Test("a receipt that says the payment failed is read as failed, with why in words")
    func failedOnChain() async throws {
        let world = PaymentWorld()
        let (session, id) = try await paid(in: world)
        world.zilliqa.setReceipt(
            TransactionReceipt(success: false, cumulativeGas: 50, epochNumber: 9, errors: [2]), for: id)

        let receipt = try await session.receipt()

        #expect(!receipt.succeeded)
        #expect(receipt.failure?.contains("the balance did not cover the amount") == true)
    }

    @Test("a receipt still missing after the policy's tries is not mined yet, naming the transaction")
    func notFound() async throws {
        let world = PaymentWorld()
        let (session, id) = try await paid(in: world)

        await #expect(throws: TransactionsError.notMinedYet(.legacy(id))) {
            try await session.receipt(policy: PollingPolicy(tries: 3, baseDelay: .seconds(5)))
        }
        #expect(world.zilliqa.calls(to: .transaction) == 3)
        #expect(world.clock.sleeps == [.seconds(5), .seconds(10)])
    }

    @Test("cancelling the task stops the waiting before it sleeps")
    func cancellation() async throws {
        let world = PaymentWorld()
        let (session, _) = try await paid(in: world)
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await session.receipt()
        }

        await #expect(throws: TransactionsError.cancelled) { try await task.value }
        #expect(world.clock.sleeps.isEmpty)
    }

    @Test("each look-up that finds nothing is reported with the wait before the next")
    func reportsEachMiss() async throws {
        let world = PaymentWorld()
        let (session, id) = try await paid(in: world)
        world.zilliqa.setReceipt(
            TransactionReceipt(success: true, cumulativeGas: 50, epochNumber: 9), for: id, afterLookUps: 2)
        let seen = Mutex<[ReceiptLookUp]>([])

        _ = try await session.receipt(policy: PollingPolicy(tries: 5, baseDelay: .seconds(2))) { lookUp in
            seen.withLock { $0.append(lookUp) }
        }

        #expect(
            seen.withLock { $0 }
                == [
                    ReceiptLookUp(number: 1, tries: 5, nextIn: .seconds(2)),
                    ReceiptLookUp(number: 2, tries: 5, nextIn: .seconds(4)),
                ])
    }

    @Test("the wait ends at its deadline whatever the policy's tries, not mined yet")
    func endsAtDeadline() async throws {
        let world = PaymentWorld()
        let (session, id) = try await paid(in: world)

        await #expect(throws: TransactionsError.notMinedYet(.legacy(id))) {
            try await session.receipt(policy: PollingPolicy(tries: 1000, baseDelay: .seconds(100)))
        }

        // Look-ups at 0 s and 100 s; at 300 s the deadline has passed.
        #expect(PaymentSession.receiptDeadline == .seconds(300))
        #expect(world.zilliqa.calls(to: .transaction) == 2)
        #expect(world.clock.sleeps == [.seconds(100), .seconds(200)])
    }

    @Test("a node that stops answering during the wait is reported at the first look-up it misses")
    func reportsUnreachableNode() async throws {
        let world = PaymentWorld()
        let (session, _) = try await paid(in: world)
        world.zilliqa.setError(.transport(.connectionRefused), for: .transaction)
        let seen = Mutex<[ReceiptLookUp]>([])

        _ = try? await session.receipt(policy: PollingPolicy(tries: 2, baseDelay: .seconds(1))) { lookUp in
            seen.withLock { $0.append(lookUp) }
        }

        #expect(
            seen.withLock { $0 }
                == [ReceiptLookUp(number: 1, tries: 2, nextIn: .seconds(1), problem: .transport(.connectionRefused))])
    }
}

@Suite("Legacy payments: the receipt wait asks the era again", .container)
struct LegacyReceiptEraSwitchTests {
    private let policy = PollingPolicy(tries: 5, baseDelay: .seconds(1))

    /// A session on `network` whose payment the node took while legacy transfers were accepted.
    private func paid(in world: PaymentWorld) async throws -> (PaymentSession, TransactionID) {
        world.fundLegacy(Amount(10, unit: .zil))
        world.zilliqa.setLegacyTransfers(.accepted)
        let session = world.session(world.legacyOrder())
        let id = try #require(try await session.pay(signingWith: world.key).outcome.acceptedID)
        return (session, id)
    }

    @Test("a payment without a receipt on a network that switched legacy transfers off will never be mined")
    func droppedAtTheSwitch() async throws {
        let world = PaymentWorld(network: .devnet)
        let (session, id) = try await paid(in: world)
        world.zilliqa.setLegacyTransfers(.disabled)

        await #expect(throws: TransactionsError.droppedAtEraSwitch(LegacyPaymentDroppedError(id: id, network: .devnet)))
        {
            try await session.receipt(policy: policy)
        }
    }

    @Test("while the network takes legacy transfers, the wait goes on to its last try")
    func waitsWhileTaken() async throws {
        let world = PaymentWorld(network: .devnet)
        let (session, id) = try await paid(in: world)

        await #expect(throws: TransactionsError.notMinedYet(.legacy(id))) { try await session.receipt(policy: policy) }

        #expect(world.zilliqa.calls(to: .transaction) == 5)
    }

    @Test("on mainnet, past its last known fork, no probe transaction goes to the public node while waiting")
    func noProbeWhereForksAreKnown() async throws {
        let world = PaymentWorld(network: .mainnet)
        world.zilliqa.setBlockchainInfo(BlockchainInfo(numTxBlocks: 1_000))
        let (session, _) = try await paid(in: world)
        world.zilliqa.setLegacyTransfers(.disabled)

        _ = try? await session.receipt(policy: policy)

        #expect(world.zilliqa.calls(to: .legacyTransfers) == 0)
        #expect(world.zilliqa.calls(to: .transaction) == 5)
    }
}
