public import ZilliqaKit

/// A payment as the sender describes it, before the wallet has checked it against the network:
/// who receives how much, at what gas price (or the network's minimum), and, only when the sender
/// insists, with which nonce. Every rule is applied once, by
/// ``SendTransactionUseCase/prepare(_:from:)``.
///
/// ```swift
/// let draft = PaymentDraft(to: recipient, amount: try Amount("1.5", unit: .zil))   // the minimum gas price
/// let prepared = try await Container.shared.sendTransactionUseCase().prepare(draft, from: sender)
/// ```
public struct PaymentDraft: Sendable, Hashable {
    /// Who receives the amount.
    public var recipient: Address
    /// How much the recipient receives.
    public var amount: Amount
    /// The price of one unit of gas, or nil for the network's minimum (asked when the payment is
    /// prepared). At least that minimum, and at most ``PaymentLimits/maximumGasPrice`` unless
    /// ``allowsHighFee``.
    public var gasPrice: Amount?
    /// How much gas the payment may use; at least ``Payment/minimumGasLimit`` (50).
    public var gasLimit: UInt64
    /// The nonce to sign with, or nil (the usual case) for the sender's account nonce plus one,
    /// fetched from the network when the payment is prepared.
    public var nonce: UInt64?
    /// True when the person explicitly allows a gas price above ``PaymentLimits/maximumGasPrice``
    /// (the CLI's `--allow-high-fee`); never a default.
    public var allowsHighFee: Bool
    /// True when the person explicitly confirmed a recipient that is almost always a slip: the
    /// sending account itself, or the zero address (the CLI's `--allow-unusual-recipient`, or an
    /// answer to its extra question); never a default, and `--yes` alone does not set it.
    public var allowsUnusualRecipient: Bool
    /// True when the person explicitly chose to lodge the amount into the migration escrow
    /// (``ZilliqaKit/Address/migrationEscrow``), knowing how it is claimed back (the CLI's
    /// `--lodge-into-escrow`, or an answer to its own question); never a default, and neither
    /// `--yes` nor ``allowsUnusualRecipient`` sets it.
    public var lodgesIntoEscrow: Bool

    public init(
        to recipient: Address, amount: Amount, gasPrice: Amount? = nil, gasLimit: UInt64 = Payment.minimumGasLimit,
        nonce: UInt64? = nil, allowsHighFee: Bool = false, allowsUnusualRecipient: Bool = false,
        lodgesIntoEscrow: Bool = false
    ) {
        self.recipient = recipient
        self.amount = amount
        self.gasPrice = gasPrice
        self.gasLimit = gasLimit
        self.nonce = nonce
        self.allowsHighFee = allowsHighFee
        self.allowsUnusualRecipient = allowsUnusualRecipient
        self.lodgesIntoEscrow = lodgesIntoEscrow
    }

    /// The address no key controls: `0x0000…0000`. ZIL sent there is gone.
    public static let zeroAddress: Address = {
        do {
            return try Address(hexString: String(repeating: "0", count: 40))
        } catch {
            preconditionFailure("40 zeros are an address: \(error)")
        }
    }()

    /// What is unusual about sending this draft from `sender`, or nil when nothing is.
    public func unusualRecipient(from sender: Address) -> UnusualRecipient? {
        if recipient == sender { return .sender }
        if recipient == Self.zeroAddress { return .zeroAddress }
        return nil
    }
}
