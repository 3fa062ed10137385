/// What a wallet asks of Zilliqa 2.0's `eth_` API for an EVM (0x) account: its balance and
/// nonces, the gas price, sending a signed transaction and following it to its receipt.
///
/// ``JSONRPCEVMService`` talks to a real node over the same ``JSONRPCTransport`` seam as
/// ``JSONRPCZilliqaService``; the app layer injects it as `evmService`, and tests may put a fake
/// here. Every method throws ``EVMServiceError`` for the node's `eth_` rejections and answers that
/// do not read, ``ZilliqaServiceError`` for what the shared client meets (no answer, nothing sent,
/// not JSON-RPC, rate limiting, an unrecognised error), or `CancellationError`.
/// ```swift
/// let service: any EVMService = JSONRPCEVMService(network: .mainnet)
/// let state = try await service.accountState(of: sender)           // one round trip
/// let transfer = EVMTransaction(
///     nonce: state.nextNonce, fee: .legacy(gasPrice: state.gasPrice.wei), gasLimit: 21_000,
///     to: recipient, value: amount.wei, chainID: try await service.chainID())
/// let hash = try await service.send(transfer.signed(with: key))
/// let receipt = try await service.waitForReceipt(hash)
/// ```
public protocol EVMService: Sendable {
    /// The EVM chain id (`eth_chainId`): 32769 on mainnet, 33101 on testnet.
    func chainID() async throws -> UInt64

    /// The number of the head block (`eth_blockNumber`), not the finalized one.
    func blockNumber() async throws -> UInt64

    /// The balance of `address` at `block` (`eth_getBalance`); zero for a never-seen account.
    func balance(of address: EVMAddress, at block: EVMBlockTag) async throws -> Wei

    /// The nonce of `address` at `block` (`eth_getTransactionCount`): `.latest` counts mined
    /// transactions, `.pending` adds the answering node's pooled ones that can be mined in a row.
    func transactionCount(of address: EVMAddress, at block: EVMBlockTag) async throws -> UInt64

    /// The network's gas price (`eth_gasPrice`): 4761904800000 wei on Zilliqa 2.0.
    func gasPrice() async throws -> Wei

    /// The priority fee to offer (`eth_maxPriorityFeePerGas`): Zilliqa 2.0 answers its gas price.
    func maxPriorityFeePerGas() async throws -> Wei

    /// The gas a plain transfer of `value` from `from` to `to` needs (`eth_estimateGas`, without
    /// a block, as ethers asks): 21000 on Zilliqa 2.0 when `to` has no code, funded or not.
    func estimateGas(from: EVMAddress?, to: EVMAddress, value: Wei) async throws -> UInt64

    /// The gas `request` needs (`eth_estimateGas` with its calldata, without a block): for a
    /// contract call, Zilliqa 2.0's binary search stops within 3 % above the gas used.
    ///
    /// - Throws: ``EVMServiceError/executionReverted(method:data:)`` when the contract reverts.
    func estimateGas(_ request: EVMCallRequest) async throws -> UInt64

    /// What `request` returns when run at `block` without a transaction (`eth_call`): the return
    /// bytes, empty for an account without code, at most ``EVMAnswer/maximumCallBytes``.
    ///
    /// - Throws: ``EVMServiceError/executionReverted(method:data:)`` with the revert bytes when
    ///   the contract reverts; ``EVMServiceError/answerTooLarge(method:limit:)`` past the limit.
    func call(_ request: EVMCallRequest, at block: EVMBlockTag) async throws -> [UInt8]

    /// Every request of `requests` as ``call(_:at:)`` runs it, in one round trip where the node
    /// batches; each outcome on its own, in order: one reverting call fails only itself. Throws
    /// only for what befalls the whole batch (no answer, not JSON-RPC, rate limiting).
    func calls(_ requests: [EVMCallRequest], at block: EVMBlockTag) async throws -> [Result<[UInt8], any Error>]

    /// The node's chain id and every request of `requests` as ``calls(_:at:)`` runs it, in the same
    /// round trip, so that answers read for a network are known to be that network's.
    func chainIDAndCalls(_ requests: [EVMCallRequest], at block: EVMBlockTag) async throws -> EVMCallBatch

    /// The node's chain id, its head's number and every request of `requests` run at the head, in
    /// one round trip: what a reading that counts blocks (a stake's unbonding) needs.
    func chainIDHeadAndCalls(_ requests: [EVMCallRequest]) async throws -> EVMCallBatch

    /// The logs `filter` matches (`eth_getLogs`), in the node's order, at most ``EVMAnswer/maximumLogs``.
    ///
    /// - Throws: ``EVMServiceError/logRangeTooLarge(from:to:cap:)`` when the node takes no range
    ///   that wide (50 blocks apart on Zilliqa 2.0's public API nodes).
    func logs(_ filter: EVMLogFilter) async throws -> [EVMLog]

