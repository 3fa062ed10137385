/// What the wallet reads of a block (`eth_getBlockByNumber` without its transactions): its number,
/// when it was made and its gas limit, the bounds no transaction of the chain can pass.
///
/// Zilliqa 2.0 gives every block the gas limit of its `eth_block_gas_limit` setting (84,000,000)
/// and never a timestamp before its parent's (docs/history.md).
/// ```swift
/// if let head = try await service.block(.latest) {
///     head.timestamp      // seconds since 1970: no mined transaction is newer
///     head.gasLimit       // 84000000: no transaction used more gas
/// }
/// ```
public struct EVMBlockHeader: Sendable, Hashable {
    /// Its height.
    public let number: UInt64
    /// When it was made, in seconds since 1970.
    public let timestamp: UInt64
    /// The most gas its transactions may use together.
    public let gasLimit: UInt64

    public init(number: UInt64, timestamp: UInt64, gasLimit: UInt64) {
        self.number = number
        self.timestamp = timestamp
        self.gasLimit = gasLimit
    }

    init(_ fields: EVMAnswerFields) throws(EVMServiceError) {
        self.init(
            number: try fields.quantity("number"), timestamp: try fields.quantity("timestamp"),
            gasLimit: try fields.quantity("gasLimit"))
    }
}
