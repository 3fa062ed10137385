import Foundation

/// A history entry as text, the same in every front end: its UTC time (ISO 8601), direction, the
/// other party as the account writes addresses, the amount with its asset, the fee, the status, and
/// the explorer link (else the hash); a figure no block allows is marked as the node's claim, with
/// a note saying why.
///
/// ```swift
/// HistoryEntryText(entry, of: page.account).line
/// // "2026-07-01T12:00:00Z  out  0x5aAe…  1.5 ZIL  fee 0.1000000008 ZIL  success  https://…/tx/0x…"
/// ```
public struct HistoryEntryText: Sendable, Hashable {
    /// `2026-07-01T12:00:00Z`; nil when the node did not say.
    public let time: String?
    /// `in`, `out`, `self`, `interaction` or `approval`.
    public let direction: String
    /// `zil1…` for the legacy account's history, `0x…` (EIP-55) for the EVM one's; nil for a creation.
    public let counterparty: String?
    /// The counterparty's name: `contact Alice`, `alice.zil`; nil when it has none.
    public let counterpartyName: String?
    /// The warning of suspected address poisoning: `suspected address poisoning: looks like 0x… (your
    /// contact Alice); never pay it`; nil otherwise.
    public let warning: String?
    /// `1.5 ZIL`, `12.5 USDT`, `unlimited USDT`.
    public let amount: String
    /// `0.1000000008 ZIL`; nil when the account paid none (someone else sent it) or not yet.
    public let fee: String?
    /// `success`, `failed` or `pending`.
    public let status: String
    /// The explorer link, else the hash.
    public let link: String
    /// The fields that are the node's claim (`fee`, `time`, `amount`), in the entry's order.
    public let claimedFields: [String]
    /// Why each is the node's claim: `fee is the node's claim: the node says the transaction used …`;
    /// then, for a stuck pending one, why it waits and what fixes it.
    public let notes: [String]

    /// What marks a figure that is the node's claim in ``line``.
    public static let claimMark = " (the node's claim)"

    public init(_ entry: HistoryEntry, of account: HistoryAccount) {
        time = entry.time.map { $0.formatted(Date.ISO8601FormatStyle(timeZone: .gmt)) }
        direction = entry.direction.rawValue
        counterparty = entry.counterparty.map(account.display)
        counterpartyName = entry.counterpartyName?.description
        warning = entry.suspectedPoisoning.map { resembled in
            "suspected address poisoning: it looks like \(account.display(resembled.address)) (\(resembled.seen)) but"
                + " is another address; never copy it as a recipient"
        }
        amount = entry.amount.text
        fee = entry.fee?.description
        status = entry.status.rawValue
        link = entry.explorerLink ?? entry.hash.hex
        claimedFields = entry.nodeClaims.map(\.field)
        notes =
            entry.nodeClaims.map { "\($0.field) is the node's claim, not a fact: \($0.reason)" }
            + (entry.stuck.map { ["\($0.description); fix: \($0.fix)"] } ?? [])
    }

    /// One line: the fields apart by two spaces, `-` for what is not known, each figure that is the
    /// node's claim followed by ``claimMark``.
    public var line: String {
        let mark = { (field: String) in claimedFields.contains(field) ? Self.claimMark : "" }
        return [
            (time ?? "(time unknown)") + mark("time"), direction,
            (counterparty ?? "(contract creation)") + (counterpartyName.map { " (\($0))" } ?? ""),
            amount + mark("amount"), (fee.map { "fee " + $0 } ?? "fee -") + mark("fee"), status, link,
        ].joined(separator: "  ") + (warning.map { "  [\($0)]" } ?? "")
    }
}
