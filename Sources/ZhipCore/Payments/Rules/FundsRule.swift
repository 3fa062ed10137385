import ZilliqaKit

/// The one funds check, for both accounts and every intent: the ZIL the transaction carries plus
/// the most its fee can be, within the balance less what the account's pending sends will take; a
/// token transfer's amount within the token balance less its pending sends. Sums that cannot be
/// counted are refusals, never a wrap.
public struct FundsRule: PaymentRule {
    public let name = "funds"

    public init() {}

    public func check(_ facts: PaymentFacts) throws(PaymentRefusal) {
        let (required, overflow) = facts.value.wei.addingReportingOverflow(facts.fee.most.wei)
        guard !overflow, facts.fee.most.wei < .max else {
            throw PaymentRefusal(
                rule: name, reason: "the amount plus the most the fee can be is more than can be counted in wei",
                nextStep: "give a smaller amount or fee")
        }
        guard let funds = facts.funds else { return }
        let available = funds.available
        let pending = funds.pending.wei > 0 ? " (\(Self.zil(funds.pending)) of it held by your pending sends)" : ""
        if required > available.wei {
            let most = facts.fee.most
            let what = facts.value.wei > 0 ? "the amount and the most the fee can be" : "the most its fee can be"
            throw PaymentRefusal(
                rule: name,
                reason: "insufficient funds: the \(facts.kind.noun) needs \(Self.zil(Wei(wei: required))) (\(what)) and"
                    + " the balance is \(Self.zil(funds.balance))\(pending)",
                nextStep: facts.kind.movesAmount && facts.asset == .zil && available.wei > most.wei
                    ? "send at most \(Self.zil(Wei(wei: available.wei - most.wei))) at this fee, or fund the account"
                    : "fund the account with ZIL for the fee first")
        }
        guard [.tokenTransfer, .swap, .wrap].contains(facts.kind), let token = facts.asset.token,
            let have = funds.tokenAvailable,
            facts.amount > have
        else { return }
        throw PaymentRefusal(
            rule: name,
            reason: "insufficient \(token.label): the payment needs \(token.text(of: facts.amount)) and the balance is"
                + " \(token.text(of: funds.tokenBalance ?? .zero))"
                + (funds.tokenPending.isZero
                    ? "" : " (\(token.text(of: funds.tokenPending)) of it held by pending sends)"),
            nextStep: "send at most \(token.text(of: have)), or fund the account")
    }

    /// `1000.1000000008 ZIL (1000100000000800000000 wei)`: exact in both units.
    static func zil(_ amount: Wei) -> String { "\(amount.formatted(in: .zil)) ZIL (\(amount.weiString) wei)" }
}
