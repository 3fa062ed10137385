import ZilliqaKit

/// Compares an answer with a fixture's expectation: `"~re"` whole-matches a JSON string, `"#integer"`
/// any JSON integer, `"#number"` any JSON number, `"#integers"` an array of integers, `"#string"` any
/// string; objects must have exactly the expected keys, except an error's optional `data` string.
enum JSONConformance {
    /// The differences between `actual` and `expected`, one line each, naming the path; empty when it conforms.
    static func differences(_ actual: JSONValue?, _ expected: JSONValue, at path: String = "$") -> [String] {
        switch expected {
        case .string(let pattern) where pattern.hasPrefix("~"):
            guard let text = actual?.stringValue, (try? Regex(String(pattern.dropFirst())).wholeMatch(in: text)) != nil
            else { return ["\(path): \(describe(actual)) is not a string matching \(pattern.dropFirst())"] }
            return []
        case "#string":
            return actual?.stringValue == nil ? ["\(path): \(describe(actual)) is not a string"] : []
        case "#integer":
            return isInteger(actual) ? [] : ["\(path): \(describe(actual)) is not a JSON integer"]
        case "#number":
            if case .double? = actual { return [] }
            return isInteger(actual) ? [] : ["\(path): \(describe(actual)) is not a JSON number"]
        case "#integers":
            guard let elements = actual?.arrayValue, elements.allSatisfy(isInteger) else {
                return ["\(path): \(describe(actual)) is not an array of integers"]
            }
            return []
        case .object(let members):
            return objectDifferences(actual, members, at: path)
        case .array(let elements):
            guard let actualElements = actual?.arrayValue, actualElements.count == elements.count else {
                return ["\(path): \(describe(actual)) is not an array of \(elements.count)"]
            }
            return zip(actualElements, elements).enumerated().flatMap { index, pair in
                differences(pair.0, pair.1, at: "\(path)[\(index)]")
            }
        default:
            return actual == expected ? [] : ["\(path): \(describe(actual)), expected \(describe(expected))"]
        }
    }

    private static func objectDifferences(_ actual: JSONValue?, _ members: [String: JSONValue], at path: String)
        -> [String]
    {
        guard var actualMembers = actual?.objectValue else { return ["\(path): \(describe(actual)) is not an object"] }
        // §0: an error object's `data` is there only when the server sets it, and says nothing a client needs.
        if path.hasSuffix(".error"), members["data"] == nil, let data = actualMembers.removeValue(forKey: "data"),
            data.stringValue == nil
        {
            return ["\(path).data: \(describe(data)) is not a string"]
        }
        let extra = Set(actualMembers.keys).subtracting(members.keys).sorted()
        let missing = Set(members.keys).subtracting(actualMembers.keys).sorted()
        var found = extra.map { "\(path).\($0): not in the doc" } + missing.map { "\(path).\($0): missing" }
        for (key, value) in members.sorted(by: { $0.key < $1.key }) where actualMembers[key] != nil {
            found += differences(actualMembers[key], value, at: "\(path).\(key)")
        }
        return found
    }

    private static func isInteger(_ value: JSONValue?) -> Bool {
        switch value {
        case .integer?, .unsignedInteger?: true
        default: false
        }
    }

    private static func describe(_ value: JSONValue?) -> String {
        value.map { String(decoding: $0.encodedBytes(), as: UTF8.self) } ?? "nothing"
    }
}
