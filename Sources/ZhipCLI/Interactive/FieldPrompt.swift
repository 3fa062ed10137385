/// How the send forms ask for a field: what is there now is kept with Enter.
enum FieldPrompt {
    /// " [what is there now]: " to keep with Enter, or " (`otherwise`): " when the field is empty.
    static func current(_ text: String, or otherwise: String? = nil) -> String {
        if !text.isEmpty { return " [\(text)]: " }
        return otherwise.map { " (\($0)): " } ?? ": "
    }

    /// `text`, or nil when nothing was typed (Enter keeps the field as it is).
    static func typed(_ text: String) -> String? {
        text.isEmpty ? nil : text
    }
}
