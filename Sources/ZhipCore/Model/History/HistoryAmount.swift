public import ZilliqaKit

/// What a history entry moved or allowed: ZIL in wei, a listed token in its smallest units (decoded
/// from the receipt's ERC-20 `Transfer` logs, or for a transfer that failed from its calldata), the
/// allowance an approval set, or both sides of a swap.
public enum HistoryAmount: Sendable, Hashable {
    /// ZIL, in wei (1 ZIL = 10^18 wei).
    case zil(Wei)
    /// A listed token, in its smallest unit.
    case token(Token, UInt256)
    /// The allowance an `approve(spender, units)` set on `contract`, the token when it is listed;
    /// 2^256 − 1 is unlimited, 0 takes the allowance back.
    case allowance(contract: EVMAddress, token: Token?, units: UInt256)
    /// What a swap through a known DEX router took from the account and gave it.
    case swap(HistorySwap)

    /// The amount with its asset for people: `1.5 ZIL`, `12.5 USDT`, `unlimited USDT`,
    /// `50000 units of 0x7cBF…`, `-10 ZIL → +3.47 TUSD`.
    public var text: String {
        switch self {
        case .zil(let wei): wei.description
        case .token(let token, let units): token.text(of: units)
        case .allowance(_, _, let units) where units == .max: "unlimited \(asset)"
        case .allowance(_, let token?, let units): token.text(of: units)
        case .allowance(let contract, nil, let units): "\(units) units of \(contract.checksummed)"
        case .swap(let swap): swap.text
        }
    }

    /// `ZIL`, the token's symbol, or an unlisted token's contract (EIP-55); for a swap, what left
    /// the account (else what came in; `ZIL` when nothing moved).
    public var asset: String {
        switch self {
        case .zil: "ZIL"
        case .token(let token, _): token.symbol
        case .allowance(let contract, let token, _): token?.symbol ?? contract.checksummed
        case .swap(let swap): (swap.sent ?? swap.received)?.asset ?? "ZIL"
        }
    }

    /// The amount in its smallest unit: wei, or the token's; for a swap, of the side ``asset`` names
    /// (0 when nothing moved).
    public var units: UInt256 {
        switch self {
        case .zil(let wei): UInt256(wei.wei)
        case .token(_, let units), .allowance(_, _, let units): units
        case .swap(let swap): (swap.sent ?? swap.received)?.units ?? .zero
        }
    }
}
