public import ZilliqaKit

/// An amount of ZIL as the paying account counts it, exact: Qa for the legacy account, wei for the
/// EVM one. Either is shown as ZIL.
///
/// ```swift
/// let fee = ZILAmount.qa(Amount(qa: 100_000_000_000))
/// print(fee.zil)   // "0.1"
/// ```
public enum ZILAmount: Sendable, Hashable {
    /// A legacy account's amount.
    case qa(Amount)
    /// An EVM account's amount.
    case wei(Wei)

    /// The exact amount in ZIL, without its symbol or thousands separators (`1.5`).
    public var zil: String {
        switch self {
        case .qa(let amount): amount.formatted(in: .zil)
        case .wei(let amount): amount.formatted(in: .zil)
        }
    }
}
