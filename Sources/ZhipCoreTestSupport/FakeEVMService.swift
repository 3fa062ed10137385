import Synchronization
public import ZilliqaKit

/// An ``EVMService`` for tests: an `eth_` node in memory whose answers the test sets, and which
/// records every call, thread-safely, like ``FakeZilliqaService``.
///
/// ```swift
/// let node = FakeEVMService(chainID: 32769)
/// node.setAccount(FakeEVMService.Account(balance: Wei(10, unit: .zil), nonce: 4), for: sender)
/// node.scriptSends([.reject(EVMServiceError.nonceTooLow(sent: 3, current: 4))])
/// node.setReceipt(receipt, for: hash, afterLookUps: 2)
/// Container.shared.evmService.register { node }
/// ```
/// Accounts it was not told about are empty (zero balance, nonce zero, no code). Sending records
/// the transaction and answers its hash unless scripted otherwise; it changes no balance or nonce.
public final class FakeEVMService: EVMService {
    /// The service's methods, to count calls and to make one fail.
    public enum Method: String, Sendable, Hashable, CaseIterable {
        case chainID, blockNumber, balance, transactionCount, gasPrice, maxPriorityFeePerGas, estimateGas
        case accountState, send, transaction, receipt, code, call, logs, searchTransactions, block
    }

    /// One account as the fake node knows it.
    public struct Account: Sendable, Hashable {
        public var balance: Wei
        /// The nonce at `latest`.
        public var nonce: UInt64
        /// The nonce at `pending`; the latest one when not set.
        public var pendingNonce: UInt64
        /// The code at the address: empty for an ordinary account.
        public var code: [UInt8]

        public init(balance: Wei = .zero, nonce: UInt64 = 0, pendingNonce: UInt64? = nil, code: [UInt8] = []) {
            self.balance = balance
            self.nonce = nonce
            self.pendingNonce = pendingNonce ?? nonce
            self.code = code
        }
    }

    /// What one `send` answers.
    public enum SendAnswer: Sendable {
        /// The node takes the transaction and answers its hash.
        case accept
        /// The node refuses (or cannot be reached) with this error.
        case reject(any Error & Sendable)
    }

    private struct PendingReceipt {
        var receipt: EVMTransactionReceipt
        var lookUpsLeft: Int
    }

    private struct State {
        var chainID: UInt64
        var gasPrice: Wei
        var blockNumber: UInt64 = 1
        var head = (timestamp: UInt64(1_900_000_000), gasLimit: UInt64(84_000_000))
        var accounts: [EVMAddress: Account] = [:]
        var sendAnswers: [SendAnswer] = []
        var receipts: [EVMHash: PendingReceipt] = [:]
        var details: [EVMHash: EVMTransactionDetails] = [:]
        var errors: [Method: any Error & Sendable] = [:]
        var calls: [Method: Int] = [:]
        var sent: [SignedEVMTransaction] = []
        var callAnswers: [CallKey: Result<[UInt8], EVMServiceError>] = [:]
        var callRequests: [EVMCallRequest] = []
        var gasEstimates: [EVMAddress: Result<UInt64, EVMServiceError>] = [:]
        var logs: [EVMLog] = []
        var logFilters: [EVMLogFilter] = []
        var touched: [EVMAddress: [EVMSearchedTransaction]] = [:]
        var searchedBlocks: [UInt64] = []
    }

    /// A contract and calldata a call answer is set for; nil calldata stands for any.
    private struct CallKey: Hashable {
        var to: EVMAddress
        var data: [UInt8]?
    }

    private let state: Mutex<State>

    /// A node on the EVM chain `chainID` with Zilliqa 2.0's gas price unless told another.
    public init(chainID: UInt64 = Network.mainnet.evmChainID, gasPrice: Wei = Wei(wei: 4_761_904_800_000)) {
        state = Mutex(State(chainID: chainID, gasPrice: gasPrice))
    }

    // MARK: - Setting the answers

    /// Answers `account` for `address` from now on.
    public func setAccount(_ account: Account, for address: EVMAddress) {
        state.withLock { $0.accounts[address] = account }
    }

    /// Answers `price` as the gas price (and the priority fee) from now on.
    public func setGasPrice(_ price: Wei) {
        state.withLock { $0.gasPrice = price }
    }

    /// Answers `number` as the head block from now on.
    public func setBlockNumber(_ number: UInt64) {
        state.withLock { $0.blockNumber = number }
    }

