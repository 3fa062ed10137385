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

    public init(
        ledger: Ledger, received: ReceivedTransactionLog? = nil,
        onBlockSealed: @escaping @Sendable (TxBlock) -> Void = { _ in }
    ) {
        self.ledger = ledger
        self.received = received
        self.onBlockSealed = onBlockSealed
    }

    /// The method names served.
    public static let names: [String] = [
        "CreateTransaction", "GetBalance", "GetBlockchainInfo", "GetLatestTxBlock", "GetMinimumGasPrice",
        "GetNetworkId", "GetNumTransactions", "GetNumTxBlocks", "GetTransaction", "GetTransactionStatus",
        "GetTxBlock",
    ]

    /// Runs `method` with positional `params`.
    /// - Throws: ``DevnetRPCError``; `methodNotFound` for a name not in ``names``.
    public func call(_ method: String, params: [JSONValue]) throws(DevnetRPCError) -> JSONValue {
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
        case "GetLatestTxBlock": Self.json(ledger.summary().latestBlock)
        case "GetTxBlock": try txBlock(number: stringParam(params, method))
        default: throw .methodNotFound(method)
        }
    }

    private func stringParam(_ params: [JSONValue], _ method: String) throws(DevnetRPCError) -> String {
        guard let first = params.first?.stringValue else {
            throw .invalidParams("\(method) takes one string parameter")
        }
        return first
    }

    // MARK: - Accounts

    private func balance(address text: String) throws(DevnetRPCError) -> JSONValue {
        let address = try Self.address(text)
        guard let account = ledger.account(address) else { throw .accountNotCreated }
        return ["balance": .string(account.balance.qaString), "nonce": .number(account.nonce)]
    }

    /// Any form `Address` reads; the node's errors for the rest.
    static func address(_ text: String) throws(DevnetRPCError) -> Address {
        do {
            return try Address(text)
        } catch {
            switch error {
            case .wrongLength: throw .addressSize
            case .bech32, .bech32WrongPrefix: throw .invalidBech32Address
            case .notHex, .checksumMismatch: throw .invalidAddress
            }
        }
    }

    // MARK: - Transactions

    /// Checks and submits the transaction, and records it as received whatever the answer.
    private func createTransaction(_ params: [JSONValue]) throws(DevnetRPCError) -> JSONValue {
        var transaction: SignedTransaction?
        do throws(DevnetRPCError) {
            guard let first = params.first else {
                throw DevnetRPCError.invalidParams("CreateTransaction takes one object: the signed transaction")
            }
            let parsed = try CreateTransactionParams.parse(first)
            transaction = parsed
            let result = try ledger.submit(parsed)
            received?.record(
                ReceivedTransaction(
                    transaction: parsed, id: result.id, sender: result.sender, duplicate: result.wasAlreadyKnown))
            if let block = result.sealedBlock { onBlockSealed(block) }
            return ["Info": "Non-contract txn, sent to Ds", "TranID": .string(result.id.hex)]
        } catch {
            let rejection = ReceivedTransaction.Rejection(error)
            received?.record(
                transaction.map { ReceivedTransaction(transaction: $0, rejection: rejection) }
                    ?? ReceivedTransaction(params: params.first, rejection: rejection))
            throw error
        }
    }

    private static func transactionID(_ text: String) throws(DevnetRPCError) -> TransactionID {
        guard text.utf8.count == 64 else { throw .hashSize }
        guard let id = try? TransactionID(hex: text) else {
            throw .unableToProcess("a transaction id is 64 hex digits")
        }
        return id
    }

    private func transaction(id text: String) throws(DevnetRPCError) -> JSONValue {
        let id = try Self.transactionID(text)
        guard case .confirmed(let done)? = ledger.status(of: id) else { throw .txnHashNotPresent }
        var json = Self.fields(of: done.transaction)
        json["receipt"] = [
            "cumulative_gas": .string(String(done.gasUsed)), "epoch_num": .string(String(done.blockNumber)),
            "success": .bool(done.success),
        ]
        return .object(json)
    }

    /// The transaction fields as `GetTransaction` writes them.
    static func fields(of transaction: SignedTransaction) -> [String: JSONValue] {
        let core = transaction.core
        return [
            "ID": .string(transaction.id.hex),
            "version": .string(String(core.version.rawValue)),
            "nonce": .string(String(core.nonce)),
            "toAddr": .string(core.recipient.hex),
            "senderPubKey": .string("0x" + Hex.encode(core.senderPublicKey.compressed, uppercase: true)),
            "amount": .string(core.amount.qaString),
            "signature": .string("0x" + Hex.encode(transaction.signature.bytes, uppercase: true)),
            "gasPrice": .string(core.gasPrice.qaString),
            "gasLimit": .string(String(core.gasLimit)),
        ]
    }

    private func transactionStatus(id text: String) throws(DevnetRPCError) -> JSONValue {
        let id = try Self.transactionID(text)
        let latest = ledger.summary().latestBlock
        var json: [String: JSONValue]
        switch ledger.status(of: id) {
        case nil:
            throw .txnHashNotPresent
        case .pending(let transaction)?:
            json = Self.fields(of: transaction)
            json["senderAddr"] = .string(transaction.core.senderPublicKey.address.hex)
            json["modificationState"] = 1
            json["status"] = 1
            json["success"] = false
            json["epochInserted"] = .string(String(latest.number + 1))
            json["epochUpdated"] = .string(String(latest.number + 1))
        case .confirmed(let done)?:
            json = Self.fields(of: done.transaction)
            json["senderAddr"] = .string(done.transaction.core.senderPublicKey.address.hex)
            json["modificationState"] = 2
            json["status"] = done.success ? 3 : 255
            json["success"] = .bool(done.success)
            json["epochInserted"] = .string(String(done.blockNumber))
            json["epochUpdated"] = .string(String(done.blockNumber))
        }
        json["data"] = ""
        return .object(json)
    }

    // MARK: - Blocks

    private func blockchainInfo() -> JSONValue {
        let summary = ledger.summary()
        return [
            "CurrentDSEpoch": "1",
            "CurrentMiniEpoch": .string(String(summary.blockCount)),
            "DSBlockRate": .double(0),
            "NumDSBlocks": "1",
            "NumPeers": 0,
            "NumTransactions": .string(String(summary.transactionCount)),
            "NumTxBlocks": .string(String(summary.blockCount)),
            "NumTxnsDSEpoch": .string(String(summary.transactionCount)),
            "NumTxnsTxEpoch": .string(String(summary.latestBlock.transactionIDs.count)),
            "ShardingStructure": ["NumPeers": []],
            "TransactionRate": .double(0),
            "TxBlockRate": .double(0),
        ]
    }

    private func txBlock(number text: String) throws(DevnetRPCError) -> JSONValue {
        guard let number = UInt64(text) else { throw .invalidParams("a block number is a decimal string") }
        guard let block = ledger.block(number) else { throw .invalidParams("there is no tx block \(number) yet") }
        return Self.json(block)
    }

    /// A block as `GetLatestTxBlock` and `GetTxBlock` write it.
    static func json(_ block: TxBlock) -> JSONValue {
        let zeros = String(repeating: "0", count: 64)
        return [
            "header": [
                "BlockNum": .string(String(block.number)),
                "DSBlockNum": "1",
                "GasLimit": "150000",
                "GasUsed": .string(String(block.gasUsed)),
                "MbInfoHash": .string(zeros),
                "MinerPubKey": .string("0x" + String(repeating: "0", count: 66)),
                "NumMicroBlocks": block.transactionIDs.isEmpty ? 0 : 1,
                "NumTxns": .integer(Int64(block.transactionIDs.count)),
                "PrevBlockHash": .string(block.previousHash),
                "Rewards": "0",
                "StateDeltaHash": .string(zeros),
                "StateRootHash": .string(zeros),
                "Timestamp": .string(String(block.timestamp)),
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
