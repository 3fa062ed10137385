/// What a swap through a known DEX router moved for the account (docs/history.md §2, rule 2b): what
/// left it and what came in, each nil when nothing did (a failed swap moved nothing; its fee is the
/// entry's).
///
/// ```swift
/// HistorySwap(sent: .zil(Wei(10, unit: .zil)), received: .token(tusd, 3_470_000)).text
/// // "-10 ZIL → +3.47 TUSD"
/// ```
public struct HistorySwap: Sendable, Hashable {
    /// What left the account: the ZIL the router wrapped (the value less any refund), or the first
    /// token of the path that its `Transfer` logs took from the account.
    public let sent: HistorySwapLeg?
    /// What came in: the last token of the path that its `Transfer` logs gave the account, or the
    /// ZIL the router unwrapped (its WZIL `Withdrawal`) and paid on to it.
    public let received: HistorySwapLeg?

    public init(sent: HistorySwapLeg?, received: HistorySwapLeg?) {
        self.sent = sent
        self.received = received
    }

    /// What a swap that moved nothing (it failed) says.
    public static let nothingMovedText = "nothing moved"

    /// `-10 ZIL → +3.47 TUSD`; `nothing moved` when neither side did; a side that did not move is `nothing`.
    public var text: String {
        guard sent != nil || received != nil else { return Self.nothingMovedText }
        return (sent.map { "-" + $0.text } ?? "nothing") + " → " + (received.map { "+" + $0.text } ?? "nothing")
    }
}
