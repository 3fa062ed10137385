import Foundation

/// What a token's contract says of itself (its name and symbol) made safe to show: the contract
/// is anyone's, so its text is hostile input. Whole escape sequences (CSI, OSC and the other
/// strings a terminal acts on, ESC or C1 introduced) are removed, then, after NFC: control and
/// format characters (direction overrides, zero-width characters), line separators, every
/// Default_Ignorable_Code_Point (the Hangul fillers U+115F, U+1160, U+3164, U+FFA0 among them),
/// the blank U+2800, and combining marks stacked on an ASCII letter (`US̶DT` shows as `USDT`).
/// Other blanks become one space, the ends are trimmed and the length cut to a limit, with `…`.
///
/// ```swift
/// TokenText.cleaned("US\u{202E}DT\u{1B}[31m", limit: TokenText.maximumSymbolLength)   // "USDT"
/// TokenText.cleaning("U\u{2800}SDT", limit: 11).hadHiddenCharacters                    // true
/// ```
public enum TokenText {
    /// The longest symbol shown, in characters (MetaMask's limit).
    public static let maximumSymbolLength = 11
    /// The longest name shown, in characters.
    public static let maximumNameLength = 64
    /// The most Unicode scalars of a contract's text that are read at all: past them the rest is not looked at.
    public static let maximumScalarsRead = 1024

    /// Blank characters that are not Default_Ignorable but show as nothing: U+2800 BRAILLE PATTERN BLANK.
    static let blanks: Set<Unicode.Scalar> = ["\u{2800}"]

    /// What cleaning a contract's text gave.
    public struct Cleaning: Sendable, Hashable {
        /// The text to show.
        public let text: String
        /// True when characters that show as nothing or act on a terminal were removed: the
        /// contract's text was made to look like something it is not.
        public let hadHiddenCharacters: Bool
    }

    /// `text` cleaned and cut to `limit` characters (the last one `…` when it was cut).
    public static func cleaned(_ text: String, limit: Int) -> String { cleaning(text, limit: limit).text }

    /// `text` cleaned, cut to `limit`, and whether hidden characters were removed.
    public static func cleaning(_ text: String, limit: Int) -> Cleaning {
        let read = String(String.UnicodeScalarView(text.unicodeScalars.prefix(maximumScalarsRead)))
        let (plain, hadSequences) = TerminalSequences.removed(from: read)
        var kept = String.UnicodeScalarView()
        var hidden = hadSequences
        var baseIsASCII = false
        var lastWasSpace = true
        for scalar in plain.precomposedStringWithCanonicalMapping.unicodeScalars {
            if isCombining(scalar), baseIsASCII {
                hidden = true
                continue
            }
            guard isShown(scalar) else {
                hidden = true
                continue
            }
            if scalar.properties.isWhitespace {
                if !lastWasSpace { kept.append(" ") }
                lastWasSpace = true
                continue
            }
            kept.append(scalar)
            lastWasSpace = false
            if !isCombining(scalar) { baseIsASCII = scalar.isASCII }
        }
        let trimmed = String(kept).trimmingSpaces()
        guard trimmed.count > limit, limit > 0 else { return Cleaning(text: trimmed, hadHiddenCharacters: hidden) }
        return Cleaning(
            text: String(trimmed.prefix(limit - 1)).trimmingSpaces() + "…", hadHiddenCharacters: hidden)
    }

    /// True when `text` spells something shaped like an address (`0x` and four or more hex digits,
    /// or `zil1` and six or more bech32 characters): a token naming an address poses as that
    /// contract, or as one the person knows.
    public static func showsAnAddress(_ text: String) -> Bool {
        let lowered = Array(text.lowercased().unicodeScalars)
        for index in lowered.indices {
            let rest = lowered[index...]
            if rest.starts(with: "0x".unicodeScalars) {
                let digits = rest.dropFirst(2).prefix { $0.properties.isASCIIHexDigit }
                if digits.count >= 4 { return true }
            }
            if rest.starts(with: "zil1".unicodeScalars) {
                let characters = rest.dropFirst(4).prefix { bech32Characters.contains($0) }
                if characters.count >= 6 { return true }
            }
        }
        return false
    }

    /// The characters of bech32's data part.
    static let bech32Characters = Set("qpzry9x8gf2tvdw0s3jn54khce6mua7l".unicodeScalars)

    /// False for the characters a contract's text must not bring to the screen.
    private static func isShown(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.properties.isDefaultIgnorableCodePoint || blanks.contains(scalar) { return false }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate, .unassigned: return false
        default: return true
        }
    }

    /// True for a combining mark (nonspacing, spacing or enclosing).
    private static func isCombining(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
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
