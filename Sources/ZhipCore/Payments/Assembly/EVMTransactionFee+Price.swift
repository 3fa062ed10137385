public import ZilliqaKit

extension EVMTransactionFee {
    /// The gas price (type 0) or maxFeePerGas (type 2): the most a gas can cost.
    public var maximumPricePerGas: UInt128 {
        switch self {
        case .legacy(let gasPrice): gasPrice
        case .eip1559(let maxFee, _): maxFee
        }
    }

    /// The price a gas Zilliqa 2.0 charges (zq2-eth-api.md §3): the gas price for type 0, and
    /// min(maxFee, `networkGasPrice` + priority fee) for type 2, where `networkGasPrice` is
    /// `eth_gasPrice`, the chain's fixed base fee.
    public func pricePerGasCharged(networkGasPrice: UInt128) -> UInt128 {
        switch self {
        case .legacy(let gasPrice):
            return gasPrice
        case .eip1559(let maxFee, let priority):
            let (sum, overflow) = networkGasPrice.addingReportingOverflow(priority)
            return overflow ? maxFee : min(maxFee, sum)
        }
    }
}
