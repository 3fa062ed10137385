import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// `tx send` of a file signed offline, through ``DefaultPaymentsUseCase/send(_:allowingNonceGap:)``:
/// its nonce held to the account's next one, and a transaction mined before never sent again.
@Suite struct EVMSignedTransactionSendTests {
    let sender = TestWallets.keyPair.evmAddress
    let recipient: EVMAddress
    let node = FakeEVMService()
    let preferences = Preferences.inMemory()

    init() throws {
        recipient = try EVMAddress("0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed")
    }

    var useCase: DefaultPaymentsUseCase {
        DefaultPaymentsUseCase(
            zilliqaService: FakeZilliqaService(), evmService: node, networkSetting: .success(.mainnet),
            preferences: preferences, clock: ImmediateClock())
    }

    /// 1 ZIL to the recipient with `nonce`, signed for mainnet.
    func signed(nonce: UInt64) -> SignedEVMTransaction {
        EVMTransaction(
            nonce: nonce, fee: .legacy(gasPrice: 4_761_904_800_000), gasLimit: 21_000, to: recipient,
            value: Wei(1, unit: .zil).wei, chainID: Network.mainnet.evmChainID
        ).signed(with: TestWallets.keyPair)
    }

    func account(nonce: UInt64, pending: UInt64? = nil) {
        node.setAccount(
            FakeEVMService.Account(balance: Wei(10, unit: .zil), nonce: nonce, pendingNonce: pending), for: sender)
    }

    func receipt(of transaction: SignedEVMTransaction) throws -> EVMTransactionReceipt {
        EVMTransactionReceipt(
            transactionHash: transaction.transactionHash, transactionIndex: 0,
            blockHash: try EVMHash(bytes: [UInt8](repeating: 1, count: 32)), blockNumber: 9, from: sender,
            to: recipient, cumulativeGasUsed: 21_000, effectiveGasPrice: Wei(wei: 4_761_904_800_000),
            gasUsed: 21_000, contractAddress: nil, type: .legacy, succeeded: true)
    }

    @Test("a nonce ahead of the account's next one is refused, naming both, and nothing is sent")
    func gapRefused() async throws {
        account(nonce: 3, pending: 4)

        await #expect(throws: TransactionsError.self) {
            try await useCase.send(.evm(signed(nonce: 6)), allowingNonceGap: false)
        }

        #expect(node.sentTransactions.isEmpty)
        do {
            _ = try await useCase.send(.evm(signed(nonce: 6)), allowingNonceGap: false)
        } catch {
            #expect(error.description.contains("nonce 6 is ahead of the account's next nonce 4"))
            #expect(error.description.contains("nonces 4 and 5"))
        }
    }

    @Test("a transaction signed for another EVM chain is refused before the node is asked anything")
    func otherChainRefused() async throws {
        account(nonce: 0)
        let testnet = EVMTransaction(
            nonce: 0, fee: .legacy(gasPrice: 4_761_904_800_000), gasLimit: 21_000, to: recipient,
            value: Wei(1, unit: .zil).wei, chainID: Network.testnet.evmChainID
        ).signed(with: TestWallets.keyPair)

        await #expect(
            throws: TransactionsError.evmNetworkChanged(preparedFor: Network.testnet.evmChainID, configured: .mainnet)
        ) {
            try await useCase.send(.evm(testnet), allowingNonceGap: false)
        }

        #expect(node.calls(to: .receipt) == 0)
        #expect(node.sentTransactions.isEmpty)
    }

    @Test("a gap the person allowed is sent")
    func gapAllowed() async throws {
        account(nonce: 0)

        let outcome = try await useCase.send(.evm(signed(nonce: 2)), allowingNonceGap: true)

        #expect(outcome == .sent(.evm(signed(nonce: 2).transactionHash)))
        #expect(node.sentTransactions.count == 1)
    }

    @Test("consecutive offline files go, though the node does not count the first yet: the record does")
    func consecutiveFiles() async throws {
        account(nonce: 0)
        _ = try await useCase.send(.evm(signed(nonce: 0)), allowingNonceGap: false)

        let outcome = try await useCase.send(.evm(signed(nonce: 1)), allowingNonceGap: false)

        #expect(outcome == .sent(.evm(signed(nonce: 1).transactionHash)))
        #expect(node.sentTransactions.count == 2)
    }

    @Test("a file sent records its nonce, so a payment prepared next takes the one after it")
    func recordsTheNonce() async throws {
        account(nonce: 0)
        _ = try await useCase.send(.evm(signed(nonce: 0)), allowingNonceGap: false)

        let payment = try await useCase.prepare(
            EVMPaymentDraft(from: sender, to: recipient, amount: .exactly(Wei(1, unit: .zil))))

        #expect(payment.transaction.nonce == 1)
    }

    @Test("a transaction mined before is not sent again: its receipt is the outcome")
    func alreadyMined() async throws {
        account(nonce: 1)
        let transaction = signed(nonce: 0)
        node.setReceipt(try receipt(of: transaction), for: transaction.transactionHash)

        let outcome = try await useCase.send(.evm(transaction), allowingNonceGap: false)

        #expect(outcome == .minedBefore(.evm(try receipt(of: transaction))))
        #expect(node.sentTransactions.isEmpty)
    }

    @Test("a nonce another transaction used is refused, and nothing is sent")
    func nonceTaken() async throws {
        account(nonce: 1)

        await #expect(throws: TransactionsError.self) {
            try await useCase.send(.evm(signed(nonce: 0)), allowingNonceGap: false)
        }

        #expect(node.sentTransactions.isEmpty)
    }

    @Test("the same transaction still in the pool is sent again (the node takes it as the same)")
    func pooledResent() async throws {
        account(nonce: 0, pending: 1)
        let transaction = signed(nonce: 0)
        node.setTransaction(
            EVMTransactionDetails(
                hash: transaction.transactionHash, blockHash: nil, blockNumber: nil, transactionIndex: nil,
                from: sender, to: recipient, nonce: 0, value: Wei(1, unit: .zil), gas: 21_000,
                gasPrice: Wei(wei: 4_761_904_800_000), maxFeePerGas: nil, maxPriorityFeePerGas: nil,
                chainID: 32769, type: .legacy),
            for: transaction.transactionHash)

        let outcome = try await useCase.send(.evm(transaction), allowingNonceGap: false)

        #expect(outcome == .sent(.evm(transaction.transactionHash)))
    }

    @Test("refused as nonce too low because it was mined meanwhile (a standard node's answer): its receipt")
    func minedMeanwhile() async throws {
        account(nonce: 0)
        let transaction = signed(nonce: 0)
        node.setReceipt(try receipt(of: transaction), for: transaction.transactionHash, afterLookUps: 1)
        node.scriptSends([.reject(EVMServiceError.nonceTooLow(sent: 0, current: 1))])

        let outcome = try await useCase.send(.evm(transaction), allowingNonceGap: false)

        #expect(outcome == .minedBefore(.evm(try receipt(of: transaction))))
    }
}
