public import ZilliqaKit

/// One side of a swap in the history: ZIL in wei, a listed token in its smallest units, or a token
/// not in the list, shown only by its contract and raw units (its own symbol, decimals and name are
/// the token's say, never shown).
public enum HistorySwapLeg: Sendable, Hashable {
    /// ZIL, in wei.
    case zil(Wei)
    /// A listed token, in its smallest unit.
    case token(Token, UInt256)
    /// A token not in the list: its contract and the units its logs say.
    case unlisted(contract: EVMAddress, units: UInt256)

    /// `10 ZIL`, `3.47 USDT`, `5000 units of 0x7cBF…` (the whole contract, EIP-55).
    public var text: String {
        switch self {
        case .zil(let wei): wei.description
        case .token(let token, let units): token.text(of: units)
        case .unlisted(let contract, let units): "\(units) units of \(contract.checksummed)"
        }
    }

    /// `ZIL`, the listed token's symbol, or the unlisted token's contract (EIP-55).
    public var asset: String {
        switch self {
        case .zil: "ZIL"
        case .token(let token, _): token.symbol
        case .unlisted(let contract, _): contract.checksummed
        }
    }

    /// The token's contract; nil for ZIL.
    public var contract: EVMAddress? {
        switch self {
        case .zil: nil
        case .token(let token, _): token.contract
        case .unlisted(let contract, _): contract
        }
    }

    /// The amount in its smallest unit: wei, or the token's.
    public var units: UInt256 {
        switch self {
        case .zil(let wei): UInt256(wei.wei)
        case .token(_, let units), .unlisted(_, let units): units
        }
    }
}
