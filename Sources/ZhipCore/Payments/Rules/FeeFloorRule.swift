/// A price a gas below the network's is refused by the node (or, for a type 2 transaction, never
/// mined): said before anything is signed.
public struct FeeFloorRule: PaymentRule {
    public let name = "fee-floor"

    public init() {}

    public func check(_ facts: PaymentFacts) throws(PaymentRefusal) {
        let fee = facts.fee
        guard let network = fee.networkPricePerGas, fee.pricePerGas < network else { return }
        throw PaymentRefusal(
            rule: name,
            reason: "the price offered, \(fee.text(of: fee.pricePerGas)) a gas, is below the network's"
                + " \(fee.text(of: network)), so the node would refuse it",
            nextStep: "offer at least the network's price (leave the price out to pay it)")
    }
}
