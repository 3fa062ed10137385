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

/// One entry: `{"hash", "time", "block", "direction", "counterparty", "amount": {"asset", "units",
/// "text"}, "fee": {"wei", "zil"}, "status", "explorer"}`, the optional ones absent when unknown.
struct HistoryEntryReport: Encodable {
    let hash: String
    /// UTC, ISO 8601: `2026-07-01T12:00:00Z`.
    let time: String?
    let block: UInt64?
    let direction: String
    let counterparty: String?
    let amount: HistoryAmountReport
    let fee: WeiForms?
    let status: String
    let explorer: String?

    /// The line the text output prints.
    let line: String

    init(_ entry: HistoryEntry, of account: HistoryAccount) {
        let text = HistoryEntryText(entry, of: account)
        hash = entry.hash.hex
        time = text.time
        block = entry.blockNumber
        direction = text.direction
        counterparty = text.counterparty
        amount = HistoryAmountReport(entry.amount)
        fee = entry.fee.map(WeiForms.init)
        status = text.status
        explorer = entry.explorerLink
        line = text.line
    }

    private enum CodingKeys: String, CodingKey {
        case hash, time, block, direction, counterparty, amount, fee, status, explorer
    }
}

/// An amount with its asset: `{"asset": "ZIL", "units": "<wei>", "text": "1.5 ZIL"}`, for a token
/// its symbol and smallest units.
struct HistoryAmountReport: Encodable {
    let asset: String
    let units: String
    let text: String

    init(_ amount: HistoryAmount) {
        asset = amount.asset
        text = amount.text
        switch amount {
        case .zil(let wei): units = String(wei.wei)
        case .token(_, let value): units = value.description
        }
    }
}
