public import ZilliqaKit

/// A payment as the sender describes it, before the wallet has checked it against the network:
/// who receives how much, at what gas price (or the network's minimum), and, only when the sender
/// insists, with which nonce. Every rule is applied once, by
/// ``PaymentsUseCase/prepare(_:)``.
///
/// ```swift
/// let draft = PaymentDraft(to: recipient, amount: try Amount("1.5", unit: .zil))   // the minimum gas price
/// let prepared = try await Container.shared.paymentsUseCase().prepare(.legacy(draft, from: sender))
/// ```
public struct PaymentDraft: Sendable, Hashable {
    /// Who receives the amount.
    public var recipient: Address
    /// How much the recipient receives.
    public var amount: Amount
    /// The price of one unit of gas, or nil for the network's minimum (asked when the payment is
    /// prepared). At least that minimum, and at most ``PaymentLimits/maximumGasPrice`` unless
    /// ``PaymentRisk/highGasPrice`` is accepted.
    public var gasPrice: Amount?
    /// How much gas the payment may use; at least ``Payment/minimumGasLimit`` (50).
    public var gasLimit: UInt64
    /// The nonce to sign with, or nil (the usual case) for the sender's account nonce plus one,
    /// fetched from the network when the payment is prepared.
    public var nonce: UInt64?
    /// The risks the person accepted, each on its own (``PaymentRisk``): the sender or the zero
    /// address as recipient (the CLI's `--allow-unusual-recipient`), a gas price above
    /// ``PaymentLimits/maximumGasPrice`` (`--allow-high-fee`), a lodging into the migration escrow
    /// (`--lodge-into-escrow`), or an answer to their questions; never a default, and `--yes` alone
    /// accepts none.
    public var acceptedRisks: Set<PaymentRisk>

    public init(
        to recipient: Address, amount: Amount, gasPrice: Amount? = nil, gasLimit: UInt64 = Payment.minimumGasLimit,
        nonce: UInt64? = nil, acceptedRisks: Set<PaymentRisk> = []
    ) {
        self.recipient = recipient
        self.amount = amount
        self.gasPrice = gasPrice
        self.gasLimit = gasLimit
        self.nonce = nonce
        self.acceptedRisks = acceptedRisks
    }

    /// The address no key controls: `0x0000…0000`. ZIL sent there is gone.
    public static let zeroAddress: Address = {
        do {
            return try Address(hexString: String(repeating: "0", count: 40))
        } catch {
            preconditionFailure("40 zeros are an address: \(error)")
        }
    }()

    /// What is unusual about the recipient of this draft from `sender` (itself, the zero address),
    /// or nil when nothing is.
    public func unusualRecipient(from sender: Address) -> PaymentRisk? {
        if recipient == sender { return .sender }
        if recipient == Self.zeroAddress { return .zeroAddress }
        return nil
    }
}
