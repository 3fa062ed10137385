extension StringProtocol {
    /// Text that came from outside the process, made safe to show: control and format
    /// characters (which could move a terminal's cursor, change its colours or reverse the
    /// text's direction) become U+FFFD, and text
    /// longer than `maxLength` characters is cut with an ellipsis.
    func sanitizedForDisplay(maxLength: Int = 200) -> String {
        var text = String(
            String.UnicodeScalarView(
                unicodeScalars.map { scalar in
                    [.control, .format].contains(scalar.properties.generalCategory) ? "\u{FFFD}" : scalar
                }))
        if text.count > maxLength { text = String(text.prefix(maxLength)) + "…" }
        return text
    }
}