    /// Answers a head made at `timestamp` with `gasLimit` from now on (else 1,900,000,000 and 84,000,000).
    public func setHead(timestamp: UInt64, gasLimit: UInt64 = 84_000_000) {
        state.withLock { $0.head = (timestamp, gasLimit) }
    }

    /// Answers `chainID` from now on.
    public func setChainID(_ chainID: UInt64) {
        state.withLock { $0.chainID = chainID }
    }

    /// The next sends answer these, one each, in order; after them sends are accepted.
    public func scriptSends(_ answers: [SendAnswer]) {
        state.withLock { $0.sendAnswers.append(contentsOf: answers) }
    }

    /// Makes ``receipt(_:)`` find `receipt` for `hash` after answering nil `afterLookUps` times.
    public func setReceipt(_ receipt: EVMTransactionReceipt, for hash: EVMHash, afterLookUps: Int = 0) {
        state.withLock { $0.receipts[hash] = PendingReceipt(receipt: receipt, lookUpsLeft: max(0, afterLookUps)) }
    }

    /// Makes ``transaction(_:)`` answer `details` for `hash`.
    public func setTransaction(_ details: EVMTransactionDetails, for hash: EVMHash) {
        state.withLock { $0.details[hash] = details }
    }

    /// Makes ``call(_:at:)`` (and ``calls(_:at:)``) of `to` with `data` answer `answer`; nil `data`
    /// sets the answer for every calldata without an answer of its own. Unset calls answer no
    /// bytes, as a node does for an account without code.
    public func setCallAnswer(_ answer: Result<[UInt8], EVMServiceError>, to: EVMAddress, data: [UInt8]? = nil) {
        state.withLock { $0.callAnswers[CallKey(to: to, data: data)] = answer }
    }

    /// Makes ``estimateGas(_:)`` of a request to `to` answer `answer`; unset, it answers 21000.
    public func setGasEstimate(_ answer: Result<UInt64, EVMServiceError>, to: EVMAddress) {
        state.withLock { $0.gasEstimates[to] = answer }
    }

    /// The logs ``logs(_:)`` looks through: it answers those of them its filter's address and
    /// topics match, whatever the blocks.
    public func setLogs(_ logs: [EVMLog]) {
        state.withLock { $0.logs = logs }
    }

    /// The mined transactions that touched `address`, which ``searchTransactionsBefore(_:block:pageSize:)``
    /// pages through as Zilliqa 2.0 does: newest first, by whole blocks (docs/zq2-ots.md).
    public func setSearchedTransactions(_ transactions: [EVMSearchedTransaction], for address: EVMAddress) {
        state.withLock { $0.touched[address] = transactions }
    }

    /// The transactions set for `address` with ``setSearchedTransactions(_:for:)``.
    public func searched(for address: EVMAddress) -> [EVMSearchedTransaction] {
        state.withLock { $0.touched[address, default: []] }
    }

    /// Makes every call of `method` throw `error` (after being counted) from now on; nil makes it answer again.
    public func setError(_ error: (any Error & Sendable)?, for method: Method) {
        state.withLock { $0.errors[method] = error }
    }

    // MARK: - What it was asked

    /// How many times `method` was called.
    public func calls(to method: Method) -> Int {
        state.withLock { $0.calls[method, default: 0] }
    }

    /// Every transaction passed to `send`, in order, whatever the answer.
    public var sentTransactions: [SignedEVMTransaction] { state.withLock { $0.sent } }

    /// Every request passed to ``call(_:at:)``, ``calls(_:at:)`` and ``estimateGas(_:)``, in order.
    public var callRequests: [EVMCallRequest] { state.withLock { $0.callRequests } }

    /// Every filter passed to ``logs(_:)``, in order.
    public var logFilters: [EVMLogFilter] { state.withLock { $0.logFilters } }

    /// The `block` of every ``searchTransactionsBefore(_:block:pageSize:)``, in order.
    public var searchedBlocks: [UInt64] { state.withLock { $0.searchedBlocks } }

    // MARK: - EVMService

    public func chainID() async throws -> UInt64 { try answer(.chainID) { $0.chainID } }

    public func blockNumber() async throws -> UInt64 { try answer(.blockNumber) { $0.blockNumber } }