    /// The mined transactions that touched `address`, newest first, in blocks before `block` (0:
    /// from the head), one page of at least `pageSize` where there are that many
    /// (`ots_searchTransactionsBefore`, docs/zq2-ots.md), at most ``EVMAnswer/maximumSearchTransactions``.
    ///
    /// - Throws: ``EVMServiceError/methodNotFound(method:)`` or ``EVMServiceError/methodDisabled(method:)``
    ///   when the node does not serve it (``EVMServiceError/isMethodNotServed``).
    func searchTransactionsBefore(_ address: EVMAddress, block: UInt64, pageSize: Int) async throws
        -> EVMTransactionSearchPage

    /// The mined transactions that touched `address` in blocks strictly after `block`, one page of at
    /// least `pageSize` where there are that many, the oldest blocks first taken but answered newest
    /// first (`ots_searchTransactionsAfter`), at most ``EVMAnswer/maximumSearchTransactions``.
    ///
    /// - Throws: as ``searchTransactionsBefore(_:block:pageSize:)``.
    func searchTransactionsAfter(_ address: EVMAddress, block: UInt64, pageSize: Int) async throws
        -> EVMTransactionSearchPage

    /// The hash of the mined transaction `sender` sent with `nonce` (for a legacy Zilliqa
    /// transaction, its nonce − 1), nil when the node's index has none
    /// (`ots_getTransactionBySenderAndNonce`).
    ///
    /// - Throws: as ``searchTransactionsBefore(_:block:pageSize:)``.
    func transactionBySenderAndNonce(_ sender: EVMAddress, nonce: UInt64) async throws -> EVMHash?

    /// The balance at the head, the latest and pending nonces, the gas price and the node's chain
    /// id, asked in one request.
    func accountState(of address: EVMAddress) async throws -> EVMAccountState

    /// Sends `transaction` with `eth_sendRawTransaction` and returns its hash, checked to be the
    /// transaction's own.
    func send(_ transaction: SignedEVMTransaction) async throws -> EVMHash

    /// The transaction with `hash` (`eth_getTransactionByHash`), pending or mined; nil when the
    /// node does not have it (unknown, replaced or dropped).
    func transaction(_ hash: EVMHash) async throws -> EVMTransactionDetails?

    /// The receipt of the transaction with `hash` (`eth_getTransactionReceipt`); nil while it is
    /// not mined, or unknown.
    func receipt(_ hash: EVMHash) async throws -> EVMTransactionReceipt?

    /// The block at `tag` without its transactions (`eth_getBlockByNumber [tag, false]`): its
    /// number, timestamp and gas limit; nil when the node has no such block.
    func block(_ tag: EVMBlockTag) async throws -> EVMBlockHeader?

    /// The code at `address` at the head (`eth_getCode`): empty for an account without any; for a
    /// Scilla contract, its source text.
    ///
    /// - Throws: ``EVMServiceError/codeTooLarge(_:limit:)`` past ``EVMAnswer/maximumCodeBytes``.
    func code(at address: EVMAddress) async throws -> [UInt8]

    /// Asks every one of `reads` in one round trip, answering each on its own, in their order.
    ///
    /// - Throws: what keeps the batch as a whole from being answered (the node not reached, an
    ///   answer that is not JSON-RPC).
    func read(_ reads: [EVMRead]) async throws -> [EVMReadAnswer]

    /// Looks up the receipt of `hash` as `policy` says until it is there.
    ///
    /// - Throws: ``EVMServiceError/receiptNotFound(_:tries:)`` when the tries are spent.
    func waitForReceipt(_ hash: EVMHash, policy: PollingPolicy) async throws -> EVMTransactionReceipt
}

extension EVMService {
    /// The balance of `address` at the head.
    public func balance(of address: EVMAddress) async throws -> Wei {
        try await balance(of: address, at: .latest)
    }

    /// Waits with ``PollingPolicy/standard`` (20 tries, linearly growing waits).
    public func waitForReceipt(_ hash: EVMHash) async throws -> EVMTransactionReceipt {
        try await waitForReceipt(hash, policy: .standard)
    }

    /// Polls with ``receipt(_:)``; a fake service only needs to implement that.
    public func waitForReceipt(_ hash: EVMHash, policy: PollingPolicy) async throws -> EVMTransactionReceipt {
        guard let receipt = try await policy.poll({ try await receipt(hash) }) else {
            throw EVMServiceError.receiptNotFound(hash, tries: policy.tries)
        }
        return receipt
    }

    /// True when `address` holds code (a contract, EVM or Scilla), so that a plain transfer to it
    /// deserves a warning; code too long to read is code too.
    public func hasCode(at address: EVMAddress) async throws -> Bool {
        do { return try await !code(at: address).isEmpty } catch EVMServiceError.codeTooLarge { return true }
    }
}
