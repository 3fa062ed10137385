/// A type 2 transaction whose priority fee is above its max fee is dropped by Zilliqa 2.0 without
/// a word (`zq2-eth-api.md` §2.3): refused before signing.
public struct PriorityFeeRule: PaymentRule {
    public let name = "priority-fee"

    public init() {}

    public func check(_ facts: PaymentFacts) throws(PaymentRefusal) {
        guard let priority = facts.fee.priorityFee, priority > facts.fee.pricePerGas else { return }
        throw PaymentRefusal(
            rule: name,
            reason: "the priority fee (\(priority.weiString) wei) is above the max fee"
                + " (\(facts.fee.pricePerGas.weiString) wei), so the node would drop the transaction silently",
            nextStep: "lower the priority fee to at most the max fee")
    }
}
