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
}
