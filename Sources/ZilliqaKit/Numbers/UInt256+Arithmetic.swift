extension UInt256 {
    /// `self + other`, and whether the true sum was 2^256 or more (then the sum wraps around).
    public func addingReportingOverflow(_ other: UInt256) -> (partialValue: UInt256, overflow: Bool) {
        let (sum0, carry0) = UInt256.add(word0, other.word0, carry: false)
        let (sum1, carry1) = UInt256.add(word1, other.word1, carry: carry0)
        let (sum2, carry2) = UInt256.add(word2, other.word2, carry: carry1)
        let (sum3, carry3) = UInt256.add(word3, other.word3, carry: carry2)
        return (UInt256(word0: sum0, word1: sum1, word2: sum2, word3: sum3), carry3)
    }

    /// `self - other`, and whether `other` was larger (then the difference wraps around).
    public func subtractingReportingOverflow(_ other: UInt256) -> (partialValue: UInt256, overflow: Bool) {
        let (difference0, borrow0) = UInt256.subtract(word0, other.word0, borrow: false)
        let (difference1, borrow1) = UInt256.subtract(word1, other.word1, borrow: borrow0)
        let (difference2, borrow2) = UInt256.subtract(word2, other.word2, borrow: borrow1)
        let (difference3, borrow3) = UInt256.subtract(word3, other.word3, borrow: borrow2)
        return (UInt256(word0: difference0, word1: difference1, word2: difference2, word3: difference3), borrow3)
    }

    /// `self × other` modulo 2^256, and whether the true product was 2^256 or more.
    public func multipliedReportingOverflow(by other: UInt256) -> (partialValue: UInt256, overflow: Bool) {
        if let factor = other.uint64Value { return multipliedReportingOverflow(byWord: factor) }
        let left = words
        let right = other.words
        var product = [UInt64](repeating: 0, count: 8)
        for i in 0..<4 where left[i] != 0 {
            var carry: UInt64 = 0
            for j in 0..<4 {
                // left × right + product + carry < 2^128, so the column never overflows.
                let (high, low) = left[i].multipliedFullWidth(by: right[j])
                let (withProduct, carryA) = low.addingReportingOverflow(product[i + j])
                let (withCarry, carryB) = withProduct.addingReportingOverflow(carry)
                product[i + j] = withCarry
                carry = high &+ (carryA ? 1 : 0) &+ (carryB ? 1 : 0)
            }
            product[i + 4] = carry
        }
        let overflow = product[4...].contains { $0 != 0 }
        return (UInt256(words: Array(product[0..<4])), overflow)
    }

    /// `self × factor` modulo 2^256 and whether it overflowed, in one pass without allocating.
    func multipliedReportingOverflow(byWord factor: UInt64) -> (partialValue: UInt256, overflow: Bool) {
        let (high0, low0) = word0.multipliedFullWidth(by: factor)
        let (high1, low1) = word1.multipliedFullWidth(by: factor)
        let (high2, low2) = word2.multipliedFullWidth(by: factor)
        let (high3, low3) = word3.multipliedFullWidth(by: factor)
        let (sum1, carry1) = UInt256.add(low1, high0, carry: false)
        let (sum2, carry2) = UInt256.add(low2, high1, carry: carry1)
        let (sum3, carry3) = UInt256.add(low3, high2, carry: carry2)
        return (UInt256(word0: low0, word1: sum1, word2: sum2, word3: sum3), high3 != 0 || carry3)
    }

    /// `self + other`.
    /// - Throws: ``UInt256Error/additionOverflow(_:_:)`` when the sum is past ``max``.
    public func adding(_ other: UInt256) throws(UInt256Error) -> UInt256 {
        let (sum, overflow) = addingReportingOverflow(other)
        guard !overflow else { throw .additionOverflow(self, other) }
        return sum
    }

    /// `self - other`.
    /// - Throws: ``UInt256Error/negativeResult(_:minus:)`` when `other` is larger.
    public func subtracting(_ other: UInt256) throws(UInt256Error) -> UInt256 {
        let (difference, overflow) = subtractingReportingOverflow(other)
        guard !overflow else { throw .negativeResult(self, minus: other) }
        return difference
    }

    /// `self × other`.
    /// - Throws: ``UInt256Error/multiplicationOverflow(_:_:)`` when the product is past ``max``.
    public func multiplied(by other: UInt256) throws(UInt256Error) -> UInt256 {
        let (product, overflow) = multipliedReportingOverflow(by: other)
        guard !overflow else { throw .multiplicationOverflow(self, other) }
        return product
    }

    /// The whole quotient of `self ÷ divisor` (rounded down) and what remains.
    /// - Throws: ``UInt256Error/divisionByZero`` when `divisor` is zero.
    public func quotientAndRemainder(
        dividingBy divisor: UInt256
    ) throws(UInt256Error) -> (quotient: UInt256, remainder: UInt256) {
        guard !divisor.isZero else { throw .divisionByZero }
        if let small = divisor.uint64Value {
            let (quotient, remainder) = quotientAndRemainder(dividingByWord: small)
            return (quotient, UInt256(remainder))
        }
        return longDivision(by: divisor)
    }

    /// The whole quotient and the remainder of `self ÷ divisor` for a non-zero one-word divisor.
    func quotientAndRemainder(dividingByWord divisor: UInt64) -> (quotient: UInt256, remainder: UInt64) {
        var quotient = [UInt64](repeating: 0, count: 4)
        var remainder: UInt64 = 0
        let dividend = words
        for index in (0..<4).reversed() {
            // remainder < divisor, so the two-word dividend's quotient fits one word.
            (quotient[index], remainder) = divisor.dividingFullWidth((high: remainder, low: dividend[index]))
        }
        return (UInt256(words: quotient), remainder)
    }

    /// Bit-by-bit long division by a non-zero divisor.
    private func longDivision(by divisor: UInt256) -> (quotient: UInt256, remainder: UInt256) {
        var quotient = [UInt64](repeating: 0, count: 4)
        var remainder = UInt256.zero
        let dividend = words
        for bit in (0..<256).reversed() {
            let incoming = dividend[bit / 64] >> UInt64(bit % 64) & 1
            let (shifted, carriedOut) = remainder.shiftedLeftByOneBit(bringingIn: incoming)
            // A bit carried out of the top means the remainder is past 2^256 > divisor.
            if carriedOut || shifted >= divisor {
                remainder = shifted.subtractingReportingOverflow(divisor).partialValue
                quotient[bit / 64] |= 1 << UInt64(bit % 64)
            } else {
                remainder = shifted
            }
        }
        return (UInt256(words: quotient), remainder)
    }

    /// `self × 2 + bit` modulo 2^256, and whether a bit fell out of the top.
    private func shiftedLeftByOneBit(bringingIn bit: UInt64) -> (UInt256, carriedOut: Bool) {
        let shifted = UInt256(
            word0: word0 << 1 | bit,
            word1: word1 << 1 | word0 >> 63,
            word2: word2 << 1 | word1 >> 63,
            word3: word3 << 1 | word2 >> 63)
        return (shifted, word3 >> 63 == 1)
    }

    /// One word of a sum with the carry in, and the carry out.
    private static func add(_ left: UInt64, _ right: UInt64, carry: Bool) -> (UInt64, Bool) {
        let (sum, overflowA) = left.addingReportingOverflow(right)
        let (withCarry, overflowB) = sum.addingReportingOverflow(carry ? 1 : 0)
        return (withCarry, overflowA || overflowB)
    }

    /// One word of a difference with the borrow in, and the borrow out.
    private static func subtract(_ left: UInt64, _ right: UInt64, borrow: Bool) -> (UInt64, Bool) {
        let (difference, overflowA) = left.subtractingReportingOverflow(right)
        let (withBorrow, overflowB) = difference.subtractingReportingOverflow(borrow ? 1 : 0)
        return (withBorrow, overflowA || overflowB)
    }
}
