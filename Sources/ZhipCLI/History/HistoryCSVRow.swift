import ZhipCore
import ZilliqaKit

/// One history entry as a row of `zhip-cli history --csv`, its fields in ``header``'s order; what
/// is not known, or does not apply, is an empty field. A swap is two rows (``rows(_:of:)``).
///
/// ```swift
/// CSVTable(header: HistoryCSVRow.header, rows: page.entries.flatMap { HistoryCSVRow.rows($0, of: page.account) }.map(\.fields))
/// ```
struct HistoryCSVRow: Sendable, Hashable {
    /// The column names, in order.
    static let header = [
        "time", "hash", "account", "direction", "counterparty", "counterpartyName", "asset", "contract", "amount",
        "units", "feeZIL", "status", "explorer", "nodeClaims", "suspectedPoisoning",
    ]

    /// The fields, in ``header``'s order.
    let fields: [String]

    /// What the asset columns say: `asset`, `contract`, `amount`, `units`.
    private typealias AssetColumns = (asset: String, contract: String, amount: String, units: String)

    init(_ entry: HistoryEntry, of account: HistoryAccount) {
        let amount = entry.amount
        self.init(
            entry, of: account, direction: HistoryEntryText(entry, of: account).direction,
            asset: (amount.asset, Self.contract(of: amount), Self.decimal(amount), amount.units.description),
            withFee: true)
    }

    private init(
        _ entry: HistoryEntry, of account: HistoryAccount, direction: String, asset: AssetColumns, withFee: Bool
    ) {
        let text = HistoryEntryText(entry, of: account)
        fields = [
            text.time ?? "", entry.hash.hex, account.displayAddress, direction, text.counterparty ?? "",
            entry.counterpartyName?.text ?? "", asset.asset, asset.contract, asset.amount, asset.units,
            withFee ? entry.fee?.formatted(in: .zil) ?? "" : "", text.status, entry.explorerLink ?? "",
            text.claimedFields.joined(separator: " "), text.warning ?? "",
        ]
    }

    /// The rows of `entry`: one; for a swap that moved something, an `out` row of what left the account
    /// (with the fee) and an `in` row of what came in (without it, so that a sum of the fee column counts
    /// it once), each side only when it moved; for a swap that moved nothing (it failed), one `swap`
    /// row of 0 ZIL with the fee. The rows have the entry's hash, time, router and status.
    static func rows(_ entry: HistoryEntry, of account: HistoryAccount) -> [HistoryCSVRow] {
        guard case .swap(let swap) = entry.amount, swap.sent != nil || swap.received != nil else {
            return [HistoryCSVRow(entry, of: account)]
        }
        let sent = swap.sent.map {
            HistoryCSVRow(
                entry, of: account, direction: HistoryDirection.outgoing.rawValue, asset: Self.columns(of: $0),
                withFee: true)
        }
        let received = swap.received.map {
            HistoryCSVRow(
                entry, of: account, direction: HistoryDirection.incoming.rawValue, asset: Self.columns(of: $0),
                withFee: sent == nil)
        }
        return [sent, received].compactMap { $0 }
    }

    /// The asset columns of one side of a swap: an unlisted token's amount is empty (its decimals are
    /// not known), its units and contract say it.
    private static func columns(of leg: HistorySwapLeg) -> AssetColumns {
        (leg.asset, leg.contract?.checksummed ?? "", decimal(leg), leg.units.description)
    }

    /// The token's contract (EIP-55); empty for ZIL; for a swap, as ``HistoryAmount/asset`` chooses the side.
    static func contract(of amount: HistoryAmount) -> String {
        switch amount {
        case .zil: ""
        case .token(let token, _): token.contract.checksummed
        case .allowance(let contract, _, _): contract.checksummed
        case .swap(let swap): (swap.sent ?? swap.received)?.contract?.checksummed ?? ""
        }
    }

    /// The exact decimal amount in the asset's units (`1.5`), never rounded; empty for an allowance
    /// of a token not listed, whose decimals the wallet does not know (its `units` column has it).
    static func decimal(_ amount: HistoryAmount) -> String {
        switch amount {
        case .zil(let wei): wei.formatted(in: .zil)
        case .token(let token, let units), .allowance(_, let token?, let units):
            units.formatted(decimals: token.decimals)
        case .allowance(_, nil, _): ""
        case .swap(let swap): (swap.sent ?? swap.received).map(decimal) ?? "0"
        }
    }

    /// One side of a swap's exact decimal amount; empty for a token not listed.
    private static func decimal(_ leg: HistorySwapLeg) -> String {
        switch leg {
        case .zil(let wei): wei.formatted(in: .zil)
        case .token(let token, let units): units.formatted(decimals: token.decimals)
        case .unlisted: ""
        }
    }
}
