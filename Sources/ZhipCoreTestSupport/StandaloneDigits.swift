extension StringProtocol {
    /// True when `digits` stand alone somewhere in this text: no letter or digit right before or
    /// after them, and not part of a decimal number ("0.0739", "0739.5"). That is where a printed
    /// pincode would stand; a process id in hex, a transaction id or a duration never puts the
    /// same four digits there by chance. `scripts/scan-test-output` finds pincodes by this rule.
    ///
    /// ```swift
    /// #expect(!output.containsStandalone(pincode))
    /// ```
    public func containsStandalone(_ digits: String) -> Bool {
        let text = Array(unicodeScalars)
        let wanted = Array(digits.unicodeScalars)
        guard !wanted.isEmpty, text.count >= wanted.count else { return false }
        func isAlphanumeric(_ index: Int) -> Bool {
            text.indices.contains(index) && (text[index].properties.isAlphabetic || ("0"..."9").contains(text[index]))
        }
        func isDecimalMark(_ index: Int) -> Bool { text.indices.contains(index) && [".", ","].contains(text[index]) }
        for start in 0...(text.count - wanted.count) where Array(text[start..<start + wanted.count]) == wanted {
            let end = start + wanted.count
            let touched = isAlphanumeric(start - 1) || isAlphanumeric(end)
            let inDecimal =
                (isDecimalMark(start - 1) && isAlphanumeric(start - 2))
                || (isDecimalMark(end) && isAlphanumeric(end + 1))
            if !touched && !inDecimal { return true }
        }
        return false
    }
}
