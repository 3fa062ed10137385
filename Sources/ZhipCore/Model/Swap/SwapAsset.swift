public import ZilliqaKit

/// One side of a swap: ZIL (the router wraps and unwraps it through WZIL) or a token.
///
/// ```swift
/// let from = SwapAsset.zil
/// let to = SwapAsset.token(usdt)
/// to.address(wzil: exchange.wzil)   // the token's contract; ZIL's is WZIL's
/// ```
public enum SwapAsset: Sendable, Hashable {
    case zil
    case token(Token)

    /// What it is called: `ZIL`, or the token's symbol.
    public var symbol: String {
        switch self {
        case .zil: "ZIL"
        case .token(let token): token.symbol
        }
    }

    /// Its decimal places: 18 for ZIL (wei), the token's own.
    public var decimals: Int {
        switch self {
        case .zil: 18
        case .token(let token): token.decimals
        }
    }

    /// The token the router trades it as: ZIL as `wzil`.
    public func address(wzil: EVMAddress) -> EVMAddress {
        switch self {
        case .zil: wzil
        case .token(let token): token.contract
        }
    }

    /// The token, nil for ZIL.
    public var token: Token? {
        if case .token(let token) = self { return token }
        return nil
    }

    /// `units` of it, written out: `3.47 TUSD`, `10 ZIL`.
    public func text(of units: UInt256) -> String { "\(units.formatted(decimals: decimals)) \(symbol)" }

    /// `text`, a decimal number of it, in its smallest unit.
    /// - Throws: ``UInt256Error`` for text that is no amount of it.
    public func units(_ text: String) throws(UInt256Error) -> UInt256 { try UInt256(text, decimals: decimals) }
}
