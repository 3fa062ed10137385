import Foundation
import ZilliqaKit

/// JSON comparisons and descriptions the schema checks share: numbers compare as numbers
/// (3 equals 3.0, never "3"), and a value is described by its type, never by what it holds.
extension JSONValue {
    /// True when both are the same JSON: numbers by value whatever their spelling, objects by
    /// their members in any order, arrays element by element.
    func isSameJSON(as other: JSONValue) -> Bool {
        switch (self, other) {
        case (.array(let left), .array(let right)):
            return left.count == right.count && zip(left, right).allSatisfy { $0.isSameJSON(as: $1) }
        case (.object(let left), .object(let right)):
            return left.count == right.count
                && left.allSatisfy { key, value in right[key].map { value.isSameJSON(as: $0) } ?? false }
        default:
            if let left = numberValue, let right = other.numberValue { return left == right }
            return self == other
        }
    }

    /// The JSON Schema type name of this value: `integer` for a whole number, else `number`.
    var schemaTypeName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .integer, .unsignedInteger: "integer"
        case .double: isIntegral ? "integer" : "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }

    /// True when this value is of the JSON Schema type `name` (an integer is also a number).
    func hasSchemaType(_ name: String) -> Bool {
        name == schemaTypeName || (name == "number" && numberValue != nil)
    }

    /// Compact JSON text of a value written in a baseline, cut to `limit` characters: for
    /// "expects …" in a report (only ever a baseline's own text, never a value sent).
    func baselineText(limit: Int = 80) -> String {
        let text = String(decoding: encodedBytes(), as: UTF8.self)
        return text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
    }

    /// The number, when this is one, in a form that compares across spellings.
    var numberValue: JSONNumber? {
        switch self {
        case .integer(let value): .whole(Int128(value))
        case .unsignedInteger(let value): .whole(Int128(value))
        case .double(let value):
            if let whole = Int128(exactly: value) { .whole(whole) } else { .fraction(value) }
        default: nil
        }
    }
}
