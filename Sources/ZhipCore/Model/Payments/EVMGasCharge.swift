public import ZilliqaKit

/// What a mined EVM transaction charged its sender for its gas (``EVMFeeLookUp``), which on
/// Zilliqa 2.0 is not what the receipt's `effectiveGasPrice` says (zq2-eth-api.md §3).
public struct EVMGasCharge: Sendable, Hashable {
    /// The price a gas was charged (``EVMTransactionFee/pricePerGasCharged(networkGasPrice:)``).
    public let pricePerGas: Wei
    /// The receipt's gasUsed × ``pricePerGas``: what the balance lost beside the amount.
    public let fee: Wei

    public init(pricePerGas: Wei, fee: Wei) {
        self.pricePerGas = pricePerGas
        self.fee = fee
    }
}
