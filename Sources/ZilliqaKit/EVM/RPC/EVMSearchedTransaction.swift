/// One transaction of an Otterscan search page (``EVMTransactionSearchPage``): what the wallet
/// reads of it to tell what the account did, its calldata among it.
///
/// Zilliqa 2.0 writes the same object as `eth_getTransactionByHash`, a legacy (zil1) transaction
/// too: type 0xdd870, `from` the 20 bytes of its zil1 sender, `value` in wei (Qa × 10^6), `gas` in
/// EVM gas (× 420), `gasPrice` per EVM gas (Qa × 10^6 / 420), `nonce` the Zilliqa nonce − 1
/// (docs/zq2-ots.md section 7). `v`, `r`, `s` and `accessList` are not read here.
/// ```swift
/// for transaction in page.transactions where transaction.from == owner {
///     transaction.input.prefix(4)     // the selector of the call it made
/// }
/// ```
public struct EVMSearchedTransaction: Sendable, Hashable {
    public let hash: EVMHash
    public let from: EVMAddress
    /// The recipient; nil for a contract creation.
    public let to: EVMAddress?
    /// The calldata, at most ``EVMAnswer/maximumCallBytes`` (Zilliqa 2.0's limit on an input).
    public let input: [UInt8]
    /// The sender's nonce it used.
    public let nonce: UInt64
    /// The block holding it: a search finds mined transactions only.
    public let blockNumber: UInt64
    /// The amount it moves, in wei.
    public let value: Wei
    /// The fee it was signed with: type 2's max fee and priority fee when the node shows them, else
    /// its gas price (what prices its gas, ``EVMTransactionFee/pricePerGasCharged(networkGasPrice:)``).
    public let fee: EVMTransactionFee
    /// Its type: 0, 1, 2, or 0xdd870 for a legacy Zilliqa transaction.
    public let type: EVMTransactionType

    public init(
        hash: EVMHash, from: EVMAddress, to: EVMAddress?, input: [UInt8], nonce: UInt64, blockNumber: UInt64,
        value: Wei = Wei(wei: 0), fee: EVMTransactionFee = .legacy(gasPrice: 0), type: EVMTransactionType = .legacy
    ) {
        self.hash = hash
        self.from = from
        self.to = to
        self.input = input
        self.nonce = nonce
        self.blockNumber = blockNumber
        self.value = value
        self.fee = fee
        self.type = type
    }

    init(_ fields: EVMAnswerFields) throws(EVMServiceError) {
        self.init(
            hash: try fields.hash("hash"),
            from: try fields.address("from"),
            to: try fields.optionalAddress("to"),
            input: try fields.data("input", maximumBytes: EVMAnswer.maximumCallBytes),
            nonce: try fields.quantity("nonce"),
            blockNumber: try fields.quantity("blockNumber"),
            value: try fields.wei("value"),
            fee: try Self.fee(fields),
            type: try fields.type("type"))
    }

    /// Type 2's two caps when both are there, else the gas price.
    private static func fee(_ fields: EVMAnswerFields) throws(EVMServiceError) -> EVMTransactionFee {
        if let maxFee = try fields.optionalWei("maxFeePerGas"),
            let priority = try fields.optionalWei("maxPriorityFeePerGas")
        {
            return .eip1559(maxFeePerGas: maxFee.wei, maxPriorityFeePerGas: priority.wei)
        }
        return .legacy(gasPrice: try fields.wei("gasPrice").wei)
    }
}