    public func balance(of address: EVMAddress, at block: EVMBlockTag) async throws -> Wei {
        try answer(.balance) { $0.accounts[address, default: Account()].balance }
    }

    public func transactionCount(of address: EVMAddress, at block: EVMBlockTag) async throws -> UInt64 {
        try answer(.transactionCount) { state in
            let account = state.accounts[address, default: Account()]
            return block == .pending ? account.pendingNonce : account.nonce
        }
    }

    public func gasPrice() async throws -> Wei { try answer(.gasPrice) { $0.gasPrice } }

    public func maxPriorityFeePerGas() async throws -> Wei { try answer(.maxPriorityFeePerGas) { $0.gasPrice } }

    public func estimateGas(from: EVMAddress?, to: EVMAddress, value: Wei) async throws -> UInt64 {
        try answer(.estimateGas) { _ in 21_000 }
    }

    public func estimateGas(_ request: EVMCallRequest) async throws -> UInt64 {
        try answer(
            .estimateGas, recording: { $0.callRequests.append(request) },
            answering: { $0.gasEstimates[request.to] ?? .success(21_000) }
        ).get()
    }

    public func call(_ request: EVMCallRequest, at block: EVMBlockTag) async throws -> [UInt8] {
        try answer(
            .call, recording: { $0.callRequests.append(request) }, answering: { Self.callAnswer(request, in: $0) }
        )
        .get()
    }

    /// Counted as one call of ``Method/call``.
    public func calls(_ requests: [EVMCallRequest], at block: EVMBlockTag) async throws -> [Result<[UInt8], any Error>]
    {
        try answer(
            .call, recording: { $0.callRequests.append(contentsOf: requests) },
            answering: { state in
                requests.map { request in Self.callAnswer(request, in: state).mapError { $0 as any Error } }
            })
    }

    public func logs(_ filter: EVMLogFilter) async throws -> [EVMLog] {
        try answer(
            .logs, recording: { $0.logFilters.append(filter) },
            answering: { state in state.logs.filter { Self.matches($0, filter) } })
    }

    /// True when `log` is of the filter's address (if any) and its topics match position by position.
    private static func matches(_ log: EVMLog, _ filter: EVMLogFilter) -> Bool {
        guard filter.address.map({ $0 == log.address }) ?? true else { return false }
        return filter.topics.enumerated().allSatisfy { index, topic in
            topic.map { index < log.topics.count && log.topics[index] == $0 } ?? true
        }
    }

    /// Zilliqa 2.0's paging (ots.rs:272-369): blocks before `block` (0: the head), newest first,
    /// at least `pageSize` transactions and every one of the oldest block's.
    public func searchTransactionsBefore(_ address: EVMAddress, block: UInt64, pageSize: Int) async throws
        -> EVMTransactionSearchPage
    {
        try answer(
            .searchTransactions, recording: { $0.searchedBlocks.append(block) },
            answering: { state in
                let before = block == 0 ? UInt64.max : block
                let newestFirst = state.touched[address, default: []].enumerated()
                    .sorted { ($0.element.blockNumber, $0.offset) > ($1.element.blockNumber, $1.offset) }
                    .map(\.element)
                var page: [EVMSearchedTransaction] = []
                var finished = true
                for transaction in newestFirst where transaction.blockNumber < before {
                    if page.count >= pageSize, transaction.blockNumber != page.last?.blockNumber {
                        finished = false
                        break
                    }
                    page.append(transaction)
                }
                return EVMTransactionSearchPage(
                    transactions: page, receipts: page.compactMap { state.receipts[$0.hash]?.receipt },
                    isFirstPage: before == .max, isLastPage: finished)
            })
    }

    /// The mirror of ``searchTransactionsBefore(_:block:pageSize:)`` (ots.rs:272-369): blocks after
    /// `block`, oldest first taken, answered newest first; `lastPage` when block 0 was asked.
    public func searchTransactionsAfter(_ address: EVMAddress, block: UInt64, pageSize: Int) async throws
        -> EVMTransactionSearchPage
    {
        try answer(
            .searchTransactions, recording: { $0.searchedBlocks.append(block) },
            answering: { state in
                let oldestFirst = state.touched[address, default: []].enumerated()
                    .sorted { ($0.element.blockNumber, $0.offset) < ($1.element.blockNumber, $1.offset) }
                    .map(\.element)
                var page: [EVMSearchedTransaction] = []
                var finished = true
                for transaction in oldestFirst where transaction.blockNumber > block {
                    if page.count >= pageSize, transaction.blockNumber != page.last?.blockNumber {
                        finished = false
                        break
                    }
                    page.append(transaction)
                }
                page.reverse()
                return EVMTransactionSearchPage(
                    transactions: page, receipts: page.compactMap { state.receipts[$0.hash]?.receipt },
                    isFirstPage: finished, isLastPage: block == 0)
            })
    }

