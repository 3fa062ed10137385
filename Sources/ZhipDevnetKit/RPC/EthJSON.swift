import ZilliqaKit

/// How the `eth_` answers are written (zq2-eth-api.md §0, §1, §6): quantities as minimal lowercase
/// hex, data full length in lowercase hex, addresses lowercase (never EIP-55), `null` for absent.
/// Keys come out sorted, as in every devnet answer; the key sets are ZQ2's.
enum EthJSON {
    /// `0x0`, `0x5208`: lowercase, no leading zeros.
    static func quantity(_ value: some BinaryInteger) -> JSONValue { .string("0x" + String(value, radix: 16)) }

    static func data(_ bytes: [UInt8]) -> JSONValue { .string("0x" + Hex.encode(bytes)) }

    static func hash(_ id: TransactionID) -> JSONValue { .string("0x" + id.hex) }

    static func address(_ address: Address) -> JSONValue { .string("0x" + address.hex) }

    static func address(_ address: EVMAddress?) -> JSONValue { address.map { .string("0x" + $0.hex) } ?? .null }

    static func blockHash(_ block: TxBlock) -> JSONValue { .string("0x" + block.hash) }

    /// 32 zero bytes, and 256 (an empty logs bloom).
    static let zeroHash = JSONValue.string("0x" + String(repeating: "0", count: 64))
    static let zeroBloom = JSONValue.string("0x" + String(repeating: "0", count: 512))

    /// The legacy transaction type as eth_ shows it (§1): 0xdd870.
    static let legacyZilliqaType: UInt64 = 907_376

    // MARK: - Blocks

    /// A block (§1 eth_getBlockByNumber): gas limit 84000000, base fee 0, `view` = number.
    static func block(_ block: TxBlock, transactions: [JSONValue]) -> JSONValue {
        let number = quantity(block.number)
        return [
            "number": number, "view": number, "hash": blockHash(block),
            "parentHash": .string("0x" + block.previousHash), "nonce": "0x0000000000000000",
            "sha3Uncles": "0x1dcc4de8dec75d7aab85b567b6ccd41ad312451b948a7413f0a142fd40d49347",
            "transactionsRoot": zeroHash, "stateRoot": zeroHash, "receiptsRoot": zeroHash,
            "miner": .string("0x" + String(repeating: "0", count: 40)), "difficulty": "0x0", "totalDifficulty": "0x0",
            "extraData": "0x", "gasLimit": quantity(LedgerState.blockGasLimit), "gasUsed": quantity(block.evmGas),
            "timestamp": quantity(block.timestamp / 1_000_000), "mixHash": zeroHash, "logsBloom": zeroBloom,
            "baseFeePerGas": "0x0", "size": quantity(UInt64(540 + 110 * block.transactionIDs.count)),
            "transactions": .array(transactions), "uncles": [],
            "quorumCertificate": [
                "signature": .string("0x" + String(repeating: "0", count: 192)), "cosigned": "0x0",
                "view": number, "block_hash": blockHash(block),
            ],
        ]
    }

    // MARK: - Transactions

    /// A mined transaction of either kind, with its block fields.
    static func transaction(_ transaction: BlockTransaction, chainID: UInt64, block: TxBlock?) -> JSONValue {
        let mined = block.map { ($0, $0.transactionIDs.firstIndex(of: transaction.id) ?? 0) }
        switch transaction {
        case .evm(let done): return evmTransaction(done.transaction, chainID: chainID, mined: mined)
        case .legacy(let done): return legacyTransaction(done.transaction, chainID: chainID, mined: mined)
        }
    }

    /// An EVM transaction object (§1, TE:202-303); `mined` nil while pooled (block fields null).
    static func evmTransaction(_ transaction: EthTransaction, chainID: UInt64, mined: (TxBlock, Int)?) -> JSONValue {
        var object: [String: JSONValue] = [
            "blockHash": mined.map { blockHash($0.0) } ?? .null,
            "blockNumber": mined.map { quantity($0.0.number) } ?? .null,
            "transactionIndex": mined.map { quantity($0.1) } ?? .null,
            "from": address(transaction.sender), "gas": quantity(transaction.gasLimit),
            "gasPrice": quantity(transaction.poolPrice), "hash": data(transaction.hash),
            "input": data(transaction.input), "nonce": quantity(transaction.nonce), "to": address(transaction.to),
            "value": quantity(transaction.value), "v": quantity(transaction.yParity),
            "r": quantity(bigEndian: transaction.r), "s": quantity(bigEndian: transaction.s),
            "type": quantity(transaction.kind.rawValue),
        ]
        if transaction.kind == .dynamicFee {
            object["maxFeePerGas"] = quantity(transaction.maxFeePerGas ?? 0)
            object["maxPriorityFeePerGas"] = quantity(transaction.maxPriorityFeePerGas ?? 0)
        }
        if let id = transaction.chainID { object["chainId"] = quantity(id) }
        if transaction.kind != .legacy {
            object["accessList"] = .array(
                transaction.accessList.map { entry in
                    [data(entry.address), .array(entry.storageKeys.map(data))]
                })
        }
        return .object(object)
    }

