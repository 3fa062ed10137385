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
        let whole = String(qa / unit.qaPerUnit)
        var text = Amount.grouped(whole, separator: thousandsSeparator)
        guard unit.decimalPlaces > 0 else { return text }

        let fractionValue = String(qa % unit.qaPerUnit)
        var fraction = String(repeating: "0", count: unit.decimalPlaces - fractionValue.count) + fractionValue
        let keep = Swift.min(Swift.max(minimumFractionDigits, 0), unit.decimalPlaces)
        while fraction.count > keep, fraction.last == "0" { fraction.removeLast() }
        if !fraction.isEmpty { text += decimalSeparator + fraction }
        return text
    }

    /// `digits` with `separator` between each group of three, counted from the right.
    private static func grouped(_ digits: String, separator: String?) -> String {
        guard let separator, !separator.isEmpty, digits.count > 3 else { return digits }
        var groups: [Substring] = []
        var end = digits.endIndex
        while end > digits.startIndex {
            let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
            groups.append(digits[start..<end])
            end = start
        }
        return groups.reversed().joined(separator: separator)
    }
}
