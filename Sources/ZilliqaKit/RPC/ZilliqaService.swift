/// What a wallet asks of the Zilliqa network: balances, the gas price, sending a signed
/// transaction and waiting for its receipt.
///
/// ``JSONRPCZilliqaService`` talks to a real node; tests and tools may put a fake here.
/// Every method throws ``ZilliqaServiceError`` (or `CancellationError` when the task is cancelled).
/// ```swift
/// let service: any ZilliqaService = JSONRPCZilliqaService(network: .testnet)
/// let account = try await service.balance(of: sender)
/// let signed = SignedTransaction.sign(
///     Payment(to: recipient, amount: amount, gasPrice: try await service.minimumGasPrice(), nonce: account.nonce + 1),
///     with: keyPair, chainID: Network.testnet.chainID)
/// let id = try await service.send(signed)
/// let receipt = try await service.waitForReceipt(id)
/// ```
public protocol ZilliqaService: Sendable {
    /// The balance and nonce of `address`; balance zero and nonce zero when it was never funded.
    func balance(of address: Address) async throws -> AccountBalance

    /// The balances of `addresses` in the same order, asked in one request.
    func balances(of addresses: [Address]) async throws -> [AccountBalance]

    /// The smallest gas price the network accepts now.
    func minimumGasPrice() async throws -> Amount

    /// The chain id of the network (1 for mainnet, 333 for testnet).
    func networkID() async throws -> UInt16

    /// Sends `transaction` and returns its id; safe to call again with the same transaction.
    func send(_ transaction: SignedTransaction) async throws -> TransactionID

    /// The receipt of the transaction with `id`, or nil when the network has not confirmed it (yet).
    func transaction(_ id: TransactionID) async throws -> TransactionReceipt?

    /// The chain's state: its height, transaction count and rates.
    func blockchainInfo() async throws -> BlockchainInfo

    /// What a legacy payment from `address` needs, in one round trip: the chain id, the minimum
    /// gas price, the sender's balance and nonce (zero and zero when never funded) and the height.
    func paymentState(of address: Address) async throws -> LegacyPaymentState

    /// Looks up the receipt of `id` as `policy` says until it is there.
    ///
    /// - Throws: ``ZilliqaServiceError/receiptNotFound(_:tries:)`` when the tries are spent.
    func waitForReceipt(_ id: TransactionID, policy: PollingPolicy) async throws -> TransactionReceipt

    /// What the network does with a legacy transfer signed for `chainID` now, learnt without
    /// signing anything of the wallet's (``LegacyTransferProbe``).
    func legacyTransfers(chainID: UInt16) async throws -> LegacyTransfers

    /// `GetNetworkId` and each of `reads` (Scilla contracts' init fields and sub-states) in one
    /// request, so the answers are known to be the answering chain's.
    ///
    /// - Throws: when the batch as a whole, or its `GetNetworkId`, failed; one read's error is
    ///   that read's outcome only.
    func chainIDAndContractReads(_ reads: [ScillaContractRead]) async throws -> ScillaReadBatch
}

extension ZilliqaService {
    /// Waits with ``PollingPolicy/standard`` (20 tries, linearly growing waits).
    public func waitForReceipt(_ id: TransactionID) async throws -> TransactionReceipt {
        try await waitForReceipt(id, policy: .standard)
    }

    /// Polls with ``transaction(_:)``; a fake service only needs to implement that.
    public func waitForReceipt(_ id: TransactionID, policy: PollingPolicy) async throws -> TransactionReceipt {
        try await policy.waitForReceipt(of: id) { try await transaction(id) }
    }
}
