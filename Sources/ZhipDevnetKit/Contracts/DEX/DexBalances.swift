public import ZilliqaKit

/// The balances, allowances and supply of one of the DEX's own tokens: WZIL, or a pair's LP token.
public struct DexBalances: Sendable, Hashable {
    /// The units in existence: WZIL's are the ZIL its address holds for them.
    public internal(set) var supply: UInt256 = .zero
    public internal(set) var balances: [Address: UInt256] = [:]
    public internal(set) var allowances: [ERC20Allowance: UInt256] = [:]

    /// `holder`'s units (0 when it holds none).
    public func balance(of holder: Address) -> UInt256 { balances[holder] ?? .zero }

    /// What `owner` lets `spender` spend.
    public func allowance(_ key: ERC20Allowance) -> UInt256 { allowances[key] ?? .zero }

    /// Sets `holder`'s units.
    mutating func setBalance(_ units: UInt256, of holder: Address) {
        balances[holder] = units.isZero ? nil : units
    }

    /// Sets an allowance.
    mutating func setAllowance(_ units: UInt256, _ key: ERC20Allowance) {
        allowances[key] = units.isZero ? nil : units
    }
}
