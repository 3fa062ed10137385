/// A gas limit within what the transaction needs and what it may take: at least its call data's
/// cost (a transfer's 21000; a legacy payment's 50), at most the block's or the intent's ceiling.
public struct GasLimitRule: PaymentRule {
    public let name = "gas-limit"

    public init() {}

    public func check(_ facts: PaymentFacts) throws(PaymentRefusal) {
        let gas = facts.gas
        if gas.limit < gas.bounds.least {
            throw PaymentRefusal(
                rule: name,
                reason: "the gas limit \(gas.limit) is below \(gas.bounds.least), \(gas.bounds.leastWhy)",
                nextStep: "give at least \(gas.bounds.least)"
                    + (facts.account == .evm ? ", or leave the gas limit out" : ""))
        }
        guard gas.limit > gas.bounds.most else { return }
        let what = gas.estimated ? "the node estimates \(gas.limit) gas" : "the gas limit \(gas.limit) is given"
        throw PaymentRefusal(
            rule: name, reason: "\(what), above \(gas.bounds.most), \(gas.bounds.mostWhy)",
            nextStep: gas.estimated ? "do not send it" : "give at most \(gas.bounds.most)")
    }
}
