import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// `tx send` of an EVM file signed offline, through a session sending it as it is: its nonce held
/// to the account's next one, a transaction mined before never sent again.
@Suite("EVM payments: sending a transaction signed earlier", .container)
struct EVMSignedTransactionSendTests {
    /// 1 ZIL to the payee with `nonce`, signed by the world's key for `chainID` (mainnet's unless given).
    func signed(nonce: UInt64, in world: PaymentWorld, chainID: UInt64 = Network.mainnet.evmChainID)
        -> SignedEVMTransaction
    {
        EVMTransaction(
            nonce: nonce, fee: .legacy(gasPrice: PaymentWorld.gasPrice.wei), gasLimit: 21_000, to: world.payee,
            value: Wei(1, unit: .zil).wei, chainID: chainID
        ).signed(with: world.key)
    }

    /// `transaction` prepared and sent as `tx send` does, with `consents`: the prepared payment and the outcome.
    func send(_ transaction: SignedEVMTransaction, consents: Set<PaymentRisk> = []) async throws(TransactionsError)
        -> (PreparedPayment, SendOutcome)
    {
        let session = PaymentSession(sending: .evm(transaction), consents: consents)
        let prepared = try await session.prepare()
        await session.confirm(prepared)
        return (prepared, await session.submit())
    }

    /// The receipt of `transaction`, mined.
    func receipt(of transaction: SignedEVMTransaction, in world: PaymentWorld) -> EVMTransactionReceipt {
        EVMTransactionReceipt(
            transactionHash: transaction.transactionHash, transactionIndex: 0, blockHash: PaymentWorld.hash(1),
            blockNumber: 9, from: world.evmSender, to: world.payee, cumulativeGasUsed: 21_000,
            effectiveGasPrice: PaymentWorld.gasPrice, gasUsed: 21_000, contractAddress: nil, type: .legacy,
            succeeded: true)
    }

    @Test("a nonce ahead of the account's next one is refused by rule nonce, naming both and the gap, unsent")
    func gapRefused() async throws {
        let world = PaymentWorld()
        world.fundEVM(Wei(10, unit: .zil), nonce: 3, pending: 4)

        let error = await #expect(throws: TransactionsError.self) { try await send(signed(nonce: 6, in: world)) }

        let refusal = try #require(error?.ruleRefusal)
        #expect(refusal.rule == "nonce")
        #expect(refusal.reason.contains("nonce 6 is ahead of the account's next nonce 4"))
        #expect(refusal.reason.contains("nonces 4 to 5"))
        #expect(world.evm.sentTransactions.isEmpty)
    }

    @Test("a transaction signed for another EVM chain is refused by rule chain-id, and nothing is sent")
    func otherChainRefused() async throws {
        let world = PaymentWorld()
        world.fundEVM(Wei(10, unit: .zil))
        let testnet = signed(nonce: 0, in: world, chainID: Network.testnet.evmChainID)

        let error = await #expect(throws: TransactionsError.self) { try await send(testnet) }

        #expect(error?.ruleRefusal?.rule == "chain-id")
        #expect(world.evm.sentTransactions.isEmpty)
    }

    @Test("a gap the person consented to is sent")
    func gapAllowed() async throws {
        let world = PaymentWorld()
        world.fundEVM(Wei(10, unit: .zil))
        let transaction = signed(nonce: 2, in: world)

        let (_, outcome) = try await send(transaction, consents: [.nonceGap])

        #expect(outcome == .accepted(.evm(transaction.transactionHash)))
        #expect(world.evm.sentTransactions.count == 1)
    }

    @Test("consecutive offline files go, though the node does not count the first yet: the record does")
    func consecutiveFiles() async throws {
        let world = PaymentWorld()
        world.fundEVM(Wei(10, unit: .zil))
        _ = try await send(signed(nonce: 0, in: world))

        let (_, outcome) = try await send(signed(nonce: 1, in: world))

        #expect(outcome == .accepted(.evm(signed(nonce: 1, in: world).transactionHash)))
        #expect(world.evm.sentTransactions.count == 2)
    }

    @Test("a file sent is recorded, so a payment prepared next takes the nonce after it")
    func recordsTheNonce() async throws {
        let world = PaymentWorld()
        world.fundEVM(Wei(10, unit: .zil))
        _ = try await send(signed(nonce: 0, in: world))

        let prepared = try await world.session(world.evmOrder()).prepare()

        #expect(prepared.transaction?.evm?.nonce == 1)
    }

    @Test("a transaction mined before is not sent again: its receipt is what preparing found")
    func alreadyMined() async throws {
        let world = PaymentWorld()
        world.fundEVM(Wei(10, unit: .zil), nonce: 1)
        let transaction = signed(nonce: 0, in: world)
        world.evm.setReceipt(receipt(of: transaction, in: world), for: transaction.transactionHash)

        let (prepared, _) = try await send(transaction)

        #expect(prepared.minedBefore == .evm(receipt(of: transaction, in: world)))
        #expect(world.evm.sentTransactions.isEmpty)
    }

    @Test("a nonce a mined transaction used is refused by rule nonce, and nothing is sent")
    func nonceTaken() async throws {
        let world = PaymentWorld()
        world.fundEVM(Wei(10, unit: .zil), nonce: 1)

        let error = await #expect(throws: TransactionsError.self) { try await send(signed(nonce: 0, in: world)) }

        #expect(error?.ruleRefusal?.rule == "nonce")
        #expect(world.evm.sentTransactions.isEmpty)
    }

    @Test("a nonce another transaction in the node's pool holds is refused by rule nonce")
    func nonceHeldInThePool() async throws {
        let world = PaymentWorld()
        world.fundEVM(Wei(10, unit: .zil), nonce: 0, pending: 1)

        let error = await #expect(throws: TransactionsError.self) { try await send(signed(nonce: 0, in: world)) }

        #expect(error?.ruleRefusal?.rule == "nonce")
        #expect(error?.ruleRefusal?.reason.contains("another transaction the node holds") == true)
    }

    @Test("the same transaction still in the pool is sent again (the node takes it as the same)")
    func pooledResent() async throws {
        let world = PaymentWorld()
        world.fundEVM(Wei(10, unit: .zil), nonce: 0, pending: 1)
        let transaction = signed(nonce: 0, in: world)
        world.evm.setTransaction(EVMPaymentTests.details(of: transaction), for: transaction.transactionHash)

        let (_, outcome) = try await send(transaction)

        #expect(outcome == .accepted(.evm(transaction.transactionHash)))
    }

    @Test("refused as nonce too low because it was mined meanwhile, a look-up finds its receipt")
    func minedMeanwhile() async throws {
        let world = PaymentWorld()
        world.fundEVM(Wei(10, unit: .zil))
        let transaction = signed(nonce: 0, in: world)
        world.evm.setReceipt(receipt(of: transaction, in: world), for: transaction.transactionHash, afterLookUps: 1)
        world.evm.scriptSends([.reject(EVMServiceError.nonceTooLow(sent: 0, current: 1))])
        let session = PaymentSession(sending: .evm(transaction), consents: [])
        await session.confirm(try await session.prepare())

        let outcome = await session.submit()
        let found = try await session.lookUp()

        #expect(outcome == .refused(.evmService(.nonceTooLow(sent: 0, current: 1))))
        #expect(found == .mined(.evm(receipt(of: transaction, in: world))))
    }
}
