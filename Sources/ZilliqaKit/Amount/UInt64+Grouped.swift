extension UInt64 {
    /// The number's digits with `separator` between each group of three, counted from the right,
    /// as amounts group theirs: `36383379.grouped()` is `"36,383,379"`.
    public func grouped(by separator: String = ",") -> String {
        DecimalText.grouped(String(self), separator: separator)
    }
}
