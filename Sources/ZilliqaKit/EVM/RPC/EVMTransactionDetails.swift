/// A transaction as `eth_getTransactionByHash` shows it: pending (no block yet) or mined.
///
/// Zilliqa 2.0 looks in its database, then in the answering node's pool; `null` (nil here) means
/// unknown, replaced or dropped. For type 2 its `gasPrice` is the `maxFeePerGas`, not the price
/// paid. `v`, `r`, `s` and `accessList` are not read; `input` is (a replacement signs it again).
/// ```swift
/// if let details = try await service.transaction(hash) {
///     details.isPending      // true until a block holds it
///     details.nonce          // the sender's nonce it uses
/// }
/// ```
public struct EVMTransactionDetails: Sendable, Hashable {
    public let hash: EVMHash
    /// The block holding it; nil while it is pending.
    public let blockHash: EVMHash?
    /// The number of the block holding it; nil while it is pending.
    public let blockNumber: UInt64?
    /// Its position in the block; nil while it is pending.
    public let transactionIndex: UInt64?
    public let from: EVMAddress
    /// The recipient; nil for a contract creation.
    public let to: EVMAddress?
    /// The sender's nonce it uses (for a legacy Zilliqa transaction, type 0xdd870, the Zilliqa
    /// nonce minus one).
    public let nonce: UInt64
    /// The amount it moves.
    public let value: Wei
    /// Its gas limit.
    public let gas: UInt64
    /// Its gas price; for type 2 Zilliqa 2.0 writes the `maxFeePerGas` here.
    public let gasPrice: Wei
    /// Type 2's fee cap; nil for other types.
    public let maxFeePerGas: Wei?
    /// Type 2's priority fee cap; nil for other types.
    public let maxPriorityFeePerGas: Wei?
    /// The chain id it was signed for; nil for a legacy transaction signed without one.
    public let chainID: UInt64?
    public let type: EVMTransactionType
    /// Its call data (empty for a plain transfer); nil when the node left it out.
    public let input: [UInt8]?

    public init(
        hash: EVMHash, blockHash: EVMHash?, blockNumber: UInt64?, transactionIndex: UInt64?, from: EVMAddress,
        to: EVMAddress?, nonce: UInt64, value: Wei, gas: UInt64, gasPrice: Wei, maxFeePerGas: Wei?,
        maxPriorityFeePerGas: Wei?, chainID: UInt64?, type: EVMTransactionType, input: [UInt8]? = nil
    ) {
        self.hash = hash
        self.blockHash = blockHash
        self.blockNumber = blockNumber
        self.transactionIndex = transactionIndex
        self.from = from
        self.to = to
        self.nonce = nonce
        self.value = value
        self.gas = gas
        self.gasPrice = gasPrice
        self.maxFeePerGas = maxFeePerGas
        self.maxPriorityFeePerGas = maxPriorityFeePerGas
        self.chainID = chainID
        self.type = type
        self.input = input
    }

    /// True while no block holds it (Zilliqa 2.0 writes the block fields as null).
    public var isPending: Bool { blockNumber == nil }

    init(_ fields: EVMAnswerFields) throws(EVMServiceError) {
        let blockHash = try fields.optionalHash("blockHash")
        let blockNumber: UInt64? = try fields.optionalQuantity("blockNumber")
        guard (blockHash == nil) == (blockNumber == nil) else {
            throw .malformedAnswer(method: fields.method, field: "blockNumber", problem: .blockFieldsDisagree)
        }
        self.init(
            hash: try fields.hash("hash"),
            blockHash: blockHash,
            blockNumber: blockNumber,
            transactionIndex: try fields.optionalQuantity("transactionIndex"),
            from: try fields.address("from"),
            to: try fields.optionalAddress("to"),
            nonce: try fields.quantity("nonce"),
            value: try fields.wei("value"),
            gas: try fields.quantity("gas"),
            gasPrice: try fields.wei("gasPrice"),
            maxFeePerGas: try fields.optionalWei("maxFeePerGas"),
            maxPriorityFeePerGas: try fields.optionalWei("maxPriorityFeePerGas"),
            chainID: try fields.optionalQuantity("chainId"),
            type: try fields.type("type"),
            // ZQ2 caps a transaction's input at 131072 bytes (zq2-eth-api.md §2.2 step 9a).
            input: try fields.optionalText("input") == nil ? nil : try fields.data("input", maximumBytes: 131_072))
    }
}
