import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

// What ``DefaultPaymentsUseCase`` checks and charges on Zilliqa 2.0's terms: the node's chain
// before anything is signed, the price a gas charged (zq2-eth-api.md §3), the default priority
// fee, a given nonce, and the words of too little balance.
extension EVMPaymentTests {
    func draft(fee: EVMFeeChoice = .eip1559(maxFee: nil, priorityFee: nil), nonce: UInt64? = nil) -> EVMPaymentDraft {
        EVMPaymentDraft(from: sender, to: recipient, amount: .exactly(Wei(1, unit: .zil)), fee: fee, nonce: nonce)
    }

    @Test("a node on another chain is refused before anything is prepared, naming both chains")
    func aNodeOnAnotherChainIsRefused() async throws {
        let node = funded(Wei(10, unit: .zil))
        node.setChainID(Network.testnet.evmChainID)

        let error = await #expect(throws: TransactionsError.self) { try await makeUseCase(node).prepare(draft()) }

        guard case .evmNetworkMismatch(let nodeChainID, let configured) = error else {
            Issue.record("\(String(describing: error))")
            return
        }
        #expect(nodeChainID == 33101)
        #expect(configured == .mainnet)
        let text = error?.description ?? ""
        #expect(text.contains("EVM chain 33101 (0x814d, Zilliqa chain 333)"), "\(text)")
        #expect(text.contains("EVM chain 32769 (0x8001, Zilliqa chain 1)"), "\(text)")
    }

    @Test("left to the wallet, the priority fee is 0, so a raised max fee is charged at the network's gas price")
    func theDefaultPriorityFeeChargesTheGasPrice() async throws {
        let maxFee = Wei(wei: 2 * gasPrice.wei + 1)

        let payment = try await makeUseCase(funded(Wei(10, unit: .zil))).prepare(
            draft(fee: .eip1559(maxFee: maxFee, priorityFee: nil)))

        #expect(payment.transaction.fee == .eip1559(maxFeePerGas: maxFee.wei, maxPriorityFeePerGas: 0))
        #expect(payment.pricePerGasCharged == gasPrice)
        #expect(payment.feeCharged == Wei(wei: 21_000 * gasPrice.wei))
        #expect(payment.maximumFee == Wei(wei: 21_000 * maxFee.wei))
    }

    @Test("a type 2 payment is charged min(maxFee, gasPrice + priority fee) a gas for the gas it used")
    func aType2PaymentIsChargedTheSmallerPrice() async throws {
        let fee = EVMFeeChoice.eip1559(maxFee: Wei(wei: 3 * gasPrice.wei), priorityFee: Wei(wei: 1000))

        let payment = try await makeUseCase(funded(Wei(10, unit: .zil))).prepare(draft(fee: fee))

        #expect(payment.feeCharged(forGasUsed: 21_000) == Wei(wei: 21_000 * (gasPrice.wei + 1000)))
    }

    @Test("a type 2 priority fee that would pass the max fee is charged the max fee")
    func theMaxFeeCapsThePrice() {
        let fee = EVMTransactionFee.eip1559(maxFeePerGas: 5_000_000_000_000, maxPriorityFeePerGas: 5_000_000_000_000)

        #expect(fee.pricePerGasCharged(networkGasPrice: gasPrice.wei) == 5_000_000_000_000)
    }

    @Test("a type 0 payment is charged its gas price")
    func aType0PaymentIsChargedItsGasPrice() {
        #expect(
            EVMTransactionFee.legacy(gasPrice: 7_000_000_000_000).pricePerGasCharged(networkGasPrice: 1)
                == 7_000_000_000_000)
    }

    @Test("a given nonce is signed as given, whatever the node counts")
    func aGivenNonceIsSignedAsGiven() async throws {
        let payment = try await makeUseCase(funded(Wei(10, unit: .zil))).prepare(draft(nonce: 7))

        #expect(payment.transaction.nonce == 7)
    }

    @Test("too little balance is said in ZIL, exactly, with the most that can be sent")
    func tooLittleBalanceIsSaidInZIL() async throws {
        let error = await #expect(throws: TransactionsError.self) {
            try await makeUseCase(funded(Wei(1, unit: .zil))).prepare(draft())
        }

        let text = error?.description ?? ""
        #expect(text.contains("1.1000000008 ZIL (1100000000800000000 wei)"), "\(text)")
        #expect(text.contains("send at most 0.8999999992 ZIL"), "\(text)")
    }
}

// ``DefaultPaymentsUseCase/quote(_:)``: the fee before the sender is known.
extension EVMPaymentTests {
    @Test("a quote prices the fee at the node's gas price, charged and at most")
    func aQuotePricesTheFee() async throws {
        let maxFee = Wei(wei: 10_000_000_000_000)

        let quote = try await makeUseCase(FakeEVMService()).quote(.eip1559(maxFee: maxFee, priorityFee: nil))

        #expect(quote.feeCharged == Wei(wei: 100_000_000_800_000_000))
        #expect(quote.maximumFee == Wei(wei: 21_000 * maxFee.wei))
    }

    @Test("a quote from a node on another chain is refused")
    func aQuoteChecksTheChain() async {
        let node = FakeEVMService(chainID: Network.testnet.evmChainID)

        await #expect(throws: TransactionsError.self) {
            try await makeUseCase(node).quote(.eip1559(maxFee: nil, priorityFee: nil))
        }
    }
}
