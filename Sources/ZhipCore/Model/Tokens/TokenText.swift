/// What a token's contract says of itself (its name and symbol) made safe to show: the contract
/// is anyone's, so its text is hostile input. Control characters, format characters (the
/// direction overrides and isolates that can reorder what a terminal shows, zero-width
/// characters) and line separators are removed, white space at the ends trimmed, and the
/// length cut to a limit, with `…` where it was cut.
///
/// ```swift
/// TokenText.cleaned("US\u{202E}DT\u{1B}[31m", limit: TokenText.maximumSymbolLength)   // "USDT[31m"
/// ```
public enum TokenText {
    /// The longest symbol shown, in characters (MetaMask's limit).
    public static let maximumSymbolLength = 11
    /// The longest name shown, in characters.
    public static let maximumNameLength = 64
    /// The most Unicode scalars of a contract's text that are read at all: past them the rest is not looked at.
    public static let maximumScalarsRead = 1024

    /// `text` without control, format or separator characters, trimmed, and cut to `limit`
    /// characters (the last one `…` when it was cut).
    public static func cleaned(_ text: String, limit: Int) -> String {
        var kept = String.UnicodeScalarView()
        for scalar in text.unicodeScalars.prefix(maximumScalarsRead) where isShown(scalar) {
            kept.append(scalar)
        }
        let trimmed = String(kept).trimmingSpaces()
        guard trimmed.count > limit, limit > 0 else { return trimmed }
        return String(trimmed.prefix(limit - 1)).trimmingSpaces() + "…"
    }

    /// False for the characters a contract's text must not bring to the screen.
    private static func isShown(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate, .unassigned: false
        default: true
        }
    }
}

extension String {
    /// The string without white space at either end.
    fileprivate func trimmingSpaces() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}
