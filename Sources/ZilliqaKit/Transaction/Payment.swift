/// A payment of ZIL to one address: what the sender chooses, before it is signed.
///
/// ```swift
/// let payment = Payment(to: recipient, amount: try Amount("1.5", unit: .zil),
///                       gasPrice: try Amount("2000", unit: .li), gasLimit: 50, nonce: 7)
/// try payment.fee()     // 0.1 ZIL
/// try payment.total()   // 1.6 ZIL
/// ```
public struct Payment: Sendable, Hashable {
    /// Who receives the amount.
    public let recipient: Address
    /// How much the recipient receives.
    public let amount: Amount
    /// The price of one unit of gas (the network sets a minimum; see `GetMinimumGasPrice`).
    public let gasPrice: Amount
    /// How much gas the transaction may use; at least 50 for a plain payment.
    public let gasLimit: UInt64
    /// The sender's account nonce plus one.
    public let nonce: UInt64

    /// The smallest gas limit the network accepts for a plain payment.
    public static let minimumGasLimit: UInt64 = 50

    public init(to recipient: Address, amount: Amount, gasPrice: Amount, gasLimit: UInt64 = 50, nonce: UInt64) {
        self.recipient = recipient
        self.amount = amount
        self.gasPrice = gasPrice
        self.gasLimit = gasLimit
        self.nonce = nonce
    }

    /// gasPrice x gasLimit: what the sender pays the network.
    public func fee() throws(AmountError) -> Amount {
        try Amount.fee(gasPrice: gasPrice, gasLimit: gasLimit)
    }

    /// amount + fee: what leaves the sender's account.
    public func total() throws(AmountError) -> Amount {
        try amount.adding(fee())
    }
}