    /// A legacy Zilliqa transaction as eth_ shows it (§1): type 0xdd870, nonce − 1, amounts in wei,
    /// gas in EVM gas (× 420), the price per EVM gas, r and s the Schnorr signature's halves.
    static func legacyTransaction(_ signed: SignedTransaction, chainID: UInt64, mined: (TxBlock, Int)?) -> JSONValue {
        let core = signed.core
        let signature = signed.signature.bytes
        return [
            "blockHash": mined.map { blockHash($0.0) } ?? .null,
            "blockNumber": mined.map { quantity($0.0.number) } ?? .null,
            "transactionIndex": mined.map { quantity($0.1) } ?? .null,
            "from": address(core.senderPublicKey.address),
            "gas": quantity(UInt128(core.gasLimit) * UInt128(Ledger.evmGasPerScillaGas)),
            "gasPrice": quantity(Ledger.weiPerEVMGas(core.gasPrice) ?? 0), "hash": hash(signed.id), "input": "0x",
            "nonce": quantity(core.nonce &- 1), "to": address(core.recipient),
            "value": quantity((try? Wei(core.amount))?.wei ?? 0), "v": "0x0",
            "r": quantity(bigEndian: Array(signature.prefix(32))),
            "s": quantity(bigEndian: Array(signature.suffix(32))),
            "chainId": quantity(chainID), "type": quantity(legacyZilliqaType),
        ]
    }

    /// A receipt (§6): gasUsed, cumulativeGasUsed, effectiveGasPrice, its logs (numbered from
    /// `firstLogIndex`, across the block), zero bloom, status.
    static func receipt(_ done: ConfirmedEVMTransaction, block: TxBlock, firstLogIndex: Int) -> JSONValue {
        let transaction = done.transaction
        let logs = done.logs.enumerated().map { log($1, index: firstLogIndex + $0, of: done, block: block) }
        return [
            "transactionHash": data(transaction.hash), "transactionIndex": quantity(done.index),
            "blockHash": blockHash(block), "blockNumber": quantity(block.number), "from": address(transaction.sender),
            "to": address(transaction.to), "cumulativeGasUsed": quantity(done.cumulativeGasUsed),
            "effectiveGasPrice": quantity(done.effectiveGasPrice), "gasUsed": quantity(done.gasUsed),
            "contractAddress": .null, "logs": .array(logs), "logsBloom": zeroBloom,
            "type": quantity(transaction.kind.rawValue),
            "status": done.success ? "0x1" : "0x0", "v": quantity(transaction.yParity),
            "r": quantity(bigEndian: transaction.r), "s": quantity(bigEndian: transaction.s),
        ]
    }

    /// A legacy transaction's receipt as eth_ shows it (`api/eth.rs:499-523`): gas in EVM gas (× 420),
    /// `effectiveGasPrice` its price per EVM gas, type 0xdd870, no logs (a transfer emits none).
    static func legacyReceipt(_ done: ConfirmedTransaction, block: TxBlock) -> JSONValue {
        let core = done.transaction.core
        let signature = done.transaction.signature.bytes
        let evmGas = UInt128(Ledger.evmGasPerScillaGas)
        return [
            "transactionHash": hash(done.id),
            "transactionIndex": quantity(block.transactionIDs.firstIndex(of: done.id) ?? 0),
            "blockHash": blockHash(block), "blockNumber": quantity(block.number),
            "from": address(core.senderPublicKey.address), "to": address(core.recipient),
            "cumulativeGasUsed": quantity(UInt128(done.cumulativeGasUsed ?? done.gasUsed) * evmGas),
            "effectiveGasPrice": quantity(Ledger.weiPerEVMGas(core.gasPrice) ?? 0),
            "gasUsed": quantity(UInt128(done.gasUsed) * evmGas), "contractAddress": .null, "logs": [],
            "logsBloom": zeroBloom, "type": quantity(legacyZilliqaType), "status": done.success ? "0x1" : "0x0",
            "v": "0x0", "r": quantity(bigEndian: Array(signature.prefix(32))),
            "s": quantity(bigEndian: Array(signature.suffix(32))),
        ]
    }

    /// A log object (ZQ2's `eth::Log`, `api/types/eth.rs:345-365`): never removed.
    static func log(_ log: EthLog, index: Int, of done: ConfirmedEVMTransaction, block: TxBlock) -> JSONValue {
        [
            "removed": false, "logIndex": quantity(index), "transactionIndex": quantity(done.index),
            "transactionHash": data(done.transaction.hash), "blockHash": blockHash(block),
            "blockNumber": quantity(block.number), "address": address(log.address), "data": data(log.data),
            "topics": .array(log.topics.map(data)),
        ]
    }

    /// A transaction's price for eth_feeHistory's rewards (§1): gasPrice, or min(maxFee, priority).
    static func rewardPrice(_ transaction: BlockTransaction) -> UInt128 {
        switch transaction {
        case .evm(let done): done.transaction.chargedPrice(baseFee: 0)
        case .legacy(let done): Ledger.weiPerEVMGas(done.transaction.core.gasPrice) ?? 0
        }
    }

    /// A 32-byte big-endian number (r, s) as a minimal quantity.
    static func quantity(bigEndian bytes: [UInt8]) -> JSONValue {
        let digits = Hex.encode(bytes.drop { $0 == 0 }).drop { $0 == "0" }
        return .string("0x" + (digits.isEmpty ? "0" : String(digits)))
    }
}

extension BlockTransaction {
    /// The transaction's id (its hash).
    var id: TransactionID {
        switch self {
        case .legacy(let done): done.id
        case .evm(let done): done.id
        }
    }
}
