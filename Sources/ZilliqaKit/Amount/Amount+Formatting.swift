extension Amount {
    /// The amount as an exact decimal number of `unit`, without the unit's symbol.
    ///
    /// Trailing zeros of the fraction are left off down to `minimumFractionDigits` (clamped to
    /// `0...unit.decimalPlaces`), and the separator too when no fraction digit is left. Nothing
    /// is ever rounded. With the default arguments the text parses back to the same amount.
    /// ```swift
    /// Amount(qa: 1_500_000_000_000).formatted(in: .zil)                          // "1.5"
    /// Amount(qa: 1).formatted(in: .zil)                                          // "0.000000000001"
    /// Amount(21_000_000_000, unit: .zil).formatted(in: .zil, thousandsSeparator: ",")  // "21,000,000,000"
    /// Amount(2, unit: .zil).formatted(in: .zil, minimumFractionDigits: 2)        // "2.00"
    /// ```
    public func formatted(
        in unit: AmountUnit = .zil,
        thousandsSeparator: String? = nil,
        decimalSeparator: String = ".",
        minimumFractionDigits: Int = 0
    ) -> String {
        DecimalText.format(
            qa, decimalPlaces: unit.decimalPlaces, thousandsSeparator: thousandsSeparator,
            decimalSeparator: decimalSeparator, minimumFractionDigits: minimumFractionDigits)
    }
}
