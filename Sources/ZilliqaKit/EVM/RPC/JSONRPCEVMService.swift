/// The ``EVMService`` of Zilliqa 2.0's `eth_` JSON-RPC API, over any ``JSONRPCTransport``, with
/// the same ``JSONRPCClient`` (so the same response-size limits and the same recording and
/// replaying transports) as ``JSONRPCZilliqaService``.
///
/// Reads are retried after transient transport failures as `retry` says, and never after an error
/// the node sent. `eth_sendRawTransaction` is sent once: it is tried again only after a refused
/// connection, which proves nothing went out, so a transaction never reaches the node twice
/// because of this service; when an answer is lost after the request may have gone out, it says
/// so (``EVMServiceError/sendOutcomeUnknown(_:_:)``) instead of guessing. Nothing is signed here.
/// ```swift
/// let service = JSONRPCEVMService(network: .mainnet)
/// let balance = try await service.balance(of: address)         // Wei, at the head
/// let hash = try await service.send(signed)                    // == signed.transactionHash
/// ```
public struct JSONRPCEVMService: EVMService {
    /// Sends the reads.
    public let client: JSONRPCClient
    /// Sends `eth_sendRawTransaction`; the same as ``client`` unless a transport for sends was given.
    public let sendClient: JSONRPCClient
    /// When reads, and sends whose connection was refused, are tried again.
    public let retry: RetryPolicy

    /// The most bytes of `eth_getCode`'s answer read: the hex of ``EVMAnswer/maximumCodeBytes``
    /// (two characters a byte) and 4 KiB for the rest of the answer (266 KiB in all).
    public static let codeResponseLimit = ResponseSizeLimit(bytes: 2 * EVMAnswer.maximumCodeBytes + 4096)

    /// A service over `transport`; `sendTransport`, when given, carries `eth_sendRawTransaction`.
    public init(
        transport: any JSONRPCTransport, sendTransport: (any JSONRPCTransport)? = nil, retry: RetryPolicy = .standard
    ) {
        let clients = ServiceClients(transport: transport, sendTransport: sendTransport)
        client = clients.reads
        sendClient = clients.sends
        self.retry = retry
    }

    /// A service for `network`'s node, whose one URL serves the `eth_` API beside the legacy one,
    /// over ``HTTPTransport``s as ``JSONRPCZilliqaService/init(network:timeout:retry:)`` makes them:
    /// reads share kept-alive connections, each send has a connection of its own.
    public init(network: Network, timeout: Duration = .seconds(30), retry: RetryPolicy = .standard) {
        let transports = ServiceClients.httpTransports(for: network, timeout: timeout)
        self.init(transport: transports.reads, sendTransport: transports.sends, retry: retry)
    }

    // MARK: - Reads

    public func chainID() async throws -> UInt64 { try await quantity(EVMRequest.chainID) }

    public func blockNumber() async throws -> UInt64 { try await quantity(EVMRequest.blockNumber) }

    public func balance(of address: EVMAddress, at block: EVMBlockTag) async throws -> Wei {
        Wei(wei: try await quantity(EVMRequest.balance(of: address, at: block)))
    }

    public func transactionCount(of address: EVMAddress, at block: EVMBlockTag) async throws -> UInt64 {
        try await quantity(EVMRequest.transactionCount(of: address, at: block))
    }

    public func gasPrice() async throws -> Wei { Wei(wei: try await quantity(EVMRequest.gasPrice)) }

    public func maxPriorityFeePerGas() async throws -> Wei {
        Wei(wei: try await quantity(EVMRequest.maxPriorityFeePerGas))
    }

    public func estimateGas(from: EVMAddress?, to: EVMAddress, value: Wei) async throws -> UInt64 {
        try await quantity(EVMRequest.estimateGas(from: from, to: to, value: value))
    }

    /// `eth_getBalance` (latest), `eth_getTransactionCount` (latest, then pending), `eth_gasPrice`
    /// and `eth_chainId` in one batch, retried as a whole.
    public func accountState(of address: EVMAddress) async throws -> EVMAccountState {
        let calls = [
            EVMRequest.balance(of: address, at: .latest), EVMRequest.transactionCount(of: address, at: .latest),
            EVMRequest.transactionCount(of: address, at: .pending), EVMRequest.gasPrice, EVMRequest.chainID,
        ]
        let outcomes = try await retry.run { try await client.batch(calls, as: JSONValue.self) }
        let values = try zip(calls, outcomes).map { call, outcome in try Self.value(of: outcome, method: call.method) }
        return EVMAccountState(
            balance: Wei(wei: try EVMAnswer.quantity(values[0], method: calls[0].method)),
            nonce: try EVMAnswer.quantity(values[1], method: calls[1].method),
            pendingNonce: try EVMAnswer.quantity(values[2], method: calls[2].method),
            gasPrice: Wei(wei: try EVMAnswer.quantity(values[3], method: calls[3].method)),
            chainID: try EVMAnswer.quantity(values[4], method: calls[4].method))
    }

