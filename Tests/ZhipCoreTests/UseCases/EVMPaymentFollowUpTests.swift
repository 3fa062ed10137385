import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// After an EVM payment is prepared: who may sign it, what a look-up finds, and what its receipt says.
@Suite("EVM payments: signing, looking up and the receipt", .container)
struct EVMPaymentFollowUpTests {
    let noWaiting = PollingPolicy(tries: 3, baseDelay: .seconds(1))

    /// A world whose EVM account holds 10 ZIL.
    func funded() -> PaymentWorld {
        let world = PaymentWorld()
        world.fundEVM(Wei(10, unit: .zil))
        return world
    }

    /// The receipt of `hash`, sent by the world's EVM account to its payee.
    func receipt(of hash: EVMHash, in world: PaymentWorld, succeeded: Bool) -> EVMTransactionReceipt {
        EVMTransactionReceipt(
            transactionHash: hash, transactionIndex: 0, blockHash: PaymentWorld.hash(1), blockNumber: 9,
            from: world.evmSender, to: world.payee, cumulativeGasUsed: 21_000, effectiveGasPrice: PaymentWorld.gasPrice,
            gasUsed: 21_000, contractAddress: nil, type: .eip1559, succeeded: succeeded)
    }

    /// A session whose payment the node took, and the hash it took it under.
    func sent(in world: PaymentWorld) async throws -> (PaymentSession, EVMHash) {
        let session = world.session(world.evmOrder())
        let paid = try await session.pay(signingWith: world.key)
        return (session, try #require(paid.outcome.sent?.evmHash))
    }

    @Test("another key than the paying account's is refused as the wrong key, naming both, before anything is sent")
    func anotherKeyIsRefusedBeforeAnythingIsSent() async throws {
        let world = funded()
        let otherKey = KeyPair(privateKey: try PrivateKey(hex: String(repeating: "0", count: 63) + "1"))

        let error = await #expect(throws: TransactionsError.self) {
            try await world.session(world.evmOrder()).pay(signingWith: otherKey)
        }

        #expect(
            error == .wrongKey(expected: world.evmSender.checksummed, key: "0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf")
        )
        #expect(world.evm.calls(to: .send) == 0)
    }

    @Test("a priority fee given is signed as given, and the node is not asked for one")
    func aGivenPriorityFeeIsSignedAsGiven() async throws {
        let world = funded()
        let fee = EVMFeeChoice.eip1559(maxFee: Wei(wei: 5_000_000_000_000), priorityFee: Wei(wei: 7))

        let prepared = try await world.session(world.evmOrder(terms: PaymentTerms(evmFee: fee))).prepare()

        #expect(prepared.transaction?.evm?.fee == .eip1559(maxFeePerGas: 5_000_000_000_000, maxPriorityFeePerGas: 7))
        #expect(world.evm.calls(to: .maxPriorityFeePerGas) == 0)
    }

    @Test("a mined transaction is found with its receipt")
    func aMinedTransactionIsFoundWithItsReceipt() async throws {
        let world = funded()
        let hash = PaymentWorld.hash(0xAB)
        let mined = receipt(of: hash, in: world, succeeded: true)
        world.evm.setReceipt(mined, for: hash)

        let found = try await TransactionLookUp(Container.shared).status(of: .evm(hash))

        #expect(found == .mined(.evm(mined)))
    }

    @Test("a transaction in the node's pool is pending")
    func aPooledTransactionIsPending() async throws {
        let world = funded()
        let (session, hash) = try await sent(in: world)
        world.evm.setTransaction(EVMPaymentTests.details(of: try #require(world.evm.sentTransactions.first)), for: hash)

        let found = try await session.lookUp()

        #expect(found == .pending)
    }

    @Test("a transaction the node does not know is not found")
    func anUnknownTransactionIsNotFound() async throws {
        _ = funded()

        let found = try await TransactionLookUp(Container.shared).status(of: .evm(PaymentWorld.hash(7)))

        #expect(found == .notFound)
    }

    @Test("the receipt is awaited until it is there")
    func theReceiptIsAwaitedUntilItIsThere() async throws {
        let world = funded()
        let (session, hash) = try await sent(in: world)
        world.evm.setReceipt(receipt(of: hash, in: world, succeeded: true), for: hash, afterLookUps: 2)

        let awaited = try await session.receipt(policy: noWaiting)

        #expect(awaited.sent == .evm(hash))
        #expect(awaited.succeeded)
        #expect(world.evm.calls(to: .receipt) == 3)
    }

    @Test("the receipt's fee is the gas used at the price charged, not the receipt's effective price")
    func theFeeChargedIsReckoned() async throws {
        let world = funded()
        let (session, hash) = try await sent(in: world)
        world.evm.setReceipt(receipt(of: hash, in: world, succeeded: true), for: hash)

        let awaited = try await session.receipt(policy: noWaiting)

        #expect(awaited.feeCharged == .wei(Wei(wei: 21_000 * PaymentWorld.gasPrice.wei)))
    }

    @Test("status 0 is a receipt that failed on chain: the fee charged, the amount not moved")
    func statusZeroIsFailedOnChain() async throws {
        let world = funded()
        let (session, hash) = try await sent(in: world)
        world.evm.setReceipt(receipt(of: hash, in: world, succeeded: false), for: hash)

        let awaited = try await session.receipt(policy: noWaiting)

        #expect(!awaited.succeeded)
        #expect(awaited.failure?.contains("the amount was not transferred, but the fee was charged") == true)
    }

    @Test("no receipt within the tries is not mined yet, naming the hash")
    func noReceiptWithinTheTriesIsNotMinedYet() async throws {
        let world = funded()
        let (session, hash) = try await sent(in: world)

        await #expect(throws: TransactionsError.notMinedYet(.evm(hash))) {
            try await session.receipt(policy: noWaiting)
        }
        #expect(world.evm.calls(to: .receipt) == 3)
    }
}
