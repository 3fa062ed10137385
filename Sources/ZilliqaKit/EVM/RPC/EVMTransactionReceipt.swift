/// The receipt of a mined EVM transaction, from `eth_getTransactionReceipt`.
///
/// Zilliqa 2.0 writes one once the block holding the transaction executed at the head, about
/// two blocks before it is final; its `logs` are read (an ERC-20 transfer is told by its
/// `Transfer` log), `logsBloom` (always zero there) and its extra `v`, `r`, `s` are not.
/// ```swift
/// if let receipt = try await service.receipt(hash) {
///     receipt.succeeded      // false: mined, fee charged, value not moved (status 0x0)
///     receipt.gasUsed        // 21000 for a plain transfer
///     receipt.fee            // gasUsed x effectiveGasPrice, as the node reports it
/// }
/// ```
public struct EVMTransactionReceipt: Sendable, Hashable {
    public let transactionHash: EVMHash
    /// Its position in the block.
    public let transactionIndex: UInt64
    public let blockHash: EVMHash
    public let blockNumber: UInt64
    public let from: EVMAddress
    /// The recipient; nil for a contract creation.
    public let to: EVMAddress?
    /// The gas all transactions of the block used up to and including this one (legacy ones too).
    public let cumulativeGasUsed: UInt64
    /// The price a gas was charged at, as Zilliqa 2.0 reports it: the `gasPrice`, or for type 2
    /// the `maxFeePerGas` (`zq2-eth-api.md` section 3).
    public let effectiveGasPrice: Wei
    /// The gas this transaction used.
    public let gasUsed: UInt64
    /// The contract a creation made; nil for everything else.
    public let contractAddress: EVMAddress?
    public let type: EVMTransactionType
    /// True for status `0x1`; false for `0x0`: mined and charged, but its effects undone.
    public let succeeded: Bool
    /// The logs it emitted, at most ``EVMAnswer/maximumLogs``; empty for a plain transfer, and
    /// for a failed transaction.
    public let logs: [EVMLog]
    /// When its block was made, in seconds since 1970: only in an Otterscan search's receipts
    /// (`ots_searchTransactions…`, docs/zq2-ots.md), nil in `eth_getTransactionReceipt`'s.
    public let timestamp: UInt64?

    public init(
        transactionHash: EVMHash, transactionIndex: UInt64, blockHash: EVMHash, blockNumber: UInt64,
        from: EVMAddress, to: EVMAddress?, cumulativeGasUsed: UInt64, effectiveGasPrice: Wei, gasUsed: UInt64,
        contractAddress: EVMAddress?, type: EVMTransactionType, succeeded: Bool, logs: [EVMLog] = [],
        timestamp: UInt64? = nil
    ) {
        self.transactionHash = transactionHash
        self.transactionIndex = transactionIndex
        self.blockHash = blockHash
        self.blockNumber = blockNumber
        self.from = from
        self.to = to
        self.cumulativeGasUsed = cumulativeGasUsed
        self.effectiveGasPrice = effectiveGasPrice
        self.gasUsed = gasUsed
        self.contractAddress = contractAddress
        self.type = type
        self.succeeded = succeeded
        self.logs = logs
        self.timestamp = timestamp
    }

    /// `gasUsed x effectiveGasPrice`; nil past `UInt128`, which no real receipt reaches. On Zilliqa
    /// 2.0 a type 2 transaction's effectiveGasPrice is its max fee, so this is what the sender paid
    /// only when the max fee is at most the gas price plus the priority fee (zq2-eth-api.md §3);
    /// the price charged needs the transaction's fees and `eth_gasPrice` as well.
    public var fee: Wei? { try? Wei.fee(gasPrice: effectiveGasPrice, gasLimit: gasUsed) }

    init(_ fields: EVMAnswerFields) throws(EVMServiceError) {
        let status = try fields.text("status")
        guard status == "0x1" || status == "0x0" else {
            throw .malformedAnswer(method: fields.method, field: "status", problem: .notAStatus)
        }
        self.init(
            transactionHash: try fields.hash("transactionHash"),
            transactionIndex: try fields.quantity("transactionIndex"),
            blockHash: try fields.hash("blockHash"),
            blockNumber: try fields.quantity("blockNumber"),
            from: try fields.address("from"),
            to: try fields.optionalAddress("to"),
            cumulativeGasUsed: try fields.quantity("cumulativeGasUsed"),
            effectiveGasPrice: try fields.wei("effectiveGasPrice"),
            gasUsed: try fields.quantity("gasUsed"),
            contractAddress: try fields.optionalAddress("contractAddress"),
            type: try fields.type("type"),
            succeeded: status == "0x1",
            logs: try EVMAnswer.logs(
                fields.array("logs", maximumCount: EVMAnswer.maximumLogs, optional: true), method: fields.method,
                field: "logs"),
            timestamp: try fields.optionalQuantity("timestamp"))
    }
}
