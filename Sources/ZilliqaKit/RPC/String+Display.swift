extension StringProtocol {
    /// Text that came from outside the process, made safe to show: control characters
    /// (which could move a terminal's cursor or change its colours) become U+FFFD, and text
    /// longer than `maxLength` characters is cut with an ellipsis.
    func sanitizedForDisplay(maxLength: Int = 200) -> String {
        var text = String(
            String.UnicodeScalarView(
                unicodeScalars.map { scalar in
                    scalar.properties.generalCategory == .control ? "\u{FFFD}" : scalar
                }))
        if text.count > maxLength { text = String(text.prefix(maxLength)) + "…" }
        return text
    }
}
