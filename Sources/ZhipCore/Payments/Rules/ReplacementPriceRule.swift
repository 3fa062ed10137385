/// A replacement (`tx speedup`, `tx cancel`) the node would not take, refused before it is signed:
/// one at another nonce than the transaction it replaces (it would replace nothing), or at a price
/// below that transaction's. Zilliqa 2.0 keeps the pooled transaction when the new one's price
/// (`gasPrice`, or type 2's `maxFeePerGas`) is lower (`zilliqa/src/pool.rs:1019-1032`, v0.21.8) and
/// still answers `eth_sendRawTransaction` with the new hash (`zilliqa/src/api/eth.rs:928-931`): the
/// wallet would say it sent a replacement the node threw away.
public struct ReplacementPriceRule: PaymentRule {
    public let name = "replacement-price"

    public init() {}

    public func check(_ facts: PaymentFacts) throws(PaymentRefusal) {
        guard let replaced = facts.replacing else { return }
        guard facts.nonce.nonce == replaced.nonce else {
            throw PaymentRefusal(
                rule: name,
                reason: "the replacement's nonce \(facts.nonce.nonce) is not the pending transaction's"
                    + " \(replaced.nonce): it would replace nothing",
                nextStep: "leave the nonce to 'tx speedup' or 'tx cancel'")
        }
        let fee = facts.fee
        guard fee.pricePerGas < replaced.poolPrice else { return }
        // A legacy one's own price (the node shows it ÷ 420 rounded down), so that it reads as it was signed.
        let pending = fee.text(
            of: replaced.isLegacyZilliqa
                ? PaymentFeeFacts.pricePerEVMGas(legacy: replaced.legacyGasPrice) : replaced.poolPrice)
        throw PaymentRefusal(
            rule: name,
            reason: "the price offered, \(fee.text(of: fee.pricePerGas)) a gas, is below the pending transaction's"
                + " \(pending): the node would keep that one (and still answer with the new hash)",
            nextStep: "offer at least \(pending) (leave the price out for 10% more than it)")
    }
}
