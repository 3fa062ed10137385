import ZhipCore
import ZilliqaKit

/// What `balance` shows of the ZIL a legacy account lodged in the migration escrow: the JSON
/// `"escrow": {"lodged": {"wei", "zil"}, "note": "claiming it needs …"}` (the note only above zero),
/// or `{"lodged": null, "error": "…"}` when the network's node gave no escrow answer.
struct EscrowLodgementForms: Encodable, Equatable {
    /// What is lodged, exact; nil when unanswered.
    let lodged: WeiForms?
    /// How a lodging above zero is claimed (``ZhipCore/EscrowLodging/claimSentence``).
    let note: String?
    /// Why there is no answer.
    let error: String?

    /// `wei` lodged.
    init(lodged wei: Wei) {
        lodged = WeiForms(wei)
        note = wei.wei > 0 ? EscrowLodging.claimSentence : nil
        error = nil
    }

    /// No escrow answer, for `reason`.
    init(unanswered reason: String) {
        lodged = nil
        note = nil
        error = reason
    }

    /// True when the text says it: something lodged, or no answer.
    var isWorthSaying: Bool { lodged.map { $0.wei != "0" } ?? true }

    /// The text's line: `12.5 ZIL lodged in the migration escrow (…); claiming it needs …`.
    var line: String {
        guard let lodged else { return "no answer from the migration escrow: \(error ?? "unknown")" }
        let amount = "\(lodged.zil) ZIL lodged in the migration escrow (\(lodged.wei) wei)"
        return note.map { "\(amount); \($0)" } ?? amount
    }
}
