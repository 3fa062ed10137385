import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

// What the session checks and charges on Zilliqa 2.0's terms: the node's chain before anything
// is signed, the price a gas charged (zq2-eth-api.md §3), the default priority fee, a given
// nonce, and the words of too little balance.
extension EVMPaymentTests {
    /// 1 ZIL to the payee with `fee` and `nonce`, with `consents`.
    func order(
        in world: PaymentWorld, fee: EVMFeeChoice = .eip1559(maxFee: nil, priorityFee: nil), nonce: UInt64? = nil,
        consents: Set<PaymentRisk> = []
    ) -> PaymentOrder {
        world.evmOrder(terms: PaymentTerms(evmFee: fee, nonce: nonce), consents: consents)
    }

    @Test("a node on another chain is refused by rule chain-id, naming both chains")
    func aNodeOnAnotherChainIsRefused() async throws {
        let world = PaymentWorld()
        world.fundEVM(Wei(10, unit: .zil))
        world.evm.setChainID(Network.testnet.evmChainID)

        let error = await #expect(throws: TransactionsError.self) {
            try await world.session(order(in: world)).prepare()
        }

        let refusal = try #require(error?.ruleRefusal)
        #expect(refusal.rule == "chain-id")
        #expect(refusal.reason.contains("EVM chain 33101 (0x814d, Zilliqa chain 333)"), "\(refusal.reason)")
        #expect(refusal.reason.contains("EVM chain 32769 (0x8001, Zilliqa chain 1)"), "\(refusal.reason)")
    }

    @Test("left to the wallet, the priority fee is 0, so a raised max fee is charged at the network's gas price")
    func theDefaultPriorityFeeChargesTheGasPrice() async throws {
        let world = PaymentWorld()
        world.fundEVM(Wei(10, unit: .zil))
        let maxFee = Wei(wei: 2 * gasPrice.wei + 1)

        let prepared = try await world.session(order(in: world, fee: .eip1559(maxFee: maxFee, priorityFee: nil)))
            .prepare()

        #expect(prepared.transaction?.evm?.fee == .eip1559(maxFeePerGas: maxFee.wei, maxPriorityFeePerGas: 0))
        #expect(prepared.summary.fee == .wei(Wei(wei: 21_000 * gasPrice.wei)))
        #expect(prepared.summary.maximumFee == .wei(Wei(wei: 21_000 * maxFee.wei)))
    }

    @Test("a type 2 payment is expected to be charged min(maxFee, gasPrice + priority fee) a gas")
    func aType2PaymentIsChargedTheSmallerPrice() async throws {
        let world = PaymentWorld()
        world.fundEVM(Wei(10, unit: .zil))
        let fee = EVMFeeChoice.eip1559(maxFee: Wei(wei: 3 * gasPrice.wei), priorityFee: Wei(wei: 1000))

        let prepared = try await world.session(order(in: world, fee: fee)).prepare()

        #expect(prepared.facts.fee.expected == Wei(wei: 21_000 * (gasPrice.wei + 1000)))
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

    @Test("the account's next nonce given is signed as given")
    func theNextNonceGivenIsSignedAsGiven() async throws {
        let world = PaymentWorld()
        world.fundEVM(Wei(10, unit: .zil), nonce: 7)

        let transaction = try await transaction(order(in: world, nonce: 7), in: world)

        #expect(transaction.nonce == 7)
    }

    @Test("a nonce given ahead of the account's next one needs the gap's consent now; then it is signed as given")
    func aNonceAheadNeedsTheGapsConsent() async throws {
        let world = PaymentWorld()
        world.fundEVM(Wei(10, unit: .zil))

        let error = await #expect(throws: TransactionsError.self) {
            try await world.session(order(in: world, nonce: 7)).prepare()
        }
        let consented = try await transaction(order(in: world, nonce: 7, consents: [.nonceGap]), in: world)

        #expect(error?.ruleRefusal?.rule == "nonce")
        #expect(error?.ruleRefusal?.reason.contains("until nonces 0 to 6 are used") == true)
        #expect(consented.nonce == 7)
    }

    @Test("a nonce given below the node's mined count is refused by rule nonce: it was used")
    func aUsedNonceIsRefused() async throws {
        let world = PaymentWorld()
        world.fundEVM(Wei(10, unit: .zil), nonce: 5)

        let error = await #expect(throws: TransactionsError.self) {
            try await world.session(order(in: world, nonce: 4)).prepare()
        }

        #expect(error?.ruleRefusal?.rule == "nonce")
        #expect(error?.ruleRefusal?.reason.contains("was used by a mined transaction") == true)
    }

    @Test("a node whose pending count is further ahead than any pool keeps is refused as hostile by rule nonce")
    func aHostilePendingCountIsRefused() async throws {
        let world = PaymentWorld()
        world.fundEVM(Wei(10, unit: .zil), nonce: 0, pending: NonceRule.maximumPoolAhead + 1)

        let error = await #expect(throws: TransactionsError.self) {
            try await world.session(order(in: world)).prepare()
        }

        #expect(error?.ruleRefusal?.rule == "nonce")
        #expect(error?.ruleRefusal?.reason.contains("wrong or hostile") == true)
    }

    @Test("too little balance is said in ZIL, exactly, with the most that can be sent")
    func tooLittleBalanceIsSaidInZIL() async throws {
        let world = PaymentWorld()
        world.fundEVM(Wei(1, unit: .zil))

        let error = await #expect(throws: TransactionsError.self) {
            try await world.session(order(in: world)).prepare()
        }

        let text = error?.description ?? ""
        #expect(text.contains("1.1000000008 ZIL (1100000000800000000 wei)"), "\(text)")
        #expect(text.contains("send at most 0.8999999992 ZIL"), "\(text)")
    }
}

// The fee before the paying account is known (a keystore not yet unlocked): a transfer's is known.
extension EVMPaymentTests {
    @Test("before the account is known, a transfer's fee is priced at the node's gas price, charged and at most")
    func aFeeBeforeTheAccountIsKnown() async throws {
        let world = PaymentWorld()
        let maxFee = Wei(wei: 10_000_000_000_000)
        let order = PaymentOrder.evmTransfer(
            Wei(1, unit: .zil), from: nil, to: world.payee,
            terms: PaymentTerms(evmFee: .eip1559(maxFee: maxFee, priorityFee: nil)))

        let prepared = try await world.session(order).prepare()

        #expect(prepared.summary.fee == .wei(Wei(wei: 100_000_000_800_000_000)))
        #expect(prepared.summary.maximumFee == .wei(Wei(wei: 21_000 * maxFee.wei)))
        #expect(prepared.summary.balance == nil)
        #expect(!prepared.isComplete)
    }

    @Test("before the account is known, a node on another chain is refused by rule chain-id too")
    func theChainIsCheckedBeforeTheAccountIsKnown() async {
        let world = PaymentWorld()
        world.evm.setChainID(Network.testnet.evmChainID)
        let order = PaymentOrder.evmTransfer(Wei(1, unit: .zil), from: nil, to: world.payee)

        let error = await #expect(throws: TransactionsError.self) { try await world.session(order).prepare() }

        #expect(error?.ruleRefusal?.rule == "chain-id")
    }
}
