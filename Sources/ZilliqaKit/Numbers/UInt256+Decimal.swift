extension UInt256: DecimalTextNumber {
    /// The number with these decimal digits, or nil past ``max``; the parsing behind ``DecimalText``.
    init?(checkedDecimalDigits digits: [UInt8]) {
        var value = UInt256.zero
        for digit in digits {
            let (shifted, shiftOverflow) = value.multipliedReportingOverflow(byWord: 10)
            let (sum, sumOverflow) = shifted.addingReportingOverflow(UInt256(UInt64(digit)))
            if shiftOverflow || sumOverflow { return nil }
            value = sum
        }
        self = value
    }

    /// The decimal digits without leading zeros, 19 at a time (10^19 is the largest power of ten in a word).
    var decimalDigits: String {
        let chunkSize = 19
        let chunkDivisor: UInt64 = 10_000_000_000_000_000_000
        var chunks: [UInt64] = []
        var rest = self
        repeat {
            let (quotient, remainder) = rest.quotientAndRemainder(dividingByWord: chunkDivisor)
            chunks.append(remainder)
            rest = quotient
        } while !rest.isZero
        var text = String(chunks.removeLast())
        for chunk in chunks.reversed() {
            let digits = String(chunk)
            text += String(repeating: "0", count: chunkSize - digits.count) + digits
        }
        return text
    }
}

extension UInt256: CustomStringConvertible {
    /// The number in decimal, e.g. `"115792089237316195423570985008687907853269984665640564039457584007913129639935"`.
    public var description: String { decimalDigits }
}

extension UInt256 {
    /// Reads the wire form: a decimal string of nothing but the digits 0-9 (no white space, sign,
    /// `+` or separator), at most 78 characters, as JSON carries a uint256.
    /// ```swift
    /// try UInt256(decimal: "12500000")   // 12_500_000
    /// ```
    /// - Throws: ``UInt256Error/tooManyDigits(count:)`` past 78 characters (checked before any is read),
    ///   ``UInt256Error/tooLarge(text:decimals:)`` past ``max``, or the character that is not a digit.
    public init(decimal text: String) throws(UInt256Error) {
        let count = text.utf8.count
        guard count <= UInt256Error.maximumDigits else { throw .tooManyDigits(count: count) }
        do {
            self = try DecimalText.parseDigits(text)
        } catch {
            throw UInt256Error(error, decimals: 0)
        }
    }

    /// Parses an amount of a token with `decimals` decimal places to its smallest units, exactly,
    /// by the same rules as ``Amount/init(_:unit:decimalSeparators:)``: `"12.5"` with 6 decimals is
    /// 12_500_000, `".5"` and `"5."` are fine, white space around it is ignored, thousands
    /// separators are refused, and a non-zero digit past `decimals` places is an error, never rounded.
    /// ```swift
    /// try UInt256("12.5", decimals: 6)     // 12_500_000
    /// try UInt256("1", decimals: 18)       // 1_000_000_000_000_000_000
    /// try UInt256("0.0000001", decimals: 6)  // throws UInt256Error.tooManyDecimalPlaces
    /// ```
    /// - Throws: ``UInt256Error/decimalsOutOfRange(_:)`` unless `decimals` is 0...77, and the
    ///   ``UInt256Error`` naming the first problem of the text.
    public init(_ text: String, decimals: Int, decimalSeparators: Set<Character> = ["."]) throws(UInt256Error) {
        guard (0...UInt256Error.maximumDecimals).contains(decimals) else { throw .decimalsOutOfRange(decimals) }
        do {
            self = try DecimalText.parse(text, decimalPlaces: decimals, decimalSeparators: decimalSeparators)
        } catch {
            throw UInt256Error(error, decimals: decimals)
        }
    }

    /// This many smallest units as an exact decimal amount of a token with `decimals` places,
    /// without a symbol, by the same rules as
    /// ``Amount/formatted(in:thousandsSeparator:decimalSeparator:minimumFractionDigits:)``:
    /// trailing zeros of the fraction are left off down to `minimumFractionDigits`.
    /// `decimals` is clamped to 0...77, as ``init(_:decimals:decimalSeparators:)`` accepts no others.
    /// ```swift
    /// UInt256(12_500_000).formatted(decimals: 6)   // "12.5"
    /// ```
    public func formatted(
        decimals: Int,
        thousandsSeparator: String? = nil,
        decimalSeparator: String = ".",
        minimumFractionDigits: Int = 0
    ) -> String {
        DecimalText.format(
            self, decimalPlaces: Swift.min(Swift.max(decimals, 0), UInt256Error.maximumDecimals),
            thousandsSeparator: thousandsSeparator, decimalSeparator: decimalSeparator,
            minimumFractionDigits: minimumFractionDigits)
    }
}

extension UInt256Error {
    /// The error that a failure to read decimal text with `decimals` places is.
    init(_ failure: DecimalText.Failure, decimals: Int) {
        switch failure {
        case .empty: self = .empty
        case .negative: self = .negative
        case .noDigits: self = .noDigits
        case .notANumber(let character, let position): self = .notANumber(character: character, position: position)
        case .moreThanOneSeparator(let position): self = .moreThanOneSeparator(position: position)
        case .tooManyDecimalPlaces(let text, let found):
            self = .tooManyDecimalPlaces(text: text, found: found, decimals: decimals)
        case .tooLarge(let text): self = .tooLarge(text: text, decimals: decimals)
        }
    }
}
