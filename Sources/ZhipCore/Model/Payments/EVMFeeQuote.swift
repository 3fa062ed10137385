public import ZilliqaKit

/// What the gas of an EVM transfer costs: the fee to sign, and the network's gas price that prices
/// it on Zilliqa 2.0 (zq2-eth-api.md §3). A prepared EVM payment's summary
/// (``PaymentSummary/fee``) carries the one its terms were priced at.
///
/// ```swift
/// let quote = EVMFeeQuote(fee: .legacy(gasPrice: price), gasLimit: 21_000, networkGasPrice: price)
/// print(quote.feeCharged, quote.maximumFee)
/// ```
public struct EVMFeeQuote: Sendable, Hashable {
    /// The fee that will be signed.
    public let fee: EVMTransactionFee
    /// The gas limit that will be signed: 21000 for a transfer.
    public let gasLimit: UInt64
    /// The network's gas price (`eth_gasPrice`): Zilliqa 2.0's fixed base fee.
    public let networkGasPrice: Wei

    public init(fee: EVMTransactionFee, gasLimit: UInt64, networkGasPrice: Wei) {
        self.fee = fee
        self.gasLimit = gasLimit
        self.networkGasPrice = networkGasPrice
    }

    /// The price a gas the account is charged (``EVMTransactionFee/pricePerGasCharged(networkGasPrice:)``).
    public var pricePerGasCharged: Wei { Wei(wei: fee.pricePerGasCharged(networkGasPrice: networkGasPrice.wei)) }

    /// What the account is charged for `gasUsed` gas: gasUsed × ``pricePerGasCharged``. Zilliqa
    /// 2.0's receipt reports a type 2 transaction's max fee as its `effectiveGasPrice`, so
    /// gasUsed × effectiveGasPrice overstates it whenever the max fee is above the gas price.
    public func feeCharged(forGasUsed gasUsed: UInt64) -> Wei { Self.product(gasUsed, pricePerGasCharged.wei) }

    /// What a transfer will be charged, all of its gas at ``pricePerGasCharged`` (21000 ×
    /// 4761904800000 wei = 0.1000000008 ZIL at the network's gas price).
    public var feeCharged: Wei { feeCharged(forGasUsed: gasLimit) }

    /// gasLimit × the price a gas at most (the gas price, or the max fee): the most the fee can
    /// be, which the balance must cover beside the amount.
    public var maximumFee: Wei { Self.product(gasLimit, fee.maximumPricePerGas) }

    /// `gas` × `price`, or the most wei can count when that is more (a refusal then says so; never a trap).
    static func product(_ gas: UInt64, _ price: UInt128) -> Wei {
        let (product, overflow) = UInt128(gas).multipliedReportingOverflow(by: price)
        return Wei(wei: overflow ? .max : product)
    }
}
