import Synchronization
public import ZilliqaKit

/// A ``ZilliqaService`` for tests: a network in memory whose answers the test sets, and which
/// records every call, thread-safely.
///
/// ```swift
/// let node = FakeZilliqaService(chainID: 333)
/// node.setAccount(AccountBalance(balance: Amount(10, unit: .zil), nonce: 4), for: sender)
/// node.scriptSends([.reject(.nonceTooLow(sent: 5, current: 5))])   // the first send is refused
/// node.setReceipt(receipt, for: id, afterLookUps: 2)                  // found on the third look-up
/// Container.shared.zilliqaService.register { node }
/// …
/// #expect(node.sentTransactions.count == 1)
/// #expect(node.calls(to: .networkID) == 1)
/// ```
/// Accounts it was not told about are never funded (balance zero, nonce zero). Sending records
/// the transaction and answers its id, unless a scripted outcome or an error says otherwise; it
/// changes no balance or nonce. `waitForReceipt` is the protocol's own polling over
/// ``transaction(_:)``, so it honours the policy's tries and its `sleep`.
public final class FakeZilliqaService: ZilliqaService {
    /// The service's methods, to count calls and to make one fail.
    public enum Method: String, Sendable, Hashable, CaseIterable {
        case balance
        case balances
        case minimumGasPrice
        case networkID
        case send
        case transaction
        case blockchainInfo
        case paymentState
        case legacyTransfers
        case contractReads
    }

    /// What one `send` answers.
    public enum SendAnswer: Sendable, Hashable {
        /// The node takes the transaction and answers its id.
        case accept
        /// The node answers this id (a node that misbehaves).
        case answer(TransactionID)
        /// The node refuses (or cannot be reached) with this error.
        case reject(ZilliqaServiceError)
    }

    private struct PendingReceipt {
        var receipt: TransactionReceipt
        var lookUpsLeft: Int
    }

    private struct State {
        var chainID: UInt16
        var minimumGasPrice: Amount
        var accounts: [Address: AccountBalance]
        var blockchainInfo = BlockchainInfo()
        var sendAnswers: [SendAnswer] = []
        var receipts: [TransactionID: PendingReceipt] = [:]
        var errors: [Method: ZilliqaServiceError] = [:]
        var calls: [Method: Int] = [:]
        var sent: [SignedTransaction] = []
        var balanceRequests: [Address] = []
        var lookUps: [TransactionID] = []
        var legacyTransfers: LegacyTransfers = .accepted
        var contractAnswers: [ScillaContractRead: Result<JSONValue, ZilliqaServiceError>] = [:]
        var contractReads: [[ScillaContractRead]] = []
    }

    private let state: Mutex<State>

    /// A node on the chain `chainID` asking at least `minimumGasPrice`, with `accounts` funded.
    public init(
        chainID: UInt16 = Network.mainnet.chainID, minimumGasPrice: Amount = Amount(2000, unit: .li),
        accounts: [Address: AccountBalance] = [:]
    ) {
        state = Mutex(State(chainID: chainID, minimumGasPrice: minimumGasPrice, accounts: accounts))
    }

    // MARK: - Setting the answers

    /// Answers `account` for `address` from now on.
    public func setAccount(_ account: AccountBalance, for address: Address) {
        state.withLock { $0.accounts[address] = account }
    }

    /// Answers `price` as the minimum gas price from now on.
    public func setMinimumGasPrice(_ price: Amount) {
        state.withLock { $0.minimumGasPrice = price }
    }

    /// Answers `chainID` as the network id from now on.
    public func setChainID(_ chainID: UInt16) {
        state.withLock { $0.chainID = chainID }
    }

    /// Answers `info` for the blockchain info from now on.
    public func setBlockchainInfo(_ info: BlockchainInfo) {
        state.withLock { $0.blockchainInfo = info }
    }

    /// Answers `era` when asked what the network does with legacy transfers, from now on
    /// (``LegacyTransfers/accepted`` until set).
    public func setLegacyTransfers(_ era: LegacyTransfers) {
        state.withLock { $0.legacyTransfers = era }
    }

    /// Answers `answer` to `read` from now on; a read not set answers `null`, as the node does
    /// for an account that is no contract.
    public func setContractAnswer(_ answer: Result<JSONValue, ZilliqaServiceError>, for read: ScillaContractRead) {
        state.withLock { $0.contractAnswers[read] = answer }
    }

    /// The next sends answer these, one each, in order; after them sends are accepted.
    public func scriptSends(_ answers: [SendAnswer]) {
        state.withLock { $0.sendAnswers.append(contentsOf: answers) }
    }

    /// Makes ``transaction(_:)`` find `receipt` for `id` after answering "not yet" `afterLookUps` times.
    public func setReceipt(_ receipt: TransactionReceipt, for id: TransactionID, afterLookUps: Int = 0) {
        state.withLock { $0.receipts[id] = PendingReceipt(receipt: receipt, lookUpsLeft: max(0, afterLookUps)) }
    }

