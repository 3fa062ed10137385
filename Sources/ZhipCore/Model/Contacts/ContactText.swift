/// The rules names and notes of the address book share: no character that acts on a terminal or
/// hides in text.
enum ContactText {
    /// True when `text` holds a control character (a line break among them), a formatting
    /// character (direction overrides, zero-width characters) or a line or paragraph separator.
    static func hasHiddenCharacters(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator: true
            default: false
            }
        }
    }

    /// A name as typed, made safe to repeat in a message: cleaned as a token's text is, and cut
    /// to a name's length.
    static func shown(_ typed: String) -> String {
        TokenText.cleaned(typed, limit: ContactName.maximumLength)
    }
}
