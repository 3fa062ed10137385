import ZilliqaKit

/// The `eth_`, `net_` and `web3_` methods (zq2-eth-api.md §8.3), on the same ledger and handler as
/// the legacy ones: one account map, one nonce per 20 bytes, one chain of blocks.
extension DevnetMethods {
    /// The eth_, net_ and web3_ names served.
    public static let ethNames: [String] = [
        "eth_accounts", "eth_blockNumber", "eth_call", "eth_chainId", "eth_estimateGas", "eth_feeHistory",
        "eth_gasPrice", "eth_getBalance", "eth_getBlockByHash", "eth_getBlockByNumber", "eth_getCode", "eth_getLogs",
        "eth_getTransactionByHash",
        "eth_getTransactionCount", "eth_getTransactionReceipt", "eth_maxPriorityFeePerGas", "eth_protocolVersion",
        "eth_sendRawTransaction", "eth_syncing", "net_listening", "net_version", "web3_clientVersion",
    ]

    /// What `web3_clientVersion` answers: ZQ2's `zilliqa2/<git describe>` shape (§1).
    public static let clientVersion = "zilliqa2/v0.21.8-zhip-devnet"

    /// True for a name of the eth_, net_ or web3_ namespace (served or not).
    static func isEthNamespace(_ method: String) -> Bool {
        method.hasPrefix("eth_") || method.hasPrefix("net_") || method.hasPrefix("web3_")
    }

    /// Runs an eth_, net_ or web3_ method; an unknown name is `-32601 "Method not found"`.
    func callEth(_ method: String, params values: [JSONValue]) throws(DevnetRPCError) -> JSONValue {
        let params = EthParams(values: values)
        let rules = ledger.rules
        switch method {
        case "eth_chainId":
            _ = try params.atMost(0)
            return EthJSON.quantity(rules.evmChainID)
        case "net_version": return .string(String(rules.evmChainID))
        case "web3_clientVersion": return .string(Self.clientVersion)
        case "net_listening": return true
        case "eth_protocolVersion": return "0x41"
        case "eth_syncing": return false
        case "eth_accounts": return []
        case "eth_blockNumber":
            _ = try params.atMost(0)
            return EthJSON.quantity(ledger.summary().latestBlock.number)
        case "eth_gasPrice", "eth_maxPriorityFeePerGas":
            _ = try params.atMost(0)
            return EthJSON.quantity(rules.evmGasPrice)
        case "eth_getBalance":
            let address = try EthParams.zilAddress(params.atMost(2).required(0))
            let number = try accountBlock(EthParams.blockID(params.required(1)))
            return EthJSON.quantity(try ledger.account(address, exactlyAtBlock: number)?.wei.wei ?? 0)
        case "eth_getTransactionCount":
            let address = try EthParams.hexAddress(params.atMost(2, want: 3).required(0))
            let tag = try EthParams.blockID(params.required(1))
            if tag == .tag(.pending) { return EthJSON.quantity(ledger.pendingNonce(of: address)) }
            return EthJSON.quantity(try ledger.account(address, exactlyAtBlock: accountBlock(tag))?.nonce ?? 0)
        case "eth_getCode":
            let address = try EthParams.hexAddress(params.atMost(2).required(0))
            let number = try accountBlock(EthParams.blockID(params.required(1)))
            return EthJSON.data(try ledger.code(at: address, atBlock: number))
        case "eth_call": return try call(params)
        case "eth_estimateGas": return try estimateGas(params)
        case "eth_getLogs": return try logs(params)
        case "eth_feeHistory": return try feeHistory(params.atMost(3))
        case "eth_sendRawTransaction": return try sendRawTransaction(params.one())
        case "eth_getTransactionByHash": return transactionObject(try EthParams.hash(params.one()))
        case "eth_getTransactionReceipt": return receipt(try EthParams.hash(params.one()))
        case "eth_getBlockByNumber":
            let tag = try EthParams.blockNumberOrTag(params.atMost(2).required(0))
            return try blockObject(.tag(tag), full: Self.bool(params.required(1)))
        case "eth_getBlockByHash":
            guard let text = try params.atMost(2).required(0).stringValue,
                let hash = try? Hex.decode(Hex.stripPrefix(text)), hash.count == 32
            else { throw .invalidParams("invalid block hash") }
            return try blockObject(.hash(hash), full: Self.bool(params.required(1)))
        default: throw .ethMethodNotFound
        }
    }

