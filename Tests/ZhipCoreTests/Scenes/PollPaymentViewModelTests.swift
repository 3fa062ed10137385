import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// The node behind a wait for the receipt of a payment from one account: a legacy transaction on
/// ``FakeTransactionsUseCase``, or an EVM one on the real EVM use case over a fake node.
@MainActor
private struct ReceiptNode {
    let account: PayingAccount
    let transactions = FakeTransactionsUseCase()
    let evm = EVMSendFixtures()
    let hash: EVMHash
    let noWaiting = PollingPolicy(tries: 3, baseDelay: .seconds(1), sleep: { _ in })

    init(_ account: PayingAccount) throws {
        self.account = account
        hash = try EVMHash(bytes: [UInt8](repeating: 0xAB, count: 32))
    }

    /// The transaction waited for, as the scene shows it.
    var transaction: SentTransaction {
        account == .legacy ? .legacy(FakeTransactionsUseCase.defaultTransactionID) : .evm(hash)
    }

    /// The wait, knowing the payment (and so its fee) when `payment` is given.
    func scene(payment: (legacy: PreparedPayment, evm: PreparedEVMPayment)? = nil) -> PollPaymentViewModel {
        let lookUp: PollPaymentViewModel.LookUp =
            switch account {
            case .legacy:
                .legacy(
                    FakeTransactionsUseCase.defaultTransactionID, on: .mainnet, of: payment?.legacy,
                    receipts: transactions)
            case .evm: .evm(hash, of: payment?.evm, payments: evm.payments)
            }
        return PollPaymentViewModel(lookingUp: lookUp, policy: noWaiting)
    }

    /// The node has a receipt, mined in block 9 using `gasUsed` gas, succeeded or not.
    func mine(succeeded: Bool) throws {
        switch account {
        case .legacy:
            transactions.setReceipt(TransactionReceipt(success: succeeded, cumulativeGas: 50, epochNumber: 9))
        case .evm:
            evm.evm.setReceipt(try EVMSendFixtures.receipt(of: hash, succeeded: succeeded), for: hash)
        }
    }

    /// The gas the receipt says was used.
    var gasUsed: UInt64 { account == .legacy ? 50 : 21_000 }

    /// The node never has the receipt.
    func neverMine() {
        guard account == .legacy else { return }
        transactions.setError(
            .service(.receiptNotFound(FakeTransactionsUseCase.defaultTransactionID, tries: 3)), for: .receipt)
    }

    /// How many times the receipt was asked for.
    var lookUps: Int { account == .legacy ? transactions.calls(to: .receipt) : evm.evm.calls(to: .receipt) }
}

@Suite("The wait for the receipt, for either account")
@MainActor
struct PollPaymentViewModelTests {
    @Test("waits, then a receipt that went through is mined, and Done finishes", arguments: PayingAccount.allCases)
    func mined(account: PayingAccount) async throws {
        let node = try ReceiptNode(account)
        try node.mine(succeeded: true)
        let poll = node.scene()
        let recorder = StepRecorder(poll.navigator)
        var statuses: [PollPaymentViewModel.Status] = []
        poll.onChange = { statuses.append($0.status) }

        await poll.start()
        poll.didTapDone()

        let receipt = PaymentReceipt(succeeded: true, block: 9, gasUsed: node.gasUsed, feeCharged: nil, failure: nil)
        #expect(statuses == [.waiting, .mined(receipt)])
        #expect(recorder.steps == [.finished])
    }

    @Test("a receipt that failed is failed on chain, saying nothing moved", arguments: PayingAccount.allCases)
    func failedOnChain(account: PayingAccount) async throws {
        let node = try ReceiptNode(account)
        try node.mine(succeeded: false)
        let poll = node.scene()

        await poll.start()

        guard case .failedOnChain(let receipt) = poll.state.status else {
            Issue.record("expected failedOnChain, got \(poll.state.status)")
            return
        }
        #expect(receipt.failure?.contains("the amount was not transferred, but the fee was charged") == true)
    }

    @Test("the fee charged is the payment's price a gas x the gas used", arguments: PayingAccount.allCases)
    func feeCharged(account: PayingAccount) async throws {
        let node = try ReceiptNode(account)
        try node.mine(succeeded: true)
        let payments = (legacy: SendFixtures.prepared(), evm: try await node.evm.prepared())
        let poll = node.scene(payment: payments)

        await poll.start()

        let expected: ZILAmount =
            account == .legacy ? .qa(Amount(qa: 100_000_000_000)) : .wei(EVMSendFixtures.transferFee)
        guard case .mined(let receipt) = poll.state.status else {
            Issue.record("expected mined, got \(poll.state.status)")
            return
        }
        #expect(receipt.feeCharged == expected)
    }

    @Test("no receipt within the tries is not mined yet, and Done is enabled", arguments: PayingAccount.allCases)
    func notMinedYet(account: PayingAccount) async throws {
        let node = try ReceiptNode(account)
        node.neverMine()
        let poll = node.scene()

        await poll.start()

        guard case .notMinedYet(let message) = poll.state.status else {
            Issue.record("expected notMinedYet, got \(poll.state.status)")
            return
        }
        #expect(message.contains(node.transaction.description))
        #expect(poll.state.isDoneEnabled)
    }