    /// Makes every call of `method` throw `error` (after being counted and recorded) from now
    /// on; nil makes it answer again.
    public func setError(_ error: ZilliqaServiceError?, for method: Method) {
        state.withLock { $0.errors[method] = error }
    }

    // MARK: - What it was asked

    /// How many times `method` was called.
    public func calls(to method: Method) -> Int {
        state.withLock { $0.calls[method, default: 0] }
    }

    /// Every transaction passed to `send`, in order, whatever the answer.
    public var sentTransactions: [SignedTransaction] { state.withLock { $0.sent } }

    /// Every address whose balance was asked, in order (`balances` adds each of its addresses).
    public var balanceRequests: [Address] { state.withLock { $0.balanceRequests } }

    /// The reads of each ``chainIDAndContractReads(_:)`` call, in order.
    public var contractReadBatches: [[ScillaContractRead]] { state.withLock { $0.contractReads } }

    /// Every id passed to ``transaction(_:)``, in order.
    public var lookedUpTransactions: [TransactionID] { state.withLock { $0.lookUps } }

    // MARK: - ZilliqaService

    public func balance(of address: Address) async throws -> AccountBalance {
        try answer(
            .balance, recording: { $0.balanceRequests.append(address) },
            answering: { $0.accounts[address] ?? .empty })
    }

    public func balances(of addresses: [Address]) async throws -> [AccountBalance] {
        try answer(
            .balances, recording: { $0.balanceRequests.append(contentsOf: addresses) },
            answering: { state in
                addresses.map { state.accounts[$0] ?? .empty }
            })
    }

    public func minimumGasPrice() async throws -> Amount {
        try answer(.minimumGasPrice) { $0.minimumGasPrice }
    }

    public func networkID() async throws -> UInt16 {
        try answer(.networkID) { $0.chainID }
    }

    public func send(_ transaction: SignedTransaction) async throws -> TransactionID {
        let outcome = try answer(
            .send, recording: { $0.sent.append(transaction) },
            answering: { state in
                state.sendAnswers.isEmpty ? SendAnswer.accept : state.sendAnswers.removeFirst()
            })
        switch outcome {
        case .accept: return transaction.id
        case .answer(let id): return id
        case .reject(let error): throw error
        }
    }

    public func transaction(_ id: TransactionID) async throws -> TransactionReceipt? {
        try answer(
            .transaction, recording: { $0.lookUps.append(id) },
            answering: { state in
                guard var pending = state.receipts[id] else { return nil }
                guard pending.lookUpsLeft == 0 else {
                    pending.lookUpsLeft -= 1
                    state.receipts[id] = pending
                    return nil
                }
                return pending.receipt
            })
    }

    public func blockchainInfo() async throws -> BlockchainInfo {
        try answer(.blockchainInfo) { $0.blockchainInfo }
    }

    /// The chain id, minimum gas price, account and ``BlockchainInfo/numTxBlocks`` it answers
    /// one by one, as one call of its own (recorded in ``balanceRequests`` too).
    public func paymentState(of address: Address) async throws -> LegacyPaymentState {
        try answer(
            .paymentState, recording: { $0.balanceRequests.append(address) },
            answering: { state in
                LegacyPaymentState(
                    chainID: state.chainID, minimumGasPrice: state.minimumGasPrice,
                    account: state.accounts[address] ?? .empty, blockHeight: state.blockchainInfo.numTxBlocks)
            })
    }

    public func legacyTransfers(chainID: UInt16) async throws -> LegacyTransfers {
        try answer(.legacyTransfers) { $0.legacyTransfers }
    }

    /// The chain id and the answer set for each read (`null` for one not set), recorded in
    /// ``contractReadBatches``.
    public func chainIDAndContractReads(_ reads: [ScillaContractRead]) async throws -> ScillaReadBatch {
        try answer(
            .contractReads, recording: { $0.contractReads.append(reads) },
            answering: { state in
                ScillaReadBatch(
                    chainID: state.chainID, outcomes: reads.map { state.contractAnswers[$0] ?? .success(.null) })
            })
    }

    /// Counts a call of `method` and records it with `record`; then throws the error set for
    /// `method`, if any (the call has no other effect), else answers with `body`.
    private func answer<T: Sendable>(
        _ method: Method, recording record: (inout State) -> Void = { _ in },
        answering body: (inout State) -> T
    ) throws(ZilliqaServiceError) -> T {
        let result = state.withLock { state -> Result<T, ZilliqaServiceError> in
            state.calls[method, default: 0] += 1
            record(&state)
            if let error = state.errors[method] { return .failure(error) }
            return .success(body(&state))
        }
        return try result.get()
    }
}