    private static func bool(_ value: JSONValue) throws(DevnetRPCError) -> Bool {
        guard case .bool(let flag) = value else { throw .invalidParams("invalid type: expected a boolean") }
        return flag
    }

    // MARK: - Blocks

    /// The block a tag names, nil when there is none.
    func block(_ tag: EVMBlockTag) -> TxBlock? {
        switch tag {
        case .latest, .safe: return ledger.summary().latestBlock
        case .pending: return nil
        case .finalized: return ledger.block(ledger.finalizedHeight)
        case .earliest: return ledger.block(0)
        case .number(let number): return ledger.block(number)
        }
    }

    /// The block a `BlockId` names, nil when there is none.
    func block(_ id: EthBlockID) -> TxBlock? {
        switch id {
        case .tag(let tag): return block(tag)
        case .hash(let hash):
            guard hash.prefix(24).allSatisfy({ $0 == 0 }) else { return nil }
            let number = hash.suffix(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
            return ledger.block(number)
        }
    }

    /// The block number a `BlockId` of getBalance, getTransactionCount or getCode reads at; `pending`
    /// reads the head. `-32000 "Invalid input"` for no such block.
    func accountBlock(_ tag: EthBlockID) throws(DevnetRPCError) -> UInt64 {
        if tag == .tag(.pending) { return ledger.summary().latestBlock.number }
        guard let block = block(tag) else { throw .invalidInput }
        return block.number
    }

    private func blockObject(_ tag: EthBlockID, full: Bool) throws(DevnetRPCError) -> JSONValue {
        guard let block = block(tag) else { return .null }
        let transactions = ledger.transactions(in: block)
        let chainID = ledger.rules.evmChainID
        return EthJSON.block(
            block,
            transactions: full
                ? transactions.map { EthJSON.transaction($0, chainID: chainID, block: block) }
                : transactions.map { EthJSON.hash($0.id) })
    }

    // MARK: - Fees

    /// eth_feeHistory (§1): zero base fees, each block's gas ratio, and the rewards at the percentiles.
    private func feeHistory(_ params: EthParams) throws(DevnetRPCError) -> JSONValue {
        guard let countText = try params.required(0).stringValue else {
            throw .invalidParams("invalid type: blockCount must be a string")
        }
        guard let requested = EthParams.quantity(countText) ?? UInt64(countText) else {
            throw .invalidParams("invalid blockCount \"\(countText)\"")
        }
        let tag = try EthParams.blockNumberOrTag(params.required(1))
        var percentiles: [Double]?
        if let value = params.optional(2) {
            guard let elements = value.arrayValue else { throw .invalidParams("invalid type: expected percentiles") }
            percentiles = try elements.map { (element) throws(DevnetRPCError) -> Double in
                switch element {
                case .integer(let whole): Double(whole)
                case .unsignedInteger(let whole): Double(whole)
                case .double(let fraction): fraction
                default: throw .invalidParams("invalid type: a percentile is a number")
                }
            }
        }
        if let percentiles,
            zip(percentiles, percentiles.dropFirst()).contains(where: { $0 > $1 })
                || percentiles.contains(where: { !(0...100).contains($0) })
        {
            throw .rewardPercentiles
        }
        guard tag != .pending, let newest = block(tag) else { throw .blockNotFound }
        let count = min(requested, 1024, newest.number)
        guard count > 0 else { return ["gasUsedRatio": [], "oldestBlock": "0x0"] }
        let oldest = newest.number - count + 1
        let blocks = (oldest...newest.number).compactMap { ledger.block($0) }
        var result: [String: JSONValue] = [
            "baseFeePerGas": .array(Array(repeating: "0x0", count: blocks.count + 1)),
            "baseFeePerBlobGas": .array(Array(repeating: "0x0", count: blocks.count + 1)),
            "gasUsedRatio": .array(blocks.map { .double(Double($0.evmGas) / Double(LedgerState.blockGasLimit)) }),
            "blobGasUsedRatio": .array(Array(repeating: .double(0), count: blocks.count)),
            "oldestBlock": EthJSON.quantity(oldest),
        ]
        if let percentiles {
            let minimum = ledger.rules.evmGasPrice
            result["reward"] = .array(
                blocks.map { block in
                    let prices = ledger.transactions(in: block).map(EthJSON.rewardPrice).sorted()
                    return .array(
                        percentiles.map { percentile in
                            guard !prices.isEmpty else { return EthJSON.quantity(minimum) }
                            let index = Int(percentile / 100 * Double(prices.count))
                            return index < prices.count ? EthJSON.quantity(prices[index]) : "0x0"
                        })
                })
        }
        return .object(result)
    }

    // MARK: - Transactions

    /// eth_sendRawTransaction (§2): decode, then the ledger's checks and pool; recorded as received
    /// whatever the answer.
    private func sendRawTransaction(_ text: String) throws(DevnetRPCError) -> JSONValue {
        var decoded: EthTransaction?
        do throws(DevnetRPCError) {
            let transaction = try EthTransaction(rawHex: text)
            decoded = transaction
            let result = try ledger.submit(transaction)
            received?.record(ReceivedTransaction(evm: transaction, duplicate: result.outcome == .alreadyPresent))
            if let block = result.sealedBlock { onBlockSealed(block) }
            return .string(transaction.hashHex)
        } catch {
            let rejection = ReceivedTransaction.Rejection(error)
            received?.record(
                decoded.map { ReceivedTransaction(evm: $0, rejection: rejection) }
                    ?? ReceivedTransaction(evmRaw: text, rejection: rejection))
            throw error
        }
    }

    /// eth_getTransactionByHash (§1): mined or pooled, either kind; null otherwise.
    private func transactionObject(_ id: TransactionID) -> JSONValue {
        let chainID = ledger.rules.evmChainID
        switch ledger.evmStatus(of: id) {
        case .confirmed(let done)?:
            return EthJSON.transaction(.evm(done), chainID: chainID, block: ledger.block(done.blockNumber))
        case .pooled(let transaction)?: return EthJSON.evmTransaction(transaction, chainID: chainID, mined: nil)
        case nil: break
        }
        switch ledger.status(of: id) {
        case .confirmed(let done)?:
            return EthJSON.transaction(.legacy(done), chainID: chainID, block: ledger.block(done.blockNumber))
        case .pending(let signed)?, .queued(let signed)?:
            return EthJSON.legacyTransaction(signed, chainID: chainID, mined: nil)
        case nil: return .null
        }
    }

    /// eth_getTransactionReceipt (§6): once the including block is made, of either kind (a legacy
    /// transaction's as the search writes it, as ZQ2's `get_transaction_receipt` reads any
    /// transaction's, `api/eth.rs:907-915`, `:440-529`); null while pooled or unknown.
    private func receipt(_ id: TransactionID) -> JSONValue {
        if case .confirmed(let done)? = ledger.evmStatus(of: id), let block = ledger.block(done.blockNumber) {
            return EthJSON.receipt(done, block: block, firstLogIndex: firstLogIndex(of: done, in: block))
        }
        if case .confirmed(let done)? = ledger.status(of: id), let block = ledger.block(done.blockNumber) {
            return EthJSON.legacyReceipt(done, block: block)
        }
        return .null
    }
}
