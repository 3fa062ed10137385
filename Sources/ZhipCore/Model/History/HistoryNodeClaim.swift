public import ZilliqaKit

/// A figure of a history entry that no block allows, so that it is the node's claim and not a fact:
/// gas used above the block gas limit (and the fee worked out from it), a time after the latest
/// block's, or an amount above the asset's whole supply (docs/history.md).
///
/// ```swift
/// for claim in entry.nodeClaims { print("\(claim.field): \(claim.reason)") }
/// // fee: the node says the transaction used 18446744073709551615 gas, above the block gas limit of 84000000
/// ```
public enum HistoryNodeClaim: Sendable, Hashable {
    /// The receipt's gas used is above the gas limit of every block (so the fee is too).
    case gasUsed(UInt64, blockGasLimit: UInt64)
    /// The price a gas of the account's own transaction was charged at is above the fee ceiling a
    /// payment meets unless a high fee was allowed (so the fee is doubtful too).
    case gasPrice(Wei, ceiling: Wei)
    /// The block's time is after the latest block's.
    case time(timestamp: UInt64, latestBlock: UInt64)
    /// The amount is more than there is of its asset.
    case amount(supply: HistoryAmount)

    /// The figure it casts doubt on: `fee`, `time` or `amount`.
    public var field: String {
        switch self {
        case .gasUsed, .gasPrice: "fee"
        case .time: "time"
        case .amount: "amount"
        }
    }

    /// Why the figure cannot be true, in words.
    public var reason: String {
        switch self {
        case .gasUsed(let gasUsed, let limit):
            "the node says the transaction used \(gasUsed) gas, above the block gas limit of \(limit)"
        case .gasPrice(let price, let ceiling):
            "the node says a gas was charged \(price.wei) wei, above the \(ceiling.wei) wei a payment pays unless a "
                + "high fee was allowed"
        case .time(let timestamp, let latest):
            "the node dates its block \(timestamp) (seconds since 1970), after its latest block's \(latest)"
        case .amount(let supply):
            "the node's figure is more than the whole supply of \(supply.text)"
        }
    }
}
