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
        let trimmed = text.trimmingWhitespace()
        guard let first = trimmed.first else { throw .empty }
        guard first != "-" else { throw .negative }
        let offsetOfTrimmed = text.distance(from: text.startIndex, to: trimmed.startIndex)

        var integerDigits: [UInt8] = []
        var fractionDigits: [UInt8] = []
        var separatorSeen = false
        for (offset, character) in trimmed.enumerated() {
            if let digit = character.asciiDigitValue {
                if separatorSeen { fractionDigits.append(digit) } else { integerDigits.append(digit) }
            } else if decimalSeparators.contains(character) {
                guard !separatorSeen else { throw .moreThanOneSeparator(position: offsetOfTrimmed + offset) }
                separatorSeen = true
            } else {
                throw .notANumber(character: character, position: offsetOfTrimmed + offset)
            }
        }
        guard !integerDigits.isEmpty || !fractionDigits.isEmpty else { throw .noDigits }

        while fractionDigits.last == 0 { fractionDigits.removeLast() }
        guard fractionDigits.count <= unit.decimalPlaces else {
            throw .tooManyDecimalPlaces(text: String(trimmed), found: fractionDigits.count, unit: unit)
        }
        // The Qa value's digits are the whole digits followed by the fraction padded to the unit's places.
        let padding = [UInt8](repeating: 0, count: unit.decimalPlaces - fractionDigits.count)
        guard let qa = UInt128(checkedDecimalDigits: integerDigits + fractionDigits + padding) else {
            throw .tooLarge(text: String(trimmed), unit: unit)
        }
        self.init(qa: qa)
    }

    /// Parses the wire form: a decimal string of Qa with nothing but the digits 0-9, as the
    /// JSON-RPC sends `balance`, `amount` and `gasPrice` (no white space, sign or separator).
    /// ```swift
    /// try Amount(qaString: "2000000000")   // 2000 Li
    /// ```
    public init(qaString text: String) throws(AmountError) {
        guard let first = text.first else { throw .empty }
        guard first != "-" else { throw .negative }
        var digits: [UInt8] = []
        for (offset, character) in text.enumerated() {
            guard let digit = character.asciiDigitValue else {
                throw .notANumber(character: character, position: offset)
            }
            digits.append(digit)
        }
        guard let qa = UInt128(checkedDecimalDigits: digits) else { throw .tooLarge(text: text, unit: .qa) }
        self.init(qa: qa)
    }

    /// The wire form: the amount in Qa as a decimal string, e.g. `"1500000000000"`.
    public var qaString: String { String(qa) }
}

extension UInt128 {
    /// The number with these decimal digits (each 0-9, most significant first), or nil when it
    /// is more than `UInt128.max`. Leading zeros are fine; no digits is zero.
    fileprivate init?(checkedDecimalDigits digits: [UInt8]) {
        var value: UInt128 = 0
        for digit in digits {
            let (shifted, shiftOverflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, sumOverflow) = shifted.addingReportingOverflow(UInt128(digit))
            if shiftOverflow || sumOverflow { return nil }
            value = sum
        }
        self = value
    }
}

extension Character {
    /// The value of an ASCII digit 0-9, or nil for anything else (other scripts' digits included).
    fileprivate var asciiDigitValue: UInt8? {
        guard let ascii = asciiValue, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(ascii) else { return nil }
        return ascii - UInt8(ascii: "0")
    }
}
