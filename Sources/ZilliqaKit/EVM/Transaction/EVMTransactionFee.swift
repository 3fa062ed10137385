/// What an EVM transaction pays a unit of gas, which also fixes its type (0 or 2).
public enum EVMTransactionFee: Sendable, Hashable {
    /// A legacy EIP-155 transaction (type 0): this price per gas, in wei.
    case legacy(gasPrice: UInt128)
    /// An EIP-1559 transaction (type 2): at most `maxFeePerGas` a gas, of which up to
    /// `maxPriorityFeePerGas` goes to the block producer, in wei.
    case eip1559(maxFeePerGas: UInt128, maxPriorityFeePerGas: UInt128)
}
