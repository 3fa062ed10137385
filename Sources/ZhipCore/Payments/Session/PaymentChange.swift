/// A figure the review showed that is different once the key is unlocked and the payment read
/// again: the review is asked again, or with `--yes` the payment is refused, never signed unseen.
///
/// ```swift
/// PaymentChange(label: "fee", reviewed: "0.1 ZIL", now: "0.2 ZIL").description   // "fee: 0.1 ZIL, now 0.2 ZIL"
/// ```
public struct PaymentChange: Sendable, Hashable, CustomStringConvertible {
    public let label: String
    public let reviewed: String
    public let now: String

    public init(label: String, reviewed: String, now: String) {
        self.label = label
        self.reviewed = reviewed
        self.now = now
    }

    public var description: String { "\(label): \(reviewed) when reviewed, now \(now)" }

    /// What differs between `reviewed` and `now` among what `reviewed` showed: the recipient, the
    /// amounts, the fee and the most it can be, the balance after.
    static func changes(from reviewed: PaymentSummary, to now: PaymentSummary) -> [PaymentChange] {
        var changes: [PaymentChange] = []
        func compare(_ label: String, _ before: String?, _ after: String?) {
            guard let before, before != after else { return }
            changes.append(PaymentChange(label: label, reviewed: before, now: after ?? "unknown"))
        }
        compare("to", reviewed.to, now.to)
        compare("amount", reviewed.amount.zil + " ZIL", now.amount.zil + " ZIL")
        compare("token amount", reviewed.token?.amountText, now.token?.amountText)
        compare("fee", reviewed.fee.map { $0.zil + " ZIL" }, now.fee.map { $0.zil + " ZIL" })
        compare("fee at most", reviewed.maximumFee.map { $0.zil + " ZIL" }, now.maximumFee.map { $0.zil + " ZIL" })
        compare(
            "balance after", reviewed.balanceAfter.map { $0.zil + " ZIL" }, now.balanceAfter.map { $0.zil + " ZIL" })
        return changes
    }
}

/// What unlocking the key made of the payment under review.
public struct PaymentUnlock: Sendable {
    /// The payment as it will be signed.
    public let prepared: PreparedPayment
    /// What the review showed that changed: the review must be asked again (refused with `--yes`).
    public let changes: [PaymentChange]
    /// True when the review must be shown and confirmed again before signing: a change, or a fee
    /// the review could not show before the key was unlocked (a call's, estimated from the account).
    public let needsReview: Bool
}
