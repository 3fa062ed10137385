import ZilliqaKit

/// The JSON Schema a baseline gives for a call's params, read and checked once when the file is
/// parsed: the subset a JSON-RPC call needs (`type`, `const`, `enum`, `pattern`, `properties`,
/// `required`, `additionalProperties`, `prefixItems`, `items`, `additionalItems`, `minItems`,
/// `maxItems`, `minLength`, `maxLength`, `minimum`, `maximum`, and `true`/`false`).
///
/// ```json
/// {"type": "array", "prefixItems": [{"const": "{{sender}}"}], "minItems": 1, "maxItems": 1}
/// ```
indirect enum ParamsSchema: Sendable, Hashable {
    /// `true` accepts anything, `false` nothing.
    case always(Bool)
    /// An object schema's rules.
    case rules(SchemaRules)

    /// Keywords that only annotate and are never checked.
    static let annotations: Set<String> = ["$comment", "description", "title", "examples"]
    /// Every keyword this reader understands.
    static let keywords: Set<String> = [
        "type", "const", "enum", "pattern", "properties", "required", "additionalProperties", "prefixItems", "items",
        "additionalItems", "minItems", "maxItems", "minLength", "maxLength", "minimum", "maximum",
    ]
    static let typeNames: Set<String> = ["null", "boolean", "integer", "number", "string", "array", "object"]

    /// Reads `json` as a schema found at `path` in the file.
    /// - Throws: ``BaselineError/invalidSchema(path:reason:)`` naming the keyword that is wrong.
    init(parsing json: JSONValue, at path: String) throws(BaselineError) {
        switch json {
        case .bool(let accepts):
            self = .always(accepts)
        case .object(let members):
            self = .rules(try SchemaRules(parsing: members, at: path))
        default:
            throw .invalidSchema(path: path, reason: "is not a JSON object or a boolean")
        }
    }
}
