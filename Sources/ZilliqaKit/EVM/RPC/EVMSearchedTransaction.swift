/// One transaction of an Otterscan search page (``EVMTransactionSearchPage``): what the wallet
/// reads of it to tell what the account did, its calldata among it.
///
/// Zilliqa 2.0 writes the same object as `eth_getTransactionByHash`; the fees, `v`, `r`, `s` and
/// `accessList` are not read here.
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

    public init(hash: EVMHash, from: EVMAddress, to: EVMAddress?, input: [UInt8], nonce: UInt64, blockNumber: UInt64) {
        self.hash = hash
        self.from = from
        self.to = to
        self.input = input
        self.nonce = nonce
        self.blockNumber = blockNumber
    }

    init(_ fields: EVMAnswerFields) throws(EVMServiceError) {
        self.init(
            hash: try fields.hash("hash"),
            from: try fields.address("from"),
            to: try fields.optionalAddress("to"),
            input: try fields.data("input", maximumBytes: EVMAnswer.maximumCallBytes),
            nonce: try fields.quantity("nonce"),
            blockNumber: try fields.quantity("blockNumber"))
    }
}
