import ZilliqaKit

/// The gas figures of Zilliqa 2.0's EVM that bound a transaction (`zq2-eth-api.md` §2): a
/// transfer's, the block's, a token call's ceiling, and what call data costs before it runs.
///
/// ```swift
/// EVMGas.intrinsic(of: ERC20.transferCall(to: bob, amount: 5))   // 21000 + 16 a non-zero byte + 4 a zero one
/// ```
public enum EVMGas {
    /// The gas of a plain transfer, a payment's default gas limit.
    public static let transfer: UInt64 = 21_000
    /// Zilliqa 2.0's block gas limit: a transaction above it is refused.
    public static let blockLimit: UInt64 = 84_000_000
    /// The most gas a token call (`transfer`, `approve`) may take, estimated or given: an ERC-20
    /// transfer or approval uses about 30 000 to 100 000 gas, so more is a token doing far more
    /// than moving units (and the person would pay for it).
    public static let maximumTokenCall: UInt64 = 500_000

    /// The gas any transaction carrying `data` pays before it runs (EIP-2028): 21000, and 16 a
    /// non-zero byte and 4 a zero byte of its data; 21000 for a plain transfer.
    public static func intrinsic(of data: [UInt8]) -> UInt64 {
        data.reduce(transfer) { gas, byte in gas + (byte == 0 ? 4 : 16) }
    }
}
