import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@Suite("Poll transaction status scene")
@MainActor
struct PollTransactionStatusViewModelTests {
    private let id = FakeTransactionsUseCase.defaultTransactionID
    private let transactions = FakeTransactionsUseCase()

    private func makeViewModel(network: Network = .mainnet) -> PollTransactionStatusViewModel {
        PollTransactionStatusViewModel(transactionID: id, network: network, receiptUseCase: transactions)
    }

    @Test("waits, then shows the receipt, and Done finishes")
    func confirmed() async {
        let receipt = TransactionReceipt(success: true, cumulativeGas: 50, epochNumber: 7)
        transactions.setReceipt(receipt)
        let viewModel = makeViewModel()
        let recorder = StepRecorder(viewModel.navigator)
        var statuses: [PollTransactionStatusViewModel.Status] = []
        viewModel.onChange = { statuses.append($0.status) }
        await viewModel.start()
        #expect(statuses == [.waiting, .confirmed(receipt)])
        #expect(transactions.receiptRequests == [id])
        viewModel.didTapDone()
        #expect(recorder.steps == [.finished])
    }

    @Test("Done does nothing while waiting")
    func doneNeedsAnAnswer() {
        let viewModel = makeViewModel()
        let recorder = StepRecorder(viewModel.navigator)
        viewModel.didTapDone()
        #expect(recorder.steps.isEmpty)
        #expect(viewModel.state.isDoneEnabled == false)
    }

    @Test("no receipt after every try says so, and Done is enabled")
    func notFound() async {
        let error = ZilliqaServiceError.receiptNotFound(id, tries: 20)
        transactions.setError(.service(error), for: .receipt)
        let viewModel = makeViewModel()
        await viewModel.start()
        #expect(viewModel.state.status == .notFound(message: error.description))
        #expect(viewModel.state.isDoneEnabled)
    }

    @Test("a network that cannot be asked is shown")
    func failed() async {
        transactions.setError(.service(.transport(.timedOut)), for: .receipt)
        let viewModel = makeViewModel()
        await viewModel.start()
        #expect(viewModel.state.status == .failed(message: ZilliqaServiceError.transport(.timedOut).description))
    }

    @Test("an unusable network setting is shown")
    func otherFailure() async {
        let error = TransactionsError.networkChanged(preparedFor: .mainnet, configured: .testnet)
        transactions.setError(error, for: .receipt)
        let viewModel = makeViewModel()
        await viewModel.start()
        #expect(viewModel.state.status == .failed(message: error.description))
    }

    @Test("Skip waiting stops asking and leaves", .timeLimit(.minutes(1)))
    func skip() async {
        let receipts = EndlessReceiptUseCase()
        let viewModel = PollTransactionStatusViewModel(transactionID: id, network: .mainnet, receiptUseCase: receipts)
        let recorder = StepRecorder(viewModel.navigator)
        let waiting = Task { await viewModel.start() }
        var started = receipts.started.makeAsyncIterator()
        await started.next()
        viewModel.didTapSkip()
        await waiting.value
        #expect(recorder.steps == [.skip])
        #expect(receipts.wasCancelled)
        #expect(viewModel.state.status == .waiting)
    }

    @Test("cancelling the task that waits stops the asking", .timeLimit(.minutes(1)))
    func cancelTheWait() async {
        let receipts = EndlessReceiptUseCase()
        let viewModel = PollTransactionStatusViewModel(transactionID: id, network: .mainnet, receiptUseCase: receipts)
        let waiting = Task { await viewModel.start() }
        var started = receipts.started.makeAsyncIterator()
        await started.next()
        waiting.cancel()
        await waiting.value
        #expect(receipts.wasCancelled)
    }

    @Test("starting again while waiting does not ask twice")
    func startOnce() async {
        let viewModel = makeViewModel()
        await viewModel.start()
        await viewModel.start()
        #expect(transactions.calls(to: .receipt) == 1)
    }

    @Test("the explorer link is viewblock's, with the testnet flag on testnet and none elsewhere")
    func explorerLinks() {
        let hex = String(repeating: "a", count: 64)
        #expect(makeViewModel(network: .mainnet).state.explorerURL == "https://viewblock.io/zilliqa/tx/0x\(hex)")
        #expect(
            makeViewModel(network: .testnet).state.explorerURL
                == "https://viewblock.io/zilliqa/tx/0x\(hex)?network=testnet")
        #expect(makeViewModel(network: .devnet).state.explorerURL == nil)
        #expect(makeViewModel().state.transactionID == hex)
    }
}
