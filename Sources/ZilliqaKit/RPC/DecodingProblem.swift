/// Short, readable reasons for `DecodingError`s, for ``ZilliqaServiceError/invalidResponse(_:)``.
enum DecodingProblem {
    /// Where the value was (its key path below the first `depth` keys) and what was wrong, in one line.
    static func brief(_ error: any Error, below depth: Int = 0) -> String {
        func place(_ path: [any CodingKey]) -> String { Self.place(Array(path.dropFirst(depth))) }
        guard let decodingError = error as? DecodingError else {
            return String(describing: error).sanitizedForDisplay()
        }
        switch decodingError {
        case .typeMismatch(let type, let context):
            return "\(place(context.codingPath)) is not \(words(for: type))"
        case .valueNotFound(let type, let context):
            return "\(place(context.codingPath)) is missing (\(words(for: type)) was expected)"
        case .keyNotFound(let key, let context):
            return "\(place(context.codingPath + [key])) is missing"
        case .dataCorrupted(let context):
            return "\(place(context.codingPath)): \(context.debugDescription.sanitizedForDisplay())"
        @unknown default:
            return String(describing: decodingError).sanitizedForDisplay()
        }
    }

    /// What a value of `type` looks like in JSON, in words, never the Swift type's name:
    /// `a JSON object`, `an amount (a whole number of Qa, in quotes)`.
    static func words(for type: Any.Type) -> String {
        let name = String(describing: type)
        if name.hasPrefix("Dictionary") { return "a JSON object" }
        if name.hasPrefix("Array") { return "a JSON array" }
        switch name {
        case "Amount": return "an amount (a whole number of Qa, in quotes)"
        case "String": return "text in quotes"
        case "Bool": return "true or false"
        case "Int", "Int64", "Int32", "UInt", "UInt64", "UInt32", "UInt16", "UInt8": return "a whole number"
        case "Double", "Float": return "a number"
        case "Address": return "an address"
        case "TransactionID": return "a transaction id (64 hex characters)"
        default: return "the value a Zilliqa node answers there"
        }
    }

    private static func place(_ path: [any CodingKey]) -> String {
        guard !path.isEmpty else { return "the result" }
        let keys = path.map { key in key.intValue.map { "[\($0)]" } ?? key.stringValue }
        return "\"" + keys.joined(separator: ".").sanitizedForDisplay(maxLength: 80) + "\""
    }
}
