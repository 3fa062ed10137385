/// The ``ZilliqaService`` of a Zilliqa node's JSON-RPC API, over any ``JSONRPCTransport``.
///
/// Reads are retried after transport failures as `retry` says. A send is retried only by
/// re-sending the same signed bytes (the node gives them the same id), and when its first
/// answer was lost, a rejection that may mean "already received" is checked with
/// `GetTransaction` before it is reported. Nothing is ever built or signed here.
/// ```swift
/// let service = JSONRPCZilliqaService(network: .mainnet)
/// let gasPrice = try await service.minimumGasPrice()       // 2000 Li on mainnet
/// let balances = try await service.balances(of: [alice, bob])
/// ```
public struct JSONRPCZilliqaService: ZilliqaService {
    /// Sends the reads.
    public let client: JSONRPCClient
    /// Sends `CreateTransaction`; the same as ``client`` unless a transport for sends was given.
    public let sendClient: JSONRPCClient
    /// When reads and sends are tried again.
    public let retry: RetryPolicy

    /// A service over `transport`; `sendTransport`, when given, carries `CreateTransaction`.
    public init(
        transport: any JSONRPCTransport, sendTransport: (any JSONRPCTransport)? = nil, retry: RetryPolicy = .standard
    ) {
        let clients = ServiceClients(transport: transport, sendTransport: sendTransport)
        client = clients.reads
        sendClient = clients.sends
        self.retry = retry
    }

    /// A service for `network`'s node over ``HTTPTransport``s: reads share kept-alive
    /// connections, each send has a connection of its own (see
    /// ``HTTPTransport/ConnectionReuse/freshEachRequest``).
    public init(network: Network, timeout: Duration = .seconds(30), retry: RetryPolicy = .standard) {
        let transports = ServiceClients.httpTransports(for: network, timeout: timeout)
        self.init(transport: transports.reads, sendTransport: transports.sends, retry: retry)
    }

    // MARK: - Reads

    public func balance(of address: Address) async throws -> AccountBalance {
        let outcome = try await retry.run { try await client.call(Self.balanceCall(address), as: AccountBalance.self) }
        return try Self.balance(from: outcome)
    }

    public func balances(of addresses: [Address]) async throws -> [AccountBalance] {
        let outcomes = try await retry.run {
            try await client.batch(addresses.map(Self.balanceCall), as: AccountBalance.self)
        }
        return try outcomes.map(Self.balance(from:))
    }

    public func minimumGasPrice() async throws -> Amount {
        try await retry.run { try await client.call(JSONRPCCall("GetMinimumGasPrice"), as: Amount.self) }
            .mapError { ZilliqaServiceError(rejection: $0) }.get()
    }

    public func networkID() async throws -> UInt16 {
        try await retry.run { try await client.call(JSONRPCCall("GetNetworkId"), as: ChainIDAnswer.self) }
            .mapError { ZilliqaServiceError(rejection: $0) }.get().chainID
    }

    public func transaction(_ id: TransactionID) async throws -> TransactionReceipt? {
        try await retry.run { try await lookUp(id) }.receipt
    }

    public func blockchainInfo() async throws -> BlockchainInfo {
        try await retry.run { try await client.call(JSONRPCCall("GetBlockchainInfo"), as: BlockchainInfo.self) }
            .mapError { ZilliqaServiceError(rejection: $0) }.get()
    }

    /// `GetTransactionStatus`: where the node has the transaction (its pool, a block, a final
    /// block), or nil when it has it nowhere (Zilliqa 2.0's -20 "Txn Hash not found").
    /// Not part of ``ZilliqaService``: only this node's API has it.
    public func transactionStatus(_ id: TransactionID) async throws -> TransactionStatus? {
        let call = JSONRPCCall("GetTransactionStatus", params: [id.hex])
        switch try await retry.run({ try await client.call(call, as: TransactionStatus.self) }) {
        case .success(let status): return status
        case .failure(let error) where error.code == RPCErrorCode.databaseError: return nil
        case .failure(let error): throw ZilliqaServiceError(rejection: error)
        }
    }

