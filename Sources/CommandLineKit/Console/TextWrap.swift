/// The one word wrap of the CLI: lines break only at spaces, so a word is never cut; a word
/// longer than the width stays whole on a line of its own, past the width.
///
/// ```swift
/// TextWrap.lines("send the same file again", width: 12)   // ["send the", "same file", "again"]
/// TextWrap.lines("zil1qqqqqqqqqqqq is yours", width: 8)  // ["zil1qqqqqqqqqqqq", "is yours"]
/// ```
public enum TextWrap {
    /// `text` broken at spaces into lines of at most `width` characters, the first counted from
    /// column `firstLineUsed` (text already on it), the others from `indent`; the indent itself
    /// is not added. Spaces inside a line are kept as they are (an indented example stays indented).
    public static func lines(_ text: String, width: Int, indent: Int = 0, firstLineUsed: Int = 0) -> [String] {
        var lines: [String] = []
        var line = ""
        var used = firstLineUsed
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            if !line.isEmpty && used + line.count + 1 + word.count > width {
                lines.append(line)
                line = String(word)
                used = indent
            } else {
                line += line.isEmpty ? String(word) : " " + word
            }
        }
        lines.append(line)
        return lines
    }
}
