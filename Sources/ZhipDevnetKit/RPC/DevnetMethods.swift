public import ZilliqaKit

/// The Zilliqa JSON-RPC methods the devnet serves, over a ``Ledger``.
///
/// Answers have the node's shapes: numbers the node sends as strings are strings here too.
public struct DevnetMethods: Sendable {
    /// The chain behind the answers.
    public let ledger: Ledger
    /// Called after `CreateTransaction` sealed a block (with `--block-time 0`), to save the state.
    public let onBlockSealed: @Sendable (TxBlock) -> Void
    /// Where every `CreateTransaction`, accepted or rejected, is recorded; nil records nothing.
    public let received: ReceivedTransactionLog?
    /// What is said instead of the truth, for a hostile node's tests; nil tells the truth.
    public let lies: DevnetLies?

    public init(
        ledger: Ledger, received: ReceivedTransactionLog? = nil, lies: DevnetLies? = nil,
        onBlockSealed: @escaping @Sendable (TxBlock) -> Void = { _ in }
    ) {
        self.ledger = ledger
        self.received = received
        self.lies = lies
        self.onBlockSealed = onBlockSealed
    }

    /// The method names served.
    public static let names: [String] = [
        "CreateTransaction", "GetBalance", "GetBlockchainInfo", "GetLatestTxBlock", "GetMinimumGasPrice",
        "GetNetworkId", "GetNumTransactions", "GetNumTxBlocks", "GetSmartContractInit", "GetSmartContractSubState",
        "GetTransaction", "GetTransactionStatus", "GetTxBlock",
    ]

    /// Runs `method` with positional `params`: a legacy method, or one of the eth_ namespace.
    /// - Throws: ``DevnetRPCError``; `methodNotFound` for a name not in ``names``, ``ethNames`` or ``otsNames``.
    public func call(_ method: String, params: [JSONValue]) throws(DevnetRPCError) -> JSONValue {
        if let lie = lies?.answer(method, params: params) { return lie }
        return try answer(method, params: params)
    }

    /// The true answer to `method` with `params`.
    private func answer(_ method: String, params: [JSONValue]) throws(DevnetRPCError) -> JSONValue {
        switch method {
        case "GetNetworkId": .string(String(ledger.rules.chainID))
        case "GetMinimumGasPrice": .string(ledger.rules.minimumGasPrice.qaString)
        case "GetBalance": try balance(address: stringParam(params, method))
        case "CreateTransaction": try createTransaction(params)
        case "GetTransaction": try transaction(id: stringParam(params, method))
        case "GetTransactionStatus": try transactionStatus(id: stringParam(params, method))
        case "GetBlockchainInfo": blockchainInfo()
        case "GetNumTxBlocks": .string(String(ledger.summary().blockCount))
        case "GetNumTransactions": .string(String(ledger.summary().transactionCount))
        case "GetLatestTxBlock": Self.json(finalBlock())
        case "GetTxBlock": try txBlock(number: stringParam(params, method))
        case "GetSmartContractSubState": try smartContractSubState(params)
        case "GetSmartContractInit": try smartContractInit(address: stringParam(params, method))
        case _ where Self.isEthNamespace(method): try callEth(method, params: params)
        case _ where Self.isOtsNamespace(method): try callOts(method, params: params)
        default: throw .methodNotFound(method)
        }
    }

    /// `Params::one()`'s string: a one-element array (zq2-legacy-api.md §0).
    func stringParam(_ params: [JSONValue], _ method: String) throws(DevnetRPCError) -> String {
        guard params.count == 1, let first = params[0].stringValue else {
            throw .invalidParams("\(method) takes a one-element array holding a string")
        }
        return first
    }

    // MARK: - Accounts

    /// `{"balance":"<Qa>","nonce":<number>}` from the final state (§1).
    private func balance(address text: String) throws(DevnetRPCError) -> JSONValue {
        let address = try Self.address(text)
        guard let account = ledger.finalizedAccount(address) else { throw .accountNotCreated }
        return ["balance": .string(account.balance.qaString), "nonce": .number(account.nonce)]
    }

    /// ZQ2's `ZilAddress` (§1): bech32 with HRP `zil` and a 20-byte payload, or 40 hex digits with
    /// an optional `0x` in any case, the checksum not checked; `-32602 "Invalid params"` otherwise.
    static func address(_ text: String) throws(DevnetRPCError) -> Address {
        do {
            return try Address(bech32: text)
        } catch {
            if case .bech32WrongPrefix = error { throw .invalidParams("Invalid HRP, expected 'zil'") }
        }
        let body = Hex.stripPrefix(text)
        guard body.utf8.count == 40, let bytes = try? Hex.decode(body), let address = try? Address(bytes: bytes) else {
            throw .invalidParams("an address is zil1… bech32 or 40 hex digits, 0x optional")
        }
        return address
    }

