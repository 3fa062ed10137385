/// One field of a payment as typed, for saying which one is wrong: the CLI names its option,
/// a scene marks its field.
public enum PaymentField: String, Sendable, Hashable, CaseIterable {
    /// Who receives the amount.
    case recipient
    /// How much, in ZIL.
    case amount
    /// The gas price, in Li.
    case gasPrice
    /// The gas limit.
    case gasLimit
    /// The nonce.
    case nonce
    /// An EVM payment's type: 1559 or legacy.
    case transactionType
    /// An EVM type 2 payment's max fee a gas, in wei.
    case maxFee
    /// An EVM type 2 payment's priority fee a gas, in wei.
    case priorityFee
}

extension PaymentField {
    /// The field's name in a sentence: `gas price`.
    public var name: String {
        switch self {
        case .recipient: "recipient"
        case .amount: "amount"
        case .gasPrice: "gas price"
        case .gasLimit: "gas limit"
        case .nonce: "nonce"
        case .transactionType: "transaction type"
        case .maxFee: "max fee"
        case .priorityFee: "priority fee"
        }
    }
}
