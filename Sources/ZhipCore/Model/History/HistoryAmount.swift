public import ZilliqaKit

/// What a history entry moved: ZIL in wei, or a listed token in its smallest units, decoded from
/// the receipt's ERC-20 `Transfer` logs (or, for a transfer that failed, from its calldata).
public enum HistoryAmount: Sendable, Hashable {
    /// ZIL, in wei (1 ZIL = 10^18 wei).
    case zil(Wei)
    /// A listed token, in its smallest unit.
    case token(Token, UInt256)

    /// The amount with its asset for people: `1.5 ZIL`, `12.5 USDT`.
    public var text: String {
        switch self {
        case .zil(let wei): wei.description
        case .token(let token, let units): token.text(of: units)
        }
    }

    /// `ZIL`, or the token's symbol.
    public var asset: String {
        switch self {
        case .zil: "ZIL"
        case .token(let token, _): token.symbol
        }
    }
}
