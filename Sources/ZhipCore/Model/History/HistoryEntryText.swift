import Foundation

/// A history entry as text, the same in every front end: its UTC time (ISO 8601), direction, the
/// other party as the account writes addresses, the amount with its asset, the fee, the status, and
/// the explorer link (else the hash).
///
/// ```swift
/// HistoryEntryText(entry, of: page.account).line
/// // "2026-07-01T12:00:00Z  out  0x5aAe…  1.5 ZIL  fee 0.1000000008 ZIL  success  https://…/tx/0x…"
/// ```
public struct HistoryEntryText: Sendable, Hashable {
    /// `2026-07-01T12:00:00Z`; nil when the node did not say.
    public let time: String?
    /// `in`, `out` or `self`.
    public let direction: String
    /// `zil1…` for the legacy account's history, `0x…` (EIP-55) for the EVM one's; nil for a creation.
    public let counterparty: String?
    /// `1.5 ZIL`, `12.5 USDT`.
    public let amount: String
    /// `0.1000000008 ZIL`; nil when the account paid none (someone else sent it) or not yet.
    public let fee: String?
    /// `success`, `failed` or `pending`.
    public let status: String
    /// The explorer link, else the hash.
    public let link: String

    public init(_ entry: HistoryEntry, of account: HistoryAccount) {
        time = entry.time.map { $0.formatted(Date.ISO8601FormatStyle(timeZone: .gmt)) }
        direction = entry.direction.rawValue
        counterparty = entry.counterparty.map(account.display)
        amount = entry.amount.text
        fee = entry.fee?.description
        status = entry.status.rawValue
        link = entry.explorerLink ?? entry.hash.hex
    }

    /// One line: the fields apart by two spaces, `-` for what is not known.
    public var line: String {
        [
            time ?? "(time unknown)", direction, counterparty ?? "(contract creation)", amount,
            fee.map { "fee " + $0 } ?? "fee -", status, link,
        ].joined(separator: "  ")
    }
}
