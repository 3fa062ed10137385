import ZilliqaKit

/// How a recording writes the params of a call it saw: every value as a `const`, objects and
/// arrays by their members (so a value can later be loosened to a type or a pattern on its
/// own), and a value equal to a bound variable as `{{name}}`.
///
/// `["abc", {"n": 1}]` with `n` bound to 1 is written
/// `{"type": "array", "prefixItems": [{"const": "abc"}, {"type": "object", "properties": {"n": {"const": "{{n}}"}},
/// "required": ["n"], "additionalProperties": false}], "minItems": 2, "maxItems": 2}`.
enum RecordedSchema {
    static func schema(for value: JSONValue, variables: BaselineVariables) -> JSONValue {
        if let name = variables.values.keys.sorted().first(where: {
            variables.values[$0]?.isSameJSON(as: value) == true
        }) {
            return ["const": .string("{{\(name)}}")]
        }
        switch value {
        case .object(let members):
            return [
                "type": "object",
                "properties": .object(members.mapValues { schema(for: $0, variables: variables) }),
                "required": .array(members.keys.sorted().map(JSONValue.string)),
                "additionalProperties": false,
            ]
        case .array(let elements):
            return [
                "type": "array",
                "prefixItems": .array(elements.map { schema(for: $0, variables: variables) }),
                "minItems": .number(UInt64(elements.count)),
                "maxItems": .number(UInt64(elements.count)),
            ]
        default:
            return ["const": value]
        }
    }

    /// The names of variables bound to the same value as another, sorted; empty when all differ.
    static func namesSharingAValue(in variables: BaselineVariables) -> [String] {
        let names = variables.values.keys.sorted()
        var sharing: Set<String> = []
        for (offset, name) in names.enumerated() {
            for other in names[(offset + 1)...]
            where variables.values[name]?.isSameJSON(as: variables.values[other] ?? .null) == true {
                sharing.formUnion([name, other])
            }
        }
        return sharing.sorted()
    }
}
