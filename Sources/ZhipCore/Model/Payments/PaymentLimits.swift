public import ZilliqaKit

/// The sanity ceiling a payment is held to unless the person explicitly allows more
/// (``PaymentRisk/highGasPrice`` accepted): a gas price or a fee above them is far more likely a slip of
/// the finger, or a node lying about its minimum, than a price anyone means to pay.
///
/// ```swift
/// PaymentLimits.maximumGasPrice   // 20000 Li: ten times the network's minimum of about 2000 Li
/// ```
public enum PaymentLimits {
    /// The highest gas price paid without ``PaymentRisk/highGasPrice`` accepted: 20000 Li, ten times
    /// the minimum Zilliqa has asked for years (2000 Li; 2000.000016 Li on Zilliqa 2.0). A node
    /// that reports a higher minimum is refused, naming the node and the value.
    public static let maximumGasPrice = Amount(20_000, unit: .li)

    /// The same ceiling for both accounts, in wei an EVM gas: 20000 Li a legacy gas at Zilliqa 2.0's
    /// 420 EVM gas a legacy gas, rounded up (47619.047619048 gwei: ten times `eth_gasPrice`).
    public static let maximumPricePerGas = PaymentFeeFacts.pricePerEVMGas(legacy: maximumGasPrice)
    // The fee needs no ceiling of its own: the network charges 50 gas at the gas price whatever
    // the gas limit (``ZilliqaKit/Payment/fee()``), so below this price a fee stays under 1 ZIL.
}