    @Test("an EVM receipt is asked for as often as the policy says")
    func evmTries() async throws {
        let node = try ReceiptNode(.evm)
        let poll = node.scene()

        await poll.start()

        #expect(node.lookUps == 3)
    }

    @Test("Done does nothing while waiting", arguments: PayingAccount.allCases)
    func doneNeedsAnAnswer(account: PayingAccount) throws {
        let poll = try ReceiptNode(account).scene()
        let recorder = StepRecorder(poll.navigator)

        poll.didTapDone()

        #expect(recorder.steps.isEmpty)
        #expect(poll.state.isDoneEnabled == false)
    }

    @Test("skipping leaves at once, the transaction still shown", arguments: PayingAccount.allCases)
    func skipLeaves(account: PayingAccount) throws {
        let node = try ReceiptNode(account)
        let poll = node.scene()
        let recorder = StepRecorder(poll.navigator)

        poll.didTapSkip()

        #expect(recorder.steps == [.skip])
        #expect(poll.state.transaction == node.transaction)
    }

    @Test("starting again does not ask twice", arguments: PayingAccount.allCases)
    func startOnce(account: PayingAccount) async throws {
        let node = try ReceiptNode(account)
        try node.mine(succeeded: true)
        let poll = node.scene()

        await poll.start()
        await poll.start()

        #expect(node.lookUps == 1)
    }

    @Test("a legacy network that cannot be asked is shown")
    func failed() async {
        let transactions = FakeTransactionsUseCase()
        transactions.setError(.service(.transport(.timedOut)), for: .receipt)
        let poll = PollPaymentViewModel(
            lookingUp: .legacy(FakeTransactionsUseCase.defaultTransactionID, on: .mainnet, receipts: transactions))

        await poll.start()

        #expect(poll.state.status == .failed(message: ZilliqaServiceError.transport(.timedOut).description))
    }

    @Test("an unusable network setting is shown")
    func otherFailure() async {
        let transactions = FakeTransactionsUseCase()
        let error = TransactionsError.networkChanged(preparedFor: .mainnet, configured: .testnet)
        transactions.setError(error, for: .receipt)
        let poll = PollPaymentViewModel(
            lookingUp: .legacy(FakeTransactionsUseCase.defaultTransactionID, on: .mainnet, receipts: transactions))

        await poll.start()

        #expect(poll.state.status == .failed(message: error.description))
    }

    @Test("Skip waiting stops asking and leaves", .timeLimit(.minutes(1)))
    func skipStopsAsking() async {
        let receipts = EndlessReceiptUseCase()
        let poll = PollPaymentViewModel(
            lookingUp: .legacy(FakeTransactionsUseCase.defaultTransactionID, on: .mainnet, receipts: receipts))
        let recorder = StepRecorder(poll.navigator)
        let waiting = Task { await poll.start() }
        var started = receipts.started.makeAsyncIterator()
        await started.next()

        poll.didTapSkip()
        await waiting.value

        #expect(recorder.steps == [.skip])
        #expect(receipts.wasCancelled)
        #expect(poll.state.status == .waiting)
    }

    @Test("cancelling the task that waits stops the asking", .timeLimit(.minutes(1)))
    func cancelTheWait() async {
        let receipts = EndlessReceiptUseCase()
        let poll = PollPaymentViewModel(
            lookingUp: .legacy(FakeTransactionsUseCase.defaultTransactionID, on: .mainnet, receipts: receipts))
        let waiting = Task { await poll.start() }
        var started = receipts.started.makeAsyncIterator()
        await started.next()

        waiting.cancel()
        await waiting.value

        #expect(receipts.wasCancelled)
    }

    @Test("the legacy explorer link is the network's Otterscan page of the id as a 0x hash, and none on the devnet")
    func explorerLinks() {
        let id = FakeTransactionsUseCase.defaultTransactionID
        let explorers = DefaultExplorerUseCase(preferences: .inMemory())

        let mainnet = PollPaymentViewModel.LookUp.legacy(id, on: .mainnet, explorers: explorers).explorerURL
        let devnet = PollPaymentViewModel.LookUp.legacy(id, on: .devnet, explorers: explorers).explorerURL

        #expect(mainnet == "https://otterscan.zilliqa.com/tx/0x\(id.hex)")
        #expect(devnet == nil)
    }

    @Test("an EVM payment links to its hash on the explorer set for the network")
    func evmExplorerLink() throws {
        let hash = try EVMHash("0x" + String(repeating: "ab", count: 32))
        let explorers = DefaultExplorerUseCase(preferences: .inMemory())
        try explorers.setExplorer(try Explorer(url: try #require(URL(string: "http://127.0.0.1:5100"))), for: .devnet)

        let link = PollPaymentViewModel.LookUp.evm(hash, on: .devnet, explorers: explorers).explorerURL

        #expect(link == "http://127.0.0.1:5100/tx/" + hash.hex)
    }
}
