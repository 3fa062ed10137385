/// A unit in which people write EVM amounts: 1 ZIL = 10^9 gwei = 10^18 wei.
///
/// Wei is the smallest unit and the one the `eth_` API uses; gas prices are often quoted in gwei.
/// ```swift
/// WeiUnit.zil.decimalPlaces   // 18
/// WeiUnit(symbol: "GWEI")     // .gwei
/// ```
public enum WeiUnit: Sendable, Hashable, CaseIterable {
    /// 1 ZIL = 10^18 wei.
    case zil
    /// 1 gwei = 10^9 wei.
    case gwei
    /// The smallest unit; EVM amounts on the wire are whole wei.
    case wei

    /// How many digits an amount written in this unit may have after the decimal separator.
    public var decimalPlaces: Int {
        switch self {
        case .zil: 18
        case .gwei: 9
        case .wei: 0
        }
    }

    /// How many wei one of this unit is: 10^`decimalPlaces`.
    public var weiPerUnit: UInt128 { DecimalText.power(ofTen: decimalPlaces) }

    /// The symbol written after an amount: `ZIL`, `gwei` or `wei`.
    public var symbol: String {
        switch self {
        case .zil: "ZIL"
        case .gwei: "gwei"
        case .wei: "wei"
        }
    }

    /// The unit whose symbol is `symbol` in any case (`"zil"`, `"Gwei"`, `"WEI"`), or nil.
    public init?(symbol: some StringProtocol) {
        let lowered = symbol.lowercased()
        guard let unit = WeiUnit.allCases.first(where: { $0.symbol.lowercased() == lowered }) else { return nil }
        self = unit
    }
}

extension WeiUnit: CustomStringConvertible {
    /// The symbol, e.g. `gwei`.
    public var description: String { symbol }
}
