/// A unit in which people write Zilliqa amounts: 1 ZIL = 10^6 Li = 10^12 Qa.
///
/// Qa is the smallest unit and the one the wire uses; ZIL is what people think in; gas
/// prices are usually quoted in Li.
/// ```swift
/// AmountUnit.zil.decimalPlaces   // 12
/// AmountUnit.li.qaPerUnit        // 1_000_000
/// AmountUnit(symbol: "li")       // .li
/// ```
public enum AmountUnit: Sendable, Hashable, CaseIterable {
    /// 1 ZIL = 10^12 Qa.
    case zil
    /// 1 Li = 10^6 Qa.
    case li
    /// The smallest unit; amounts on the wire are whole Qa.
    case qa

    /// How many digits an amount written in this unit may have after the decimal separator.
    public var decimalPlaces: Int {
        switch self {
        case .zil: 12
        case .li: 6
        case .qa: 0
        }
    }

    /// How many Qa one of this unit is: 10^`decimalPlaces`.
    public var qaPerUnit: UInt128 {
        switch self {
        case .zil: 1_000_000_000_000
        case .li: 1_000_000
        case .qa: 1
        }
    }

    /// The symbol written after an amount: `ZIL`, `Li` or `Qa`.
    public var symbol: String {
        switch self {
        case .zil: "ZIL"
        case .li: "Li"
        case .qa: "Qa"
        }
    }

    /// The unit whose symbol is `symbol` in any case (`"zil"`, `"Li"`, `"QA"`), or nil.
    public init?(symbol: some StringProtocol) {
        let lowered = symbol.lowercased()
        guard let unit = AmountUnit.allCases.first(where: { $0.symbol.lowercased() == lowered }) else { return nil }
        self = unit
    }
}

extension AmountUnit: CustomStringConvertible {
    /// The symbol, e.g. `ZIL`.
    public var description: String { symbol }
}
