/// The chain's state as `GetBlockchainInfo` reports it; each field is nil when the node left
/// it out or wrote something unexpected, so that one odd field never hides the others.
///
/// ```swift
/// let info = try await service.blockchainInfo()
/// info.numTxBlocks       // 4_123_456: the chain's height in transaction blocks
/// ```
public struct BlockchainInfo: Sendable, Hashable, Decodable {
    /// Transaction blocks so far (`NumTxBlocks`).
    public let numTxBlocks: UInt64?
    /// Directory-service blocks so far (`NumDSBlocks`).
    public let numDSBlocks: UInt64?
    /// Transactions so far (`NumTransactions`).
    public let numTransactions: UInt64?
    /// The current directory-service epoch (`CurrentDSEpoch`).
    public let currentDSEpoch: UInt64?
    /// The current transaction epoch (`CurrentMiniEpoch`).
    public let currentMiniEpoch: UInt64?
    /// Peers in the network (`NumPeers`).
    public let numPeers: UInt64?
    /// Transactions in the current directory-service epoch (`NumTxnsDSEpoch`).
    public let numTxnsDSEpoch: UInt64?
    /// Transactions in the current transaction epoch (`NumTxnsTxEpoch`).
    public let numTxnsTxEpoch: UInt64?
    /// Transactions per second (`TransactionRate`); a statistic, not money.
    public let transactionRate: Double?
    /// Transaction blocks per second (`TxBlockRate`); a statistic, not money.
    public let txBlockRate: Double?

    public init(
        numTxBlocks: UInt64? = nil, numDSBlocks: UInt64? = nil, numTransactions: UInt64? = nil,
        currentDSEpoch: UInt64? = nil, currentMiniEpoch: UInt64? = nil, numPeers: UInt64? = nil,
        numTxnsDSEpoch: UInt64? = nil, numTxnsTxEpoch: UInt64? = nil, transactionRate: Double? = nil,
        txBlockRate: Double? = nil
    ) {
        self.numTxBlocks = numTxBlocks
        self.numDSBlocks = numDSBlocks
        self.numTransactions = numTransactions
        self.currentDSEpoch = currentDSEpoch
        self.currentMiniEpoch = currentMiniEpoch
        self.numPeers = numPeers
        self.numTxnsDSEpoch = numTxnsDSEpoch
        self.numTxnsTxEpoch = numTxnsTxEpoch
        self.transactionRate = transactionRate
        self.txBlockRate = txBlockRate
    }

    private enum CodingKeys: String, CodingKey {
        case numTxBlocks = "NumTxBlocks"
        case numDSBlocks = "NumDSBlocks"
        case numTransactions = "NumTransactions"
        case currentDSEpoch = "CurrentDSEpoch"
        case currentMiniEpoch = "CurrentMiniEpoch"
        case numPeers = "NumPeers"
        case numTxnsDSEpoch = "NumTxnsDSEpoch"
        case numTxnsTxEpoch = "NumTxnsTxEpoch"
        case transactionRate = "TransactionRate"
        case txBlockRate = "TxBlockRate"
    }

    /// Decodes any JSON object; numbers may be strings or JSON numbers.
    ///
    /// - Throws: `DecodingError` only when the result is not a JSON object.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        numTxBlocks = WireNumber.lenient(from: container, forKey: .numTxBlocks)
        numDSBlocks = WireNumber.lenient(from: container, forKey: .numDSBlocks)
        numTransactions = WireNumber.lenient(from: container, forKey: .numTransactions)
        currentDSEpoch = WireNumber.lenient(from: container, forKey: .currentDSEpoch)
        currentMiniEpoch = WireNumber.lenient(from: container, forKey: .currentMiniEpoch)
        numPeers = WireNumber.lenient(from: container, forKey: .numPeers)
        numTxnsDSEpoch = WireNumber.lenient(from: container, forKey: .numTxnsDSEpoch)
        numTxnsTxEpoch = WireNumber.lenient(from: container, forKey: .numTxnsTxEpoch)
        transactionRate = WireNumber.lenientRate(from: container, forKey: .transactionRate)
        txBlockRate = WireNumber.lenientRate(from: container, forKey: .txBlockRate)
    }
}