    public func transaction(_ hash: EVMHash) async throws -> EVMTransactionDetails? {
        try EVMAnswer.transaction(try await read(EVMRequest.transaction(hash)))
    }

    public func receipt(_ hash: EVMHash) async throws -> EVMTransactionReceipt? {
        try EVMAnswer.receipt(try await read(EVMRequest.receipt(hash)))
    }

    public func block(_ tag: EVMBlockTag) async throws -> EVMBlockHeader? {
        try EVMAnswer.block(try await read(EVMRequest.block(tag)))
    }

    /// Reads at most ``codeResponseLimit`` of the answer.
    public func code(at address: EVMAddress) async throws -> [UInt8] {
        do {
            return try EVMAnswer.code(try await read(EVMRequest.code(at: address), limit: Self.codeResponseLimit))
        } catch ZilliqaServiceError.transport(.responseTooLarge) {
            throw EVMServiceError.codeTooLarge(address, limit: EVMAnswer.maximumCodeBytes)
        }
    }

    /// One look-up per try, without the read retries: a transport failure counts as a try.
    public func waitForReceipt(_ hash: EVMHash, policy: PollingPolicy) async throws -> EVMTransactionReceipt {
        let call = EVMRequest.receipt(hash)
        let found = try await policy.poll {
            try EVMAnswer.receipt(
                try Self.value(of: try await client.call(call, as: JSONValue.self), method: call.method))
        }
        guard let found else { throw EVMServiceError.receiptNotFound(hash, tries: policy.tries) }
        return found
    }

    // MARK: - Sending

    /// Sends `transaction` with `eth_sendRawTransaction` and returns its hash.
    ///
    /// Sent once; the very same bytes go again only after a refused connection (nothing went out).
    /// - Throws: the recognised rejection (``EVMServiceError/nonceTooLow(sent:current:)``,
    ///   ``EVMServiceError/insufficientFunds(cost:balance:)``, …);
    ///   ``ZilliqaServiceError/notSent(_:)`` when every attempt's connection was refused;
    ///   ``EVMServiceError/sendOutcomeUnknown(_:_:)`` when the answer was lost after the request
    ///   may have gone out; ``EVMServiceError/hashMismatch(sent:answered:)`` when the node answers
    ///   another hash than the transaction's own (Keccak-256 of its raw bytes).
    public func send(_ transaction: SignedEVMTransaction) async throws -> EVMHash {
        let hash = transaction.transactionHash
        let call = EVMRequest.sendRawTransaction(transaction)
        let request = try sendClient.prepare(call)
        let outcome: Result<JSONValue, RPCError>
        do {
            outcome = try await retry.run {
                do {
                    return try await sendClient.perform(request, as: JSONValue.self)
                } catch ZilliqaServiceError.transport(let failure) where !failure.nothingWasSent {
                    // The request may have reached the node: it is never sent again.
                    throw EVMServiceError.sendOutcomeUnknown(hash, failure)
                }
            }
        } catch ZilliqaServiceError.transport(let failure) where failure.nothingWasSent {
            // Every attempt was refused before anything went out.
            throw ZilliqaServiceError.notSent(failure)
        }
        let answered = try EVMAnswer.transactionHash(
            try Self.value(of: outcome, method: call.method), method: call.method)
        guard answered == hash else { throw EVMServiceError.hashMismatch(sent: hash, answered: answered) }
        return answered
    }

    // MARK: - Helpers

    /// The result of `call`, read with the read retries; the node's error as its typed case.
    func read(_ call: JSONRPCCall, limit: ResponseSizeLimit = .singleCall) async throws -> JSONValue {
        try Self.value(
            of: try await retry.run { try await client.call(call, as: JSONValue.self, limit: limit) },
            method: call.method)
    }

    /// A quantity result of `call`.
    private func quantity<T: FixedWidthInteger & UnsignedInteger>(
        _ call: JSONRPCCall, as type: T.Type = T.self
    ) async throws -> T {
        try EVMAnswer.quantity(try await read(call), method: call.method, as: type)
    }

    /// The result, or the error the node sent as ``EVMServiceError/thrown(for:method:)`` has it.
    static func value(of outcome: Result<JSONValue, RPCError>, method: String) throws -> JSONValue {
        switch outcome {
        case .success(let value): value
        case .failure(let error): throw EVMServiceError.thrown(for: error, method: method)
        }
    }
}
