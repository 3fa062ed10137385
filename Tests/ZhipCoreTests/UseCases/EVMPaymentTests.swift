import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// A ZIL transfer from the EVM account through the payment session over a fake `eth_` node: the
/// fee, the amount, the nonce, and what the send makes of it.
@Suite("EVM payments", .container)
struct EVMPaymentTests {
    let gasPrice = PaymentWorld.gasPrice

    /// The EVM transaction `order` prepares to.
    func transaction(_ order: PaymentOrder, in world: PaymentWorld) async throws -> EVMTransaction {
        try #require(try await world.session(order).prepare().transaction?.evm)
    }

    @Test("a plain transfer costs 21000 gas at the network's price, type 2 with no priority fee")
    func aPlainTransferCostsTheKnownFee() async throws {
        let world = PaymentWorld()
        world.fundEVM(Wei(10, unit: .zil))

        let prepared = try await world.session(world.evmOrder()).prepare()

        #expect(prepared.facts.fee.most == Wei(wei: 100_000_000_800_000_000))
        #expect(prepared.transaction?.evm?.fee == .eip1559(maxFeePerGas: gasPrice.wei, maxPriorityFeePerGas: 0))
    }

    @Test("the legacy type asked for takes the network's gas price")
    func legacyOnRequestUsesTheGasPrice() async throws {
        let world = PaymentWorld()
        world.fundEVM(Wei(10, unit: .zil))

        let transaction = try await transaction(
            world.evmOrder(terms: PaymentTerms(evmFee: .legacy(gasPrice: nil))), in: world)

        #expect(transaction.fee == .legacy(gasPrice: gasPrice.wei))
    }

    @Test("a priority fee above the max fee is refused by rule priority-fee")
    func aPriorityAboveTheMaxFeeIsRefused() async throws {
        let world = PaymentWorld()
        world.fundEVM(Wei(10, unit: .zil))
        let fee = EVMFeeChoice.eip1559(maxFee: gasPrice, priorityFee: Wei(wei: gasPrice.wei + 1))

        let error = await #expect(throws: TransactionsError.self) {
            try await world.session(world.evmOrder(terms: PaymentTerms(evmFee: fee))).prepare()
        }

