public import ZilliqaKit

/// What a payment moves or allows: ZIL, or a token, its amount counted in the asset's smallest
/// unit (wei for ZIL, the token's own for a token).
///
/// ```swift
/// let asset = PaymentAsset.token(usdt)
/// asset.text(of: 12_500_000)   // "12.5 USDT"
/// ```
public enum PaymentAsset: Sendable, Hashable {
    case zil
    case token(Token)

    /// The token, nil for ZIL.
    public var token: Token? {
        if case .token(let token) = self { token } else { nil }
    }

    /// `units` of the asset with its unit: `1.5 ZIL`, `12.5 USDT`.
    public func text(of units: UInt256) -> String {
        switch self {
        case .zil: "\(units.formatted(decimals: 18)) ZIL"
        case .token(let token): token.text(of: units)
        }
    }
}

/// How much a payment moves: exactly an amount, or (ZIL only) all the balance leaves once the
/// fee and the account's pending sends are paid for.
public enum PaymentAmount: Sendable, Hashable {
    /// Exactly this many of the asset's smallest unit.
    case exactly(UInt256)
    /// All the ZIL the fee and the pending sends leave ("send max").
    case max

    /// The exact amount, nil for ``max``.
    public var exact: UInt256? {
        if case .exactly(let units) = self { units } else { nil }
    }
}