    /// The hash of the searched transaction `sender` sent with `nonce`, as ots.rs:209-228 finds it.
    public func transactionBySenderAndNonce(_ sender: EVMAddress, nonce: UInt64) async throws -> EVMHash? {
        try answer(.searchTransactions) { state in
            state.touched[sender, default: []].first { $0.from == sender && $0.nonce == nonce }?.hash
        }
    }

    /// Counted as one call of ``Method/call``; the chain id is the fake's.
    public func chainIDAndCalls(_ requests: [EVMCallRequest], at block: EVMBlockTag) async throws -> EVMCallBatch {
        try batch(requests, withHead: false)
    }

    /// Counted as one call of ``Method/call``; the chain id and the head are the fake's.
    public func chainIDHeadAndCalls(_ requests: [EVMCallRequest]) async throws -> EVMCallBatch {
        try batch(requests, withHead: true)
    }

    /// The batch of `requests` with the fake's chain id and, `withHead`, its block number.
    private func batch(_ requests: [EVMCallRequest], withHead: Bool) throws -> EVMCallBatch {
        try answer(
            .call, recording: { $0.callRequests.append(contentsOf: requests) },
            answering: { state in
                EVMCallBatch(
                    chainID: state.chainID,
                    outcomes: requests.map { request in Self.callAnswer(request, in: state).mapError { $0 as any Error }
                    }, blockNumber: withHead ? state.blockNumber : nil)
            })
    }

    private static func callAnswer(_ request: EVMCallRequest, in state: State) -> Result<[UInt8], EVMServiceError> {
        state.callAnswers[CallKey(to: request.to, data: request.data)]
            ?? state.callAnswers[CallKey(to: request.to, data: nil)] ?? .success([])
    }

    public func accountState(of address: EVMAddress) async throws -> EVMAccountState {
        try answer(.accountState) { state in
            let account = state.accounts[address, default: Account()]
            return EVMAccountState(
                balance: account.balance, nonce: account.nonce, pendingNonce: account.pendingNonce,
                gasPrice: state.gasPrice, chainID: state.chainID)
        }
    }

    public func send(_ transaction: SignedEVMTransaction) async throws -> EVMHash {
        let outcome = try answer(
            .send, recording: { $0.sent.append(transaction) },
            answering: { state in state.sendAnswers.isEmpty ? SendAnswer.accept : state.sendAnswers.removeFirst() })
        switch outcome {
        case .accept: return transaction.transactionHash
        case .reject(let error): throw error
        }
    }

    public func transaction(_ hash: EVMHash) async throws -> EVMTransactionDetails? {
        try answer(.transaction) { $0.details[hash] }
    }

    public func receipt(_ hash: EVMHash) async throws -> EVMTransactionReceipt? {
        try answer(.receipt) { state in
            guard var pending = state.receipts[hash] else { return nil }
            guard pending.lookUpsLeft == 0 else {
                pending.lookUpsLeft -= 1
                state.receipts[hash] = pending
                return nil
            }
            return pending.receipt
        }
    }

    public func block(_ tag: EVMBlockTag) async throws -> EVMBlockHeader? {
        try answer(.block) { state in
            EVMBlockHeader(number: state.blockNumber, timestamp: state.head.timestamp, gasLimit: state.head.gasLimit)
        }
    }

    public func code(at address: EVMAddress) async throws -> [UInt8] {
        try answer(.code) { $0.accounts[address, default: Account()].code }
    }

    /// Counts a call of `method` and records it with `record`; then throws the error set for
    /// `method`, if any, else answers with `body`.
    private func answer<T: Sendable>(
        _ method: Method, recording record: (inout State) -> Void = { _ in },
        answering body: (inout State) -> T
    ) throws -> T {
        let result = state.withLock { state -> Result<T, any Error> in
            state.calls[method, default: 0] += 1
            record(&state)
            if let error = state.errors[method] { return .failure(error) }
            return .success(body(&state))
        }
        return try result.get()
    }
}