    /// One look-up per try, without the read retries: a transport failure counts as a try.
    public func waitForReceipt(_ id: TransactionID, policy: PollingPolicy) async throws -> TransactionReceipt {
        try await policy.waitForReceipt(of: id) { try await lookUp(id).receipt }
    }

    // MARK: - Sending

    /// Sends `transaction` with `CreateTransaction` and returns its id.
    ///
    /// After a transient transport failure the very same request bytes are sent again (the
    /// node gives them the same id). When an answer was lost and the retry is refused with
    /// "Nonce … lower than current" or "already exists/present", `GetTransaction` decides:
    /// if the node has the transaction, the send succeeded; otherwise the refusal is reported.
    /// An error the node sends on the first attempt is reported at once, never retried.
    /// - Throws: the recognised rejection (``ZilliqaServiceError/nonceTooLow(sent:current:)``,
    ///   ``ZilliqaServiceError/gasPriceTooLow(offered:minimum:)``, …), the last transport
    ///   failure, or the look-up's transport failure (the outcome is then unknown);
    ///   ``ZilliqaServiceError/notSent(_:)`` when every attempt's connection was refused, so
    ///   nothing went out.
    public func send(_ transaction: SignedTransaction) async throws -> TransactionID {
        let request = try sendClient.prepare(JSONRPCCall("CreateTransaction", params: [transaction]))
        // After a transient failure the node may or may not have the transaction: the very
        // same bytes go again, and the answer to an earlier attempt counts as lost.
        var answerLost = false
        // True once an attempt may have reached the node: anything but a refused connection.
        var mayHaveReached = false
        let outcome: Result<CreateTransactionAnswer, RPCError>
        do {
            outcome = try await retry.run(
                {
                    do {
                        return try await sendClient.perform(request, as: CreateTransactionAnswer.self)
                    } catch ZilliqaServiceError.transport(let failure) where !failure.nothingWasSent {
                        mayHaveReached = true
                        throw ZilliqaServiceError.transport(failure)
                    }
                }, beforeRetry: { answerLost = true })
        } catch ZilliqaServiceError.transport(let failure) where failure.nothingWasSent && !mayHaveReached {
            throw ZilliqaServiceError.notSent(failure)
        }
        switch outcome.flatMap(Self.refusalInInfo) {
        case .success(let answer):
            guard answer.id == transaction.id else {
                throw ZilliqaServiceError.invalidResponse(
                    "the node answered transaction id \(answer.id), but the transaction's id is \(transaction.id)")
            }
            return answer.id
        case .failure(let error):
            let rejection = ZilliqaServiceError(rejection: error, chainID: transaction.core.version.chainID)
            if answerLost, rejection.mayMeanAlreadyReceived,
                try await retry.run({ try await lookUp(transaction.id) }).isKnown
            {
                return transaction.id
            }
            throw rejection
        }
    }

    /// Sends ``LegacyTransferProbe``'s transaction once, without a retry, and reads the era
    /// from the node's refusal. A probe that gets no answer is not tried again: the payment's own
    /// refusal then tells the era, and a node that does not answer costs one timeout, not three.
    ///
    /// - Throws: the refusal or failure when it shows no era (``LegacyTransferProbe/era(from:)``).
    public func legacyTransfers(chainID: UInt16) async throws -> LegacyTransfers {
        let probe = LegacyTransferProbe.transaction(chainID: chainID)
        let outcome = try await sendClient.call(
            JSONRPCCall("CreateTransaction", params: [probe]), as: CreateTransactionAnswer.self)
        guard case .failure(let error) = outcome.flatMap(Self.refusalInInfo) else { return .accepted }
        let refusal = ZilliqaServiceError(rejection: error, chainID: chainID)
        guard let era = LegacyTransferProbe.era(from: refusal) else { throw refusal }
        return era
    }