        #expect(error?.ruleRefusal?.rule == "priority-fee")
    }

    @Test("a max fee below the network's gas price is refused by rule fee-floor")
    func aMaxFeeBelowTheGasPriceIsRefused() async throws {
        let world = PaymentWorld()
        world.fundEVM(Wei(10, unit: .zil))
        let fee = EVMFeeChoice.eip1559(maxFee: Wei(wei: gasPrice.wei - 1), priorityFee: nil)

        let error = await #expect(throws: TransactionsError.self) {
            try await world.session(world.evmOrder(terms: PaymentTerms(evmFee: fee))).prepare()
        }

        #expect(error?.ruleRefusal?.rule == "fee-floor")
    }

    @Test("a max fee given above Zhip's ceiling is refused by rule fee-ceiling: the EVM account has one now")
    func aMaxFeeAboveTheCeilingIsRefused() async throws {
        let world = PaymentWorld()
        world.fundEVM(Wei(10_000, unit: .zil))
        let fee = EVMFeeChoice.eip1559(maxFee: Wei(wei: PaymentLimits.maximumPricePerGas.wei + 1), priorityFee: nil)

        let error = await #expect(throws: TransactionsError.self) {
            try await world.session(world.evmOrder(terms: PaymentTerms(evmFee: fee))).prepare()
        }
        let consented = try await world.session(
            world.evmOrder(terms: PaymentTerms(evmFee: fee), consents: [.highGasPrice])
        ).prepare()

        #expect(error?.ruleRefusal?.rule == "fee-ceiling")
        #expect(error?.ruleRefusal?.reason.contains("47619.047619048 gwei") == true)
        #expect(consented.transaction?.evm?.fee.maximumPricePerGas == PaymentLimits.maximumPricePerGas.wei + 1)
    }

    @Test("a node asking a gas price above the ceiling is refused whatever is consented")
    func aNodePriceAboveTheCeilingIsRefused() async throws {
        let world = PaymentWorld()
        world.fundEVM(Wei(10_000, unit: .zil))
        world.evm.setGasPrice(Wei(wei: PaymentLimits.maximumPricePerGas.wei + 1))

        let error = await #expect(throws: TransactionsError.self) {
            try await world.session(world.evmOrder(consents: Set(PaymentRisk.allCases))).prepare()
        }

        #expect(error?.ruleRefusal?.rule == "fee-ceiling")
        #expect(error?.ruleRefusal?.consent == nil)
    }

    @Test("too little balance is refused by rule funds, naming the exact figures")
    func tooLittleBalanceNamesTheExactFigures() async throws {
        let world = PaymentWorld()
        world.fundEVM(Wei(1, unit: .zil))

        let error = await #expect(throws: TransactionsError.self) {
            try await world.session(world.evmOrder()).prepare()
        }

        #expect(error?.ruleRefusal?.rule == "funds")
        #expect(error?.description.contains("1100000000800000000") == true)
    }

    @Test("send max moves the balance less the most the fee can be")
    func sendMaxLeavesExactlyTheFee() async throws {
        let world = PaymentWorld()
        world.fundEVM(Wei(10, unit: .zil))
        let order = PaymentOrder(ZILTransfer(to: world.payee, amount: .max), from: .evm, sender: world.evmSender)

        let transaction = try await transaction(order, in: world)

        #expect(transaction.value == Wei(10, unit: .zil).wei - 100_000_000_800_000_000)
    }

    @Test("the nonce is the larger of the node's mined and pending counts")
    func theNonceIsTheLargerOfLatestAndPending() async throws {
        let world = PaymentWorld()
        world.fundEVM(Wei(10, unit: .zil), nonce: 3, pending: 5)

        let transaction = try await transaction(world.evmOrder(), in: world)

        #expect(transaction.nonce == 5)
    }

    @Test("the wallet's own sends the node does not count yet take their nonces: the next payment skips them")
    func theWalletsOwnSendsAreSkipped() async throws {
        let world = PaymentWorld()
        world.fundEVM(Wei(10, unit: .zil))
        _ = try await world.session(world.evmOrder()).pay(signingWith: world.key)

        let next = try await transaction(world.evmOrder(), in: world)

        #expect(next.nonce == 1)
    }

    @Test("a send the node still does not know two minutes later was dropped: its nonce is released and said")
    func aDroppedSendIsReleased() async throws {
        let world = PaymentWorld()
        world.fundEVM(Wei(10, unit: .zil))
        let first = try await world.session(world.evmOrder()).pay(signingWith: world.key)
        let firstHash = try #require(first.outcome.sent?.evmHash)
        world.dates.advance(by: 120)

        let prepared = try await world.session(world.evmOrder()).prepare()

        #expect(prepared.transaction?.evm?.nonce == 0)
        #expect(prepared.dropped == [DroppedSend(hash: firstHash, nonce: 0)])
    }

    @Test("a send the node still holds keeps its nonce however long ago it went out")
    func aHeldSendKeepsItsNonce() async throws {
        let world = PaymentWorld()
        world.fundEVM(Wei(10, unit: .zil), nonce: 0, pending: 0)
        let first = try await world.session(world.evmOrder()).pay(signingWith: world.key)
        let sent = try #require(world.evm.sentTransactions.first)
        world.evm.setTransaction(Self.details(of: sent), for: try #require(first.outcome.sent?.evmHash))
        world.dates.advance(by: 3600)

        let prepared = try await world.session(world.evmOrder()).prepare()

        #expect(prepared.transaction?.evm?.nonce == 1)
        #expect(prepared.dropped.isEmpty)
    }

    @Test("a frozen sender (nonce the largest there is) is refused by rule frozen-sender")
    func aFrozenSenderIsRefused() async throws {
        let world = PaymentWorld()
        world.fundEVM(Wei(10, unit: .zil), nonce: .max)

        let error = await #expect(throws: TransactionsError.self) {
            try await world.session(world.evmOrder()).prepare()
        }

        #expect(error?.ruleRefusal?.rule == "frozen-sender")
    }

    @Test("the session signs exactly the prepared transaction, and sends it once")
    func sendSignsExactlyThePreparedTransactionOnce() async throws {
        let world = PaymentWorld()
        world.fundEVM(Wei(10, unit: .zil))

        let paid = try await world.session(world.evmOrder()).pay(signingWith: world.key)

        #expect(
            world.evm.sentTransactions.map { PaymentTransaction.evm($0.transaction) } == [paid.prepared.transaction])
    }

    @Test("an unknown send outcome is reported with its hash and nonce, and not repeated")
    func anUnknownSendOutcomeIsReportedNotRepeated() async throws {
        let world = PaymentWorld()
        world.fundEVM(Wei(10, unit: .zil), nonce: 4)
        let hash = PaymentWorld.hash(0x77)
        world.evm.scriptSends([.reject(EVMServiceError.sendOutcomeUnknown(hash, .timedOut))])

        let paid = try await world.session(world.evmOrder()).pay(signingWith: world.key)

        guard case .unknown(let unanswered) = paid.outcome else {
            Issue.record("expected an unknown outcome, got \(paid.outcome)")
            return
        }
        #expect(unanswered.sent == .evm(hash))
        #expect(unanswered.nonce == 4)
        #expect(world.evm.calls(to: .send) == 1)
    }

    @Test("a payment prepared again after an unknown outcome takes the same nonce: at most one is mined")
    func aPaymentPreparedAgainAfterAnUnknownOutcomeTakesTheSameNonce() async throws {
        let world = PaymentWorld()
        world.fundEVM(Wei(10, unit: .zil), nonce: 4)
        world.evm.scriptSends([.reject(EVMServiceError.sendOutcomeUnknown(PaymentWorld.hash(0x77), .timedOut))])
        _ = try await world.session(world.evmOrder()).pay(signingWith: world.key)

        let again = try await transaction(world.evmOrder(), in: world)

        #expect(again.nonce == 4)
    }

    /// What the node says of `signed` while it holds it unmined.
    static func details(of signed: SignedEVMTransaction) -> EVMTransactionDetails {
        EVMTransactionDetails(
            hash: signed.transactionHash, blockHash: nil, blockNumber: nil, transactionIndex: nil, from: signed.sender,
            to: signed.transaction.to, nonce: signed.transaction.nonce, value: Wei(wei: signed.transaction.value),
            gas: signed.transaction.gasLimit, gasPrice: PaymentWorld.gasPrice, maxFeePerGas: nil,
            maxPriorityFeePerGas: nil, chainID: signed.transaction.chainID, type: .eip1559)
    }
}
