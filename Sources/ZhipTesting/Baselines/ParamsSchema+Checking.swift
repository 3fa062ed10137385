import ZilliqaKit

extension ParamsSchema {
    /// The ways `value` breaks this schema, each at its path below `path`, described only in
    /// the baseline's own terms (types, keys, indices, the schema's values), never by the value.
    /// - Throws: ``BaselineError/unboundVariable(name:step:)`` for a `{{name}}` nobody bound.
    func issues(in value: JSONValue, at path: String, variables: BaselineVariables, step: String)
        throws(BaselineError) -> [SchemaIssue]
    {
        switch self {
        case .always(true):
            return []
        case .always(false):
            return [SchemaIssue(path: path, message: "Not allowed")]
        case .rules(let rules):
            return try rules.issues(in: value, at: path, variables: variables, step: step)
        }
    }
}

extension SchemaRules {
    fileprivate func issues(in value: JSONValue, at path: String, variables: BaselineVariables, step: String)
        throws(BaselineError) -> [SchemaIssue]
    {
        if let types, !types.contains(where: value.hasSchemaType) {
            let expected = types.joined(separator: " or ")
            return [SchemaIssue(path: path, message: "Wrong type, got \(value.schemaTypeName)", expectation: expected)]
        }
        if let constant, !value.isSameJSON(as: try variables.resolve(constant, step: step)) {
            return [SchemaIssue(path: path, message: "Not the expected value", expectation: constant.baselineText())]
        }
        if let allowed {
            var matches = false
            for candidate in allowed where value.isSameJSON(as: try variables.resolve(candidate, step: step)) {
                matches = true
            }
            if !matches {
                let list = allowed.map { $0.baselineText(limit: 40) }.joined(separator: ", ")
                return [
                    SchemaIssue(path: path, message: "Not one of the allowed values", expectation: "one of \(list)")
                ]
            }
        }
        switch value {
        case .string(let text): return stringIssues(text, at: path)
        case .integer, .unsignedInteger, .double: return numberIssues(value.numberValue, at: path)
        case .array(let elements): return try arrayIssues(elements, at: path, variables: variables, step: step)
        case .object(let members): return try objectIssues(members, at: path, variables: variables, step: step)
        case .null, .bool: return []
        }
    }

    private func stringIssues(_ text: String, at path: String) -> [SchemaIssue] {
        var issues: [SchemaIssue] = []
        if let pattern, let regex = try? Regex(pattern), text.firstMatch(of: regex) == nil {
            issues.append(SchemaIssue(path: path, message: "Does not match the pattern", expectation: pattern))
        }
        let length = text.unicodeScalars.count
        if let minLength, length < minLength {
            issues.append(
                SchemaIssue(path: path, message: "Too short", expectation: "at least \(minLength) characters"))
        }
        if let maxLength, length > maxLength {
            issues.append(SchemaIssue(path: path, message: "Too long", expectation: "at most \(maxLength) characters"))
        }
        return issues
    }

    private func numberIssues(_ number: JSONNumber?, at path: String) -> [SchemaIssue] {
        guard let number else { return [] }
        var issues: [SchemaIssue] = []
        if let minimum, number < minimum {
            issues.append(SchemaIssue(path: path, message: "Too small", expectation: "at least \(minimum.text)"))
        }
        if let maximum, maximum < number {
            issues.append(SchemaIssue(path: path, message: "Too large", expectation: "at most \(maximum.text)"))
        }
        return issues
    }

    private func arrayIssues(_ elements: [JSONValue], at path: String, variables: BaselineVariables, step: String)
        throws(BaselineError) -> [SchemaIssue]
    {
        var issues: [SchemaIssue] = []
        if let minItems, elements.count < minItems {
            issues.append(SchemaIssue(path: path, message: "Too few items", expectation: "at least \(minItems)"))
        }
        if let maxItems, elements.count > maxItems {
            issues.append(SchemaIssue(path: path, message: "Too many items", expectation: "at most \(maxItems)"))
        }
        for (index, element) in elements.enumerated() {
            let schema = index < prefixItems.count ? prefixItems[index] : items
            guard let schema else { continue }
            issues += try schema.issues(in: element, at: "\(path)[\(index)]", variables: variables, step: step)
        }
        return issues
    }

    private func objectIssues(
        _ members: [String: JSONValue], at path: String, variables: BaselineVariables, step: String
    )
        throws(BaselineError) -> [SchemaIssue]
    {
        var issues: [SchemaIssue] = []
        var unlisted = 0
        for name in required where members[name] == nil {
            issues.append(SchemaIssue(path: Self.path(path, member: name), message: "Missing"))
        }
        for (name, member) in members.sorted(by: { $0.key < $1.key }) {
            // A name the baseline lists is the baseline's own text; any other name came with the
            // call and is never quoted.
            if let schema = properties[name] {
                issues += try schema.issues(
                    in: member, at: Self.path(path, member: name), variables: variables, step: step)
            } else if additionalProperties == .always(false) {
                unlisted += 1
            } else if let additionalProperties {
                issues += try additionalProperties.issues(
                    in: member, at: path + "[*]", variables: variables, step: step)
            }
        }
        if unlisted > 0 {
            let listed = properties.keys.sorted().joined(separator: ", ")
            issues.append(
                SchemaIssue(
                    path: path,
                    message: "Has \(unlisted) \(unlisted == 1 ? "property" : "properties") the baseline does not list",
                    expectation: listed.isEmpty ? "no properties" : "only \(listed)"))
        }
        return issues
    }

    /// `path.name`, or `path["name"]` for a name that is not a plain identifier (cut short, and
    /// with spaces, quotes and control characters shown as `?`).
    static func path(_ path: String, member name: String) -> String {
        let isPlain =
            !name.isEmpty && name.count <= 40
            && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        if isPlain { return path + "." + name }
        let shown = name.prefix(40).map { $0.isASCII && !$0.isWhitespace && $0 != "\"" && $0 != "\\" ? $0 : "?" }
        return path + "[\"" + String(shown) + (name.count > 40 ? "…" : "") + "\"]"
    }
}
