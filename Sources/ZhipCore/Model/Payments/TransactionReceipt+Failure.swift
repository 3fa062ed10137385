public import ZilliqaKit

extension TransactionReceipt {
    /// What a receipt that is not a success means for the person, in one clause after "confirmed
    /// as failed in block N": the amount did not move, but the network still charged the fee
    /// (both Zilliqa 1 and 2.0 do), with the node's reason when it gave one.
    /// ```swift
    /// receipt.failureWords   // "the amount was not transferred, but the fee was charged: the balance did not cover …"
    /// ```
    public var failureWords: String {
        "the amount was not transferred, but the fee was charged" + (reason.map { ": \($0)" } ?? "")
    }

    /// The first Scilla error or exception in words, if the receipt has one.
    private var reason: String? {
        if let code = errors.first {
            return switch code {
            case 2: "the balance did not cover the amount when the payment ran"
            case 21: "the gas limit was too low for the payment"
            default: "the network reported error \(code)"
            }
        }
        return exceptions.first.map { "the contract said \"\($0)\"" }
    }
}
