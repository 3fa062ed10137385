/// Labelled lines as people read them: `label:` and the values aligned in one column.
enum LabelledLines {
    /// Each line as `<indent>label: value`, the values starting in the same column.
    static func format(_ lines: [(label: String, value: String)], indent: String = "") -> String {
        let width = (lines.map(\.label.count).max() ?? 0) + 2
        return lines.map { line in
            let label = line.label + ":"
            return indent + label + String(repeating: " ", count: width - label.count) + line.value + "\n"
        }.joined()
    }
}
