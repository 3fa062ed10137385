/// The one place where exact decimal text becomes a whole number of a smallest unit and back,
/// for ``Amount`` (Qa, 12 places a ZIL), ``Wei`` (18 places a ZIL) and token amounts
/// (``UInt256``, in a token's own decimals).
///
/// Digit by digit, never through a floating-point number; overflow is reported, never trapped.
enum DecimalText {
    /// Why some text is not a number with `decimalPlaces` places; the public types map this
    /// to ``AmountError`` with their own units.
    enum Failure: Error, Equatable {
        case empty
        case negative
        case noDigits
        case notANumber(character: Character, position: Int)
        case moreThanOneSeparator(position: Int)
        /// The trimmed text, and how many significant decimal places it has.
        case tooManyDecimalPlaces(text: String, found: Int)
        /// The trimmed text.
        case tooLarge(text: String)
    }

    /// The whole number of smallest units that `text` means when one unit has `decimalPlaces`
    /// places: `"1.5"` with 12 places is 1_500_000_000_000. White space around it is ignored.
    static func parse<Number: DecimalTextNumber>(
        _ text: String, decimalPlaces: Int, decimalSeparators: Set<Character>
    ) throws(Failure) -> Number {
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
        guard fractionDigits.count <= decimalPlaces else {
            throw .tooManyDecimalPlaces(text: String(trimmed), found: fractionDigits.count)
        }
        // The value's digits are the whole digits followed by the fraction padded to the places.
        let padding = [UInt8](repeating: 0, count: decimalPlaces - fractionDigits.count)
        guard let value = Number(checkedDecimalDigits: integerDigits + fractionDigits + padding) else {
            throw .tooLarge(text: String(trimmed))
        }
        return value
    }

    /// The number that a wire string of nothing but the digits 0-9 means (no white space,
    /// sign or separator), as the legacy JSON-RPC sends amounts.
    static func parseDigits<Number: DecimalTextNumber>(_ text: String) throws(Failure) -> Number {
        guard let first = text.first else { throw .empty }
        guard first != "-" else { throw .negative }
        var digits: [UInt8] = []
        for (offset, character) in text.enumerated() {
            guard let digit = character.asciiDigitValue else {
                throw .notANumber(character: character, position: offset)
            }
            digits.append(digit)
        }
        guard let value = Number(checkedDecimalDigits: digits) else { throw .tooLarge(text: text) }
        return value
    }

    /// `value` smallest units as an exact decimal number of a unit with `decimalPlaces` places.
    ///
    /// Trailing zeros of the fraction are left off down to `minimumFractionDigits` (clamped to
    /// `0...decimalPlaces`), and the separator too when no fraction digit is left.
    static func format(
        _ value: some DecimalTextNumber, decimalPlaces: Int, thousandsSeparator: String?, decimalSeparator: String,
        minimumFractionDigits: Int
    ) -> String {
        // The value's digits, padded with leading zeros to at least one whole digit and the places.
        let digits = value.decimalDigits
        let padded = String(repeating: "0", count: Swift.max(decimalPlaces + 1 - digits.count, 0)) + digits
        let wholeEnd = padded.index(padded.endIndex, offsetBy: -decimalPlaces)
        var text = grouped(String(padded[..<wholeEnd]), separator: thousandsSeparator)
        guard decimalPlaces > 0 else { return text }

        var fraction = String(padded[wholeEnd...])
        let keep = Swift.min(Swift.max(minimumFractionDigits, 0), decimalPlaces)
        while fraction.count > keep, fraction.last == "0" { fraction.removeLast() }
        if !fraction.isEmpty { text += decimalSeparator + fraction }
        return text
    }

    /// `digits` with `separator` between each group of three, counted from the right.
    static func grouped(_ digits: String, separator: String?) -> String {
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

    /// 10^`exponent`, for the few exponents units have (0...18); larger ones would overflow.
    static func power(ofTen exponent: Int) -> UInt128 {
        (0..<exponent).reduce(UInt128(1)) { product, _ in product * 10 }
    }
}

/// A whole number that ``DecimalText`` reads and writes: `UInt128` for ZIL amounts, ``UInt256``
/// for token amounts.
protocol DecimalTextNumber {
    /// The number with these decimal digits (each 0-9, most significant first), or nil when it
    /// is more than the type holds. Leading zeros are fine; no digits is zero.
    init?(checkedDecimalDigits digits: [UInt8])

    /// The number's decimal digits without leading zeros (`"0"` for zero).
    var decimalDigits: String { get }
}

extension UInt128: DecimalTextNumber {
    var decimalDigits: String { String(self) }

    init?(checkedDecimalDigits digits: [UInt8]) {
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
