public import ZilliqaKit

/// A payment as the sender describes it, before the wallet has checked it against the network:
/// who receives how much, at what gas price, and, only when the sender insists, with which nonce.
///
/// ```swift
/// let gasPrice = try await Container.shared.gasPriceUseCase().minimumGasPrice()
/// let draft = PaymentDraft(to: recipient, amount: try Amount("1.5", unit: .zil), gasPrice: gasPrice)
/// let prepared = try await Container.shared.sendTransactionUseCase().prepare(draft, from: sender)
/// ```
public struct PaymentDraft: Sendable, Hashable {
    /// Who receives the amount.
    public var recipient: Address
    /// How much the recipient receives.
    public var amount: Amount
    /// The price of one unit of gas; at least the network's minimum (``GasPriceUseCase``).
    public var gasPrice: Amount
    /// How much gas the payment may use; at least ``Payment/minimumGasLimit`` (50).
    public var gasLimit: UInt64
    /// The nonce to sign with, or nil (the usual case) for the sender's account nonce plus one,
    /// fetched from the network when the payment is prepared.
    public var nonce: UInt64?

    public init(
        to recipient: Address, amount: Amount, gasPrice: Amount, gasLimit: UInt64 = Payment.minimumGasLimit,
        nonce: UInt64? = nil
    ) {
        self.recipient = recipient
        self.amount = amount
        self.gasPrice = gasPrice
        self.gasLimit = gasLimit
        self.nonce = nonce
    }
}