    // MARK: - Transactions

    /// Checks and submits the transaction, and records it as received whatever the answer.
    /// The era gate comes first, before the params are read (§2.2 step 0).
    private func createTransaction(_ params: [JSONValue]) throws(DevnetRPCError) -> JSONValue {
        var transaction: SignedTransaction?
        do throws(DevnetRPCError) {
            guard ledger.eraAtHead != .disabled else { throw DevnetRPCError.createTransactionDisabled }
            let parsed = try CreateTransactionParams.parse(params, chainID: ledger.rules.chainID)
            transaction = parsed
            let result = try ledger.submit(parsed)
            received?.record(
                ReceivedTransaction(
                    transaction: parsed, id: result.id, sender: result.sender, duplicate: result.wasAlreadyKnown))
            if let block = result.sealedBlock { onBlockSealed(block) }
            return ["Info": .string(result.outcome.rawValue), "TranID": .string("0x" + result.id.hex)]
        } catch {
            let rejection = ReceivedTransaction.Rejection(error)
            received?.record(
                transaction.map { ReceivedTransaction(transaction: $0, rejection: rejection) }
                    ?? ReceivedTransaction(params: params.first, rejection: rejection))
            throw error
        }
    }

    /// A B256 (§1): 64 hex digits, `0x` optional, any case.
    private static func transactionID(_ text: String) throws(DevnetRPCError) -> TransactionID {
        guard Hex.stripPrefix(text).utf8.count == 64, let id = try? TransactionID(hex: text) else {
            throw .invalidParams("a transaction hash is 64 hex digits, 0x optional")
        }
        return id
    }

    /// GetTransaction (§1, §5): mined and final, or -20.
    private func transaction(id text: String) throws(DevnetRPCError) -> JSONValue {
        let id = try Self.transactionID(text)
        guard case .confirmed(let done)? = ledger.status(of: id) else { throw .txnHashNotPresent }
        guard done.blockNumber <= ledger.finalizedHeight else { throw .blockNotFinalized }
        var json = Self.fields(of: done.transaction)
        json["receipt"] = Self.receipt(done)
        return .object(json)
    }

    /// The receipt as ZQ2's `ReceiptResponse` writes it (§5).
    static func receipt(_ done: ConfirmedTransaction) -> JSONValue {
        let errors: [String: JSONValue] =
            if let codes = done.errorCodes, !codes.isEmpty {
                ["0": .array(codes.map { .integer(Int64($0)) })]
            } else {
                [:]
            }
        return [
            "accepted": false,
            "gas_used": .string(String(done.gasUsed)),
            "cumulative_gas_used": .string(String(done.cumulativeGasUsed ?? done.gasUsed)),
            "cumulative_gas": .string(String(done.gasUsed)),
            "epoch_num": .string(String(done.blockNumber)),
            "transitions": [],
            "event_logs": [],
            "errors": .object(errors),
            "exceptions": [],
            "success": .bool(done.success),
        ]
    }

    /// The transaction fields as `GetTransaction` writes them (§1): lowercase hex, `0x` on the key
    /// and signature only, every number a string, `code` and `data` null when empty.
    static func fields(of transaction: SignedTransaction) -> [String: JSONValue] {
        let core = transaction.core
        return [
            "ID": .string(transaction.id.hex),
            "version": .string(String(core.version.rawValue)),
            "nonce": .string(String(core.nonce)),
            "toAddr": .string(core.recipient.hex),
            "senderPubKey": .string("0x" + Hex.encode(core.senderPublicKey.compressed)),
            "amount": .string(core.amount.qaString),
            "signature": .string("0x" + Hex.encode(transaction.signature.bytes)),
            "gasPrice": .string(core.gasPrice.qaString),
            "gasLimit": .string(String(core.gasLimit)),
            "code": core.code.isEmpty ? .null : .string(String(decoding: core.code, as: UTF8.self)),
            "data": core.data.isEmpty ? .null : .string(String(decoding: core.data, as: UTF8.self)),
        ]
    }

