extension Amount {
    /// Parses a decimal number of `unit` exactly, as people type it: `"1.5"`, `"0.000000000001"`,
    /// `"21000000000"`, `".5"`, `"5."`. White space around it is ignored.
    ///
    /// - Parameter decimalSeparators: the characters accepted as the decimal separator; `["."]`
    ///   by default, `[","]` for a comma locale, `[".", ","]` to accept either. At most one
    ///   separator may appear, so `"1,000.5"` is refused even when both are accepted.
    ///
    /// Thousands separators are refused, never skipped: with the default `"1,000"` is an error,
    /// not 1000. When `","` is accepted as a decimal separator, `"1,000"` means 1.000 (one), so a
    /// front end that accepts either separator should show the parsed amount back to the person.
    /// Trailing zeros beyond the unit's decimal places are accepted (`"1.50000000000000"` ZIL is
    /// exact); a non-zero digit beyond them is ``AmountError/tooManyDecimalPlaces(text:found:unit:)``.
    /// ```swift
    /// try Amount("1.5", unit: .zil).qa                            // 1_500_000_000_000
    /// try Amount("2000", unit: .li).qa                            // 2_000_000_000
    /// try Amount("0,25", unit: .zil, decimalSeparators: [","])    // 0.25 ZIL
    /// ```
    public init(_ text: String, unit: AmountUnit, decimalSeparators: Set<Character> = ["."]) throws(AmountError) {
        do {
            self.init(
                qa: try DecimalText.parse(
                    text, decimalPlaces: unit.decimalPlaces, decimalSeparators: decimalSeparators))
        } catch {
            throw AmountError(error, unit: unit)
        }
    }

    /// Parses the wire form: a decimal string of Qa with nothing but the digits 0-9, as the
    /// JSON-RPC sends `balance`, `amount` and `gasPrice` (no white space, sign or separator).
    /// ```swift
    /// try Amount(qaString: "2000000000")   // 2000 Li
    /// ```
    public init(qaString text: String) throws(AmountError) {
        do {
            self.init(qa: try DecimalText.parseDigits(text))
        } catch {
            throw AmountError(error, unit: .qa)
        }
    }

    /// The wire form: the amount in Qa as a decimal string, e.g. `"1500000000000"`.
    public var qaString: String { String(qa) }
}
