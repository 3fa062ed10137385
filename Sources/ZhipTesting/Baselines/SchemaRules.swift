import ZilliqaKit

/// The checks of one object schema; nil or empty where the schema says nothing.
struct SchemaRules: Sendable, Hashable {
    var types: [String]?
    var constant: JSONValue?
    var allowed: [JSONValue]?
    var pattern: String?
    var properties: [String: ParamsSchema] = [:]
    var required: [String] = []
    var additionalProperties: ParamsSchema?
    var prefixItems: [ParamsSchema] = []
    /// The schema of every item after ``prefixItems``.
    var items: ParamsSchema?
    var minItems: Int?
    var maxItems: Int?
    var minLength: Int?
    var maxLength: Int?
    var minimum: JSONNumber?
    var maximum: JSONNumber?

    init(parsing members: [String: JSONValue], at path: String) throws(BaselineError) {
        for key in members.keys.sorted()
        where !ParamsSchema.keywords.contains(key) && !ParamsSchema.annotations.contains(key) {
            throw .invalidSchema(
                path: path,
                reason: "uses \"\(key.prefix(40))\", which this reader does not support (it reads "
                    + ParamsSchema.keywords.sorted().joined(separator: ", ") + ")")
        }
        var reader = KeywordReader(members: members, path: path)
        types = try reader.types()
        constant = members["const"]
        allowed = try reader.array("enum")
        pattern = try reader.pattern()
        properties = try reader.schemas(named: "properties")
        required = try reader.strings("required")
        additionalProperties = try reader.schema("additionalProperties")
        try readItems(&reader, members: members)
        minItems = try reader.count("minItems")
        maxItems = try reader.count("maxItems")
        minLength = try reader.count("minLength")
        maxLength = try reader.count("maxLength")
        minimum = try reader.number("minimum")
        maximum = try reader.number("maximum")
    }

    /// `prefixItems` with `items` for the rest (2020-12), or `items` as an array with
    /// `additionalItems` for the rest (draft 4), or `items` alone for every item.
    private mutating func readItems(_ reader: inout KeywordReader, members: [String: JSONValue]) throws(BaselineError) {
        if case .array = members["items"] {
            prefixItems = try reader.schemaList("items")
            items = try reader.schema("additionalItems")
        } else {
            prefixItems = try reader.schemaList("prefixItems")
            items = try reader.schema("items")
        }
    }
}

/// Reads one schema object's keywords, each with its own clear error.
private struct KeywordReader {
    let members: [String: JSONValue]
    let path: String

    private func fail(_ keyword: String, _ reason: String) -> BaselineError {
        .invalidSchema(path: path, reason: "has \"\(keyword)\" \(reason)")
    }

    func types() throws(BaselineError) -> [String]? {
        guard let value = members["type"] else { return nil }
        let names: [String]
        switch value {
        case .string(let name): names = [name]
        case .array(let elements): names = elements.compactMap(\.stringValue)
        default: throw fail("type", "that is not a type name or a list of them")
        }
        guard !names.isEmpty, names.allSatisfy(ParamsSchema.typeNames.contains),
            value.arrayValue.map({ $0.count == names.count }) ?? true
        else {
            throw fail(
                "type", "naming no JSON type (use " + ParamsSchema.typeNames.sorted().joined(separator: ", ") + ")")
        }
        return names
    }

    func array(_ keyword: String) throws(BaselineError) -> [JSONValue]? {
        guard let value = members[keyword] else { return nil }
        guard let elements = value.arrayValue, !elements.isEmpty else {
            throw fail(keyword, "that is not a list of values")
        }
        return elements
    }

    func pattern() throws(BaselineError) -> String? {
        guard let value = members["pattern"] else { return nil }
        guard let text = value.stringValue else { throw fail("pattern", "that is not a string") }
        guard (try? Regex(text)) != nil else { throw fail("pattern", "that is not a regular expression") }
        return text
    }

    func strings(_ keyword: String) throws(BaselineError) -> [String] {
        guard let value = members[keyword] else { return [] }
        guard let elements = value.arrayValue else { throw fail(keyword, "that is not a list of names") }
        let names = elements.compactMap(\.stringValue)
        guard names.count == elements.count else { throw fail(keyword, "that is not a list of names") }
        return names
    }

    func schema(_ keyword: String) throws(BaselineError) -> ParamsSchema? {
        guard let value = members[keyword] else { return nil }
        return try ParamsSchema(parsing: value, at: path + "." + keyword)
    }

    func schemaList(_ keyword: String) throws(BaselineError) -> [ParamsSchema] {
        guard let value = members[keyword] else { return [] }
        guard let elements = value.arrayValue else { throw fail(keyword, "that is not a list of schemas") }
        var schemas: [ParamsSchema] = []
        for (index, element) in elements.enumerated() {
            schemas.append(try ParamsSchema(parsing: element, at: "\(path).\(keyword)[\(index)]"))
        }
        return schemas
    }

    func schemas(named keyword: String) throws(BaselineError) -> [String: ParamsSchema] {
        guard let value = members[keyword] else { return [:] }
        guard let object = value.objectValue else { throw fail(keyword, "that is not an object of schemas") }
        var schemas: [String: ParamsSchema] = [:]
        for (name, element) in object {
            schemas[name] = try ParamsSchema(parsing: element, at: "\(path).\(keyword).\(name.prefix(40))")
        }
        return schemas
    }

    func count(_ keyword: String) throws(BaselineError) -> Int? {
        guard let value = members[keyword] else { return nil }
        guard case .whole(let number)? = value.numberValue, number >= 0, let count = Int(exactly: number) else {
            throw fail(keyword, "that is not a whole number of at least 0")
        }
        return count
    }

    func number(_ keyword: String) throws(BaselineError) -> JSONNumber? {
        guard let value = members[keyword] else { return nil }
        guard let number = value.numberValue else { throw fail(keyword, "that is not a number") }
        return number
    }
}
