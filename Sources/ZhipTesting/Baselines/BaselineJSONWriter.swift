import ZilliqaKit

/// Writes a baseline file the same way on every platform, for diffs that show only what changed:
/// two-space indentation, properties in alphabetical order, `"key": value`, and a container that
/// fits on its line written on one line (`{"const": "{{sender}}"}`, `[]`).
enum BaselineJSONWriter {
    /// How long a line may grow before a container is broken over several lines.
    static let lineLength = 100

    static func text(of value: JSONValue) -> String {
        write(value, indent: 0) + "\n"
    }

    private static func write(_ value: JSONValue, indent: Int) -> String {
        let inline = compact(value)
        let isContainer = value.arrayValue != nil || value.objectValue != nil
        guard isContainer, indent + inline.count > lineLength else { return inline }
        let padding = String(repeating: " ", count: indent + 2)
        let closing = String(repeating: " ", count: indent)
        if let elements = value.arrayValue {
            let lines = elements.map { padding + write($0, indent: indent + 2) }
            return "[\n" + lines.joined(separator: ",\n") + "\n" + closing + "]"
        }
        let members = (value.objectValue ?? [:]).sorted { $0.key < $1.key }
        let lines = members.map { key, member in
            let prefix = padding + quoted(key) + ": "
            return prefix + write(member, indent: indent + 2)
        }
        return "{\n" + lines.joined(separator: ",\n") + "\n" + closing + "}"
    }

    /// The value on one line, with a space after each `:` and `,`.
    private static func compact(_ value: JSONValue) -> String {
        switch value {
        case .array(let elements):
            return "[" + elements.map(compact).joined(separator: ", ") + "]"
        case .object(let members):
            let pairs = members.sorted { $0.key < $1.key }.map { quoted($0.key) + ": " + compact($0.value) }
            return "{" + pairs.joined(separator: ", ") + "}"
        case .string(let text):
            return quoted(text)
        default:
            return String(decoding: value.encodedBytes(), as: UTF8.self)
        }
    }

    private static func quoted(_ text: String) -> String {
        String(decoding: JSONValue.string(text).encodedBytes(), as: UTF8.self)
    }
}