    /// GetTransactionStatus (§1): the codes of T:686-693 and T:797-802.
    private func transactionStatus(id text: String) throws(DevnetRPCError) -> JSONValue {
        let id = try Self.transactionID(text)
        let signed: SignedTransaction
        var json: [String: JSONValue] = [:]
        switch ledger.status(of: id) {
        case nil:
            throw .txnHashNotFound
        case .pending(let transaction)?, .queued(let transaction)?:
            signed = transaction
            if case .queued? = ledger.status(of: id) { json["status"] = 4 } else { json["status"] = 1 }
            json["modificationState"] = 1
            json["success"] = false
            json["epochInserted"] = ""
            json["epochUpdated"] = ""
            json["lastModified"] = .string(String(Ledger.systemClock()))
        case .confirmed(let done)?:
            signed = done.transaction
            let hasErrors = !(done.errorCodes ?? []).isEmpty
            let isFinal = done.blockNumber <= ledger.finalizedHeight
            json["status"] = hasErrors ? 255 : isFinal ? 3 : 1
            json["modificationState"] = hasErrors || isFinal ? 2 : 1
            json["success"] = .bool(done.success)
            json["epochInserted"] = .string(String(done.blockNumber))
            json["epochUpdated"] = .string(String(done.blockNumber))
            json["lastModified"] = .string(String(ledger.block(done.blockNumber)?.timestamp ?? 0))
        }
        let core = signed.core
        json["ID"] = .string(signed.id.hex)
        json["_id"] = .null
        json["amount"] = .string(core.amount.qaString)
        json["data"] = .string(String(decoding: core.data, as: UTF8.self))
        json["gasLimit"] = .string(String(core.gasLimit))
        json["gasPrice"] = .string(core.gasPrice.qaString)
        json["nonce"] = .string(String(core.nonce))
        json["senderAddr"] = .string("0x" + Hex.encode(core.senderPublicKey.compressed))
        json["signature"] = .string("0x" + Hex.encode(signed.signature.bytes))
        json["toAddr"] = .string("0x" + core.recipient.hex)
        json["version"] = .string(String(core.version.rawValue))
        return .object(json)
    }

    // MARK: - Blocks

    /// GetBlockchainInfo (zq2-legacy-api.md §1): `NumTxBlocks` and `CurrentMiniEpoch` are the
    /// final block's number, DS epochs are simulated as one per 100 blocks.
    private func blockchainInfo() -> JSONValue {
        let summary = ledger.summary()
        let final = finalBlock()
        let dsEpoch = JSONValue.string(String(final.number / 100 + 1))
        return [
            "CurrentDSEpoch": dsEpoch,
            "CurrentMiniEpoch": .string(String(final.number)),
            "DSBlockRate": .double(0),
            "NumDSBlocks": dsEpoch,
            "NumPeers": 0,
            "NumTransactions": .string(String(summary.transactionCount)),
            "NumTxBlocks": .string(String(final.number)),
            "NumTxnsDSEpoch": .string(String(summary.transactionCount)),
            "NumTxnsTxEpoch": .string(String(final.transactionIDs.count)),
            "ShardingStructure": ["NumPeers": []],
            "TransactionRate": .double(0),
            "TxBlockRate": .double(0),
        ]
    }

    /// The newest final block (the head less the finality lag).
    private func finalBlock() -> TxBlock {
        ledger.block(ledger.finalizedHeight) ?? ledger.summary().latestBlock
    }

    private func txBlock(number text: String) throws(DevnetRPCError) -> JSONValue {
        guard let number = UInt64(text) else { throw .invalidParams("a block number is a decimal string") }
        guard let block = ledger.block(number) else { throw .invalidParams("there is no tx block \(number) yet") }
        return Self.json(block)
    }

    /// A block as `GetLatestTxBlock` and `GetTxBlock` write it (§1): gas in Scilla gas against
    /// the 200000 block limit, `TxnFees` the EVM gas used, no `MinerPubKey`, no micro blocks.
    static func json(_ block: TxBlock) -> JSONValue {
        let zeros = String(repeating: "0", count: 64)
        let count = block.transactionIDs.count
        return [
            "header": [
                "BlockNum": .string(String(block.number)),
                "DSBlockNum": .string(String(block.number / 100 + 1)),
                "GasLimit": .string(String(Ledger.blockGasLimitEVM / Ledger.evmGasPerScillaGas)),
                "GasUsed": .string(String(block.gasUsed)),
                "MbInfoHash": .string(zeros),
                "NumMicroBlocks": 0,
                "NumPages": .integer(count == 0 ? 0 : Int64(count / 2500 + 1)),
                "NumTxns": .integer(Int64(count)),
                "PrevBlockHash": .string(block.previousHash),
                "Rewards": "0",
                "StateDeltaHash": .string(zeros),
                "StateRootHash": .string(zeros),
                "Timestamp": .string(String(block.timestamp)),
                "TxnFees": .string(String(UInt128(block.gasUsed) * UInt128(Ledger.evmGasPerScillaGas))),
                "Version": 1,
            ],
            "body": [
                "BlockHash": .string(block.hash),
                "HeaderSign": .string(String(repeating: "0", count: 128)),
                "MicroBlockInfos": [],
            ],
        ]
    }
}