    // MARK: - Helpers

    /// Zilliqa 2.0 answers two refusals in a success-shaped `Info`: a transaction with the same
    /// nonce and a higher gas price is kept instead of this one, or the nonce is below the
    /// account's. Either is the refusal it means; any other `Info` is the node taking it.
    private static func refusalInInfo(_ answer: CreateTransactionAnswer) -> Result<CreateTransactionAnswer, RPCError> {
        let info = answer.info?.lowercased() ?? ""
        if info.contains("same nonce") && info.contains("higher gas price") {
            return .failure(RPCError(code: RPCErrorCode.invalidParameter, message: answer.info ?? ""))
        }
        if info.hasPrefix("nonce") && info.contains("lower than current") {
            return .failure(RPCError(code: RPCErrorCode.invalidParameter, message: answer.info ?? ""))
        }
        return .success(answer)
    }

    static func balanceCall(_ address: Address) -> JSONRPCCall {
        JSONRPCCall("GetBalance", params: [address.hex])
    }

    /// A balance, with the never-funded account's -5 "Account is not created" as zero.
    static func balance(from outcome: Result<AccountBalance, RPCError>) throws -> AccountBalance {
        switch outcome {
        case .success(let balance):
            return balance
        case .failure(let error)
        where error.code == RPCErrorCode.invalidAddressOrKey && error.message.lowercased().contains("not created"):
            return .empty
        case .failure(let error):
            throw ZilliqaServiceError(rejection: error)
        }
    }

    /// One `GetTransaction`, with -20 "Txn Hash not Present" as "not known" and Zilliqa 2.0's -20
    /// "Block not finalized" as known, not confirmed yet (it is in a block that is not final).
    private func lookUp(_ id: TransactionID) async throws -> TransactionLookUp {
        switch try await client.call(JSONRPCCall("GetTransaction", params: [id.hex]), as: TransactionAnswer.self) {
        case .success(let answer): .known(answer.receipt)
        case .failure(let error)
        where error.code == RPCErrorCode.databaseError && error.message.lowercased().contains("not finalized"):
            .known(nil)
        case .failure(let error) where error.code == RPCErrorCode.databaseError: .unknown
        case .failure(let error): throw ZilliqaServiceError(rejection: error)
        }
    }
}

// MARK: - Answers

/// What `GetTransaction` said about a transaction.
private enum TransactionLookUp {
    /// The node has it, with its receipt once confirmed.
    case known(TransactionReceipt?)
    /// The node does not have it (-20).
    case unknown

    var isKnown: Bool { if case .known = self { true } else { false } }
    var receipt: TransactionReceipt? { if case .known(let receipt) = self { receipt } else { nil } }
}

/// `GetTransaction`'s result; only the receipt matters here.
private struct TransactionAnswer: Decodable {
    let receipt: TransactionReceipt?
}

/// `CreateTransaction`'s result: `{"Info":"Txn processed","TranID":"0x<64 hex>"}` from Zilliqa 2.0
/// (the 2021 node wrote `"Non-contract txn, sent to Ds"` and no `0x`).
private struct CreateTransactionAnswer: Decodable {
    let id: TransactionID
    let info: String?

    private enum CodingKeys: String, CodingKey {
        case id = "TranID"
        case info = "Info"
    }
}

/// `GetNetworkId`'s result: the chain id as a string ("1"), or as a number.
struct ChainIDAnswer: Decodable {
    let chainID: UInt16

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(UInt16.self) {
            chainID = number
            return
        }
        let text = try container.decode(String.self)
        guard let number = UInt16(text.trimmingWhitespace()) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription:
                    "the chain id \"\(text.sanitizedForDisplay(maxLength: 40))\" is not a number from 0 to 65535")
        }
        chainID = number
    }
}
