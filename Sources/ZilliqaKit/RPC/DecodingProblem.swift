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
    /// `a JSON object`, `an amount (a whole number of Qa, in quotes)`. Types are told apart by
    /// what they are (their metatype or a protocol they conform to), never by their names.
    static func words(for type: Any.Type) -> String {
        if type is any JSONObjectShaped.Type { return "a JSON object" }
        if type is any JSONArrayShaped.Type { return "a JSON array" }
        if type is any BinaryInteger.Type { return "a whole number" }
        if type is any BinaryFloatingPoint.Type { return "a number" }
        switch ObjectIdentifier(type) {
        case ObjectIdentifier(Amount.self): return "an amount (a whole number of Qa, in quotes)"
        case ObjectIdentifier(String.self): return "text in quotes"
        case ObjectIdentifier(Bool.self): return "true or false"
        case ObjectIdentifier(Address.self): return "an address"
        case ObjectIdentifier(TransactionID.self): return "a transaction id (64 hex characters)"
        default: return "the value a Zilliqa node answers there"
        }
    }

    private static func place(_ path: [any CodingKey]) -> String {
        guard !path.isEmpty else { return "the result" }
        let keys = path.map { key in key.intValue.map { "[\($0)]" } ?? key.stringValue }
        return "\"" + keys.joined(separator: ".").sanitizedForDisplay(maxLength: 80) + "\""
    }
}

/// Marks the dictionary types, which JSON writes as objects, for ``DecodingProblem/words(for:)``.
private protocol JSONObjectShaped {}
extension Dictionary: JSONObjectShaped {}

/// Marks the array types, which JSON writes as arrays, for ``DecodingProblem/words(for:)``.
private protocol JSONArrayShaped {}
extension Array: JSONArrayShaped {}
