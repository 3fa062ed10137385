import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// After an EVM payment is prepared: who may sign it, what a look-up finds, and what its receipt says.
@Suite struct EVMPaymentFollowUpTests {
    let sender = TestWallets.keyPair.evmAddress
    let recipient: EVMAddress
    let node = FakeEVMService()
    let hash: EVMHash
    let noWaiting = PollingPolicy(tries: 3, baseDelay: .seconds(1), sleep: { _ in })

    init() throws {
        recipient = try EVMAddress("0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed")
        hash = try EVMHash(bytes: [UInt8](repeating: 0xAB, count: 32))
        node.setAccount(FakeEVMService.Account(balance: Wei(10, unit: .zil)), for: sender)
    }

    var useCase: DefaultPaymentsUseCase {
        DefaultPaymentsUseCase(
            zilliqaService: FakeZilliqaService(), evmService: node, networkSetting: .success(.mainnet),
            preferences: .inMemory(), clock: ImmediateClock())
    }

    func receipt(succeeded: Bool) throws -> EVMTransactionReceipt {
        EVMTransactionReceipt(
            transactionHash: hash, transactionIndex: 0, blockHash: try EVMHash(bytes: [UInt8](repeating: 1, count: 32)),
            blockNumber: 9, from: sender, to: recipient, cumulativeGasUsed: 21_000,
            effectiveGasPrice: Wei(wei: 4_761_904_800_000), gasUsed: 21_000, contractAddress: nil, type: .eip1559,
            succeeded: succeeded)
    }

    func details(blockNumber: UInt64?) -> EVMTransactionDetails {
        EVMTransactionDetails(
            hash: hash, blockHash: nil, blockNumber: blockNumber, transactionIndex: nil, from: sender, to: recipient,
            nonce: 0, value: Wei(1, unit: .zil), gas: 21_000, gasPrice: Wei(wei: 4_761_904_800_000),
            maxFeePerGas: nil, maxPriorityFeePerGas: nil, chainID: 32769, type: .eip1559)
    }

    @Test func anotherKeyIsRefusedBeforeAnythingIsSent() async throws {
        let payment = try await useCase.prepare(
            EVMPaymentDraft(from: sender, to: recipient, amount: .exactly(Wei(1, unit: .zil))))
        let otherKey = KeyPair(privateKey: try PrivateKey(hex: String(repeating: "0", count: 63) + "1"))

        let outcome = await useCase.send(payment, signingWith: otherKey)

        guard case .refused(.wrongKey(let expected, let key)) = outcome else {
            Issue.record("expected wrongKey, got \(outcome)")
            return
        }
        #expect(expected == sender)
        #expect(key.description == "0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf")
        #expect(node.calls(to: .send) == 0)
    }

    @Test func aGivenPriorityFeeIsSignedAsGiven() async throws {
        let payment = try await useCase.prepare(
            EVMPaymentDraft(
                from: sender, to: recipient, amount: .exactly(Wei(1, unit: .zil)),
                fee: .eip1559(maxFee: Wei(wei: 5_000_000_000_000), priorityFee: Wei(wei: 7))))

        #expect(payment.transaction.fee == .eip1559(maxFeePerGas: 5_000_000_000_000, maxPriorityFeePerGas: 7))
        #expect(node.calls(to: .maxPriorityFeePerGas) == 0)
    }

    @Test func aMinedTransactionIsFoundWithItsReceipt() async throws {
        let mined = try receipt(succeeded: true)
        node.setReceipt(mined, for: hash)

        let found = try await useCase.check(hash)

        #expect(found == .mined(mined))
    }

    @Test func aPooledTransactionIsPending() async throws {
        node.setTransaction(details(blockNumber: nil), for: hash)

        let found = try await useCase.check(hash)

        #expect(found == .pending)
    }

    @Test func theReceiptIsAwaitedUntilItIsThere() async throws {
        let mined = try receipt(succeeded: true)
        node.setReceipt(mined, for: hash, afterLookUps: 2)

        let awaited = try await useCase.receipt(of: hash, policy: noWaiting)

        #expect(awaited == mined)
        #expect(node.calls(to: .receipt) == 3)
    }

    @Test func statusZeroIsFailedOnChain() async throws {
        node.setReceipt(try receipt(succeeded: false), for: hash)

        let refused = await #expect(throws: TransactionsError.self) {
            try await useCase.receipt(of: hash, policy: noWaiting)
        }

        guard case .failedOnChain(let failed) = refused else {
            Issue.record("expected failedOnChain, got \(String(describing: refused))")
            return
        }
        #expect(failed.transactionHash == hash)
    }

    @Test func noReceiptWithinTheTriesIsNotMinedYet() async throws {
        let refused = await #expect(throws: TransactionsError.self) {
            try await useCase.receipt(of: hash, policy: noWaiting)
        }

        guard case .notMinedYet(let pending) = refused else {
            Issue.record("expected notMinedYet, got \(String(describing: refused))")
            return
        }
        #expect(pending == hash)
        #expect(node.calls(to: .receipt) == 3)
    }
}
