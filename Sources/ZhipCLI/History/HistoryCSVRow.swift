import ZhipCore
import ZilliqaKit

/// One history entry as a row of `zhip-cli history --csv`, its fields in ``header``'s order; what
/// is not known, or does not apply, is an empty field.
///
/// ```swift
/// CSVTable(header: HistoryCSVRow.header, rows: page.entries.map { HistoryCSVRow($0, of: page.account).fields })
/// ```
struct HistoryCSVRow: Sendable, Hashable {
    /// The column names, in order.
    static let header = [
        "time", "hash", "account", "direction", "counterparty", "counterpartyName", "asset", "contract", "amount",
        "units", "feeZIL", "status", "explorer", "nodeClaims", "suspectedPoisoning",
    ]

    /// The fields, in ``header``'s order.
    let fields: [String]

    init(_ entry: HistoryEntry, of account: HistoryAccount) {
        let text = HistoryEntryText(entry, of: account)
        fields = [
            text.time ?? "", entry.hash.hex, account.displayAddress, text.direction, text.counterparty ?? "",
            entry.counterpartyName?.text ?? "", entry.amount.asset, Self.contract(of: entry.amount),
            Self.decimal(entry.amount), entry.amount.units.description, entry.fee?.formatted(in: .zil) ?? "",
            text.status, entry.explorerLink ?? "", text.claimedFields.joined(separator: " "), text.warning ?? "",
        ]
    }

    /// The token's contract (EIP-55); empty for ZIL.
    static func contract(of amount: HistoryAmount) -> String {
        switch amount {
        case .zil: ""
        case .token(let token, _): token.contract.checksummed
        case .allowance(let contract, _, _): contract.checksummed
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
        }
    }
}
