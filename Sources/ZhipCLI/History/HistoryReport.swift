import ZhipCore
import ZilliqaKit

/// `zhip-cli history --json`: `{"account", "address", "entries": […], "nextBefore"?}`.
struct HistoryReport: Encodable {
    /// `legacy` or `evm`.
    let account: String
    /// The account's address as the person knows it: `zil1…`, or `0x…` (EIP-55).
    let address: String
    let entries: [HistoryEntryReport]
    /// The `--before` of the next, older page; absent on the last.
    let nextBefore: UInt64?

    init(_ page: HistoryPage) {
        account = page.account.kind.rawValue
        address = page.account.displayAddress
        entries = page.entries.map { HistoryEntryReport($0, of: page.account) }
        nextBefore = page.nextBefore
    }
}

/// One entry: `{"hash", "time", "block", "direction", "counterparty", "counterpartyName", "amount":
/// {"asset", "units", "text"}, "swap": {"sent", "received"}, "fee": {"wei", "zil"}, "status", "explorer", "nodeClaims": [{"field",
/// "reason"}], "suspectedPoisoning": {"resembles", "seen", "warning"}, "stuck": {"reason", "description",
/// "fix"}}`, the optional ones absent when unknown, `nodeClaims` when a figure is the node's claim, not a
/// fact, `swap` for a swap through a known DEX router (`direction` `swap`), `stuck` for a pending one the node will not mine as it is (and the command that fixes it).
struct HistoryEntryReport: Encodable {
    let hash: String
    /// UTC, ISO 8601: `2026-07-01T12:00:00Z`.
    let time: String?
    let block: UInt64?
    let direction: String
    let counterparty: String?
    /// `contact Alice`, `alice.zil`; absent when the counterparty has no name.
    let counterpartyName: String?
    let amount: HistoryAmountReport
    /// What a swap took and gave: `{"sent": {…}|null, "received": {…}|null}`; absent for anything else.
    let swap: HistorySwapReport?
    let fee: WeiForms?
    let status: String
    let explorer: String?
    /// The figures no block allows, each `{"field": "fee"|"time"|"amount", "reason"}`; absent when none.
    let nodeClaims: [NodeClaimReport]?
    /// The known address the counterparty imitates, when the entry looks like address poisoning.
    let suspectedPoisoning: PoisoningReport?
    /// Why a pending entry is not being mined, and the command that fixes it.
    let stuck: EVMStatusReport.StuckForms?

    /// The line the text output prints, then its notes.
    let line: String

    init(_ entry: HistoryEntry, of account: HistoryAccount) {
        let text = HistoryEntryText(entry, of: account)
        hash = entry.hash.hex
        time = text.time
        block = entry.blockNumber
        direction = text.direction
        counterparty = text.counterparty
        counterpartyName = text.counterpartyName
        suspectedPoisoning = entry.suspectedPoisoning.map { resembled in
            PoisoningReport(
                resembles: account.display(resembled.address), seen: resembled.seen.description,
                warning: text.warning ?? "")
        }
        amount = HistoryAmountReport(entry.amount)
        if case .swap(let moved) = entry.amount { swap = HistorySwapReport(moved) } else { swap = nil }
        fee = entry.fee.map(WeiForms.init)
        status = text.status
        explorer = entry.explorerLink
        nodeClaims = entry.nodeClaims.isEmpty ? nil : entry.nodeClaims.map(NodeClaimReport.init)
        line = text.line
        stuck = entry.stuck.map {
            EVMStatusReport.StuckForms(reason: $0.code, description: $0.description, fix: $0.fix)
        }
        notes = text.notes
    }

    /// The notes printed under the line: why a figure is the node's claim; why a pending one is stuck.
    let notes: [String]

    private enum CodingKeys: String, CodingKey {
        case hash, time, block, direction, counterparty, counterpartyName, amount, swap, fee, status, explorer
        case nodeClaims
        case suspectedPoisoning, stuck
    }
}

/// `{"resembles": "0x…", "seen": "your contact Alice", "warning": "suspected address poisoning: …"}`.
struct PoisoningReport: Encodable {
    let resembles: String
    let seen: String
    let warning: String
}

/// A figure of an entry that is the node's claim: `{"field": "fee", "reason": "the node says …"}`.
struct NodeClaimReport: Encodable {
    let field: String
    let reason: String

    init(_ claim: HistoryNodeClaim) {
        field = claim.field
        reason = claim.reason
    }
}

/// An amount with its asset: `{"asset": "ZIL", "units": "<wei>", "text": "1.5 ZIL"}`, for a token
/// its symbol (an unlisted token's contract) and smallest units; an unlimited allowance's units are
/// 2^256 − 1 and its text `unlimited USDT`; a swap's text says both sides (`-10 ZIL → +3.47 TUSD`),
/// its asset and units are what left (``HistorySwapReport`` has both).
struct HistoryAmountReport: Encodable {
    let asset: String
    let units: String
    let text: String

    init(_ amount: HistoryAmount) {
        asset = amount.asset
        text = amount.text
        units = amount.units.description
    }
}
