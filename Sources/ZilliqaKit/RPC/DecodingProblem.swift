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
            return "\(place(context.codingPath)) is not a \(type)"
        case .valueNotFound(let type, let context):
            return "\(place(context.codingPath)) is missing (a \(type) was expected)"
        case .keyNotFound(let key, let context):
            return "\(place(context.codingPath + [key])) is missing"
        case .dataCorrupted(let context):
            return "\(place(context.codingPath)): \(context.debugDescription.sanitizedForDisplay())"
        @unknown default:
            return String(describing: decodingError).sanitizedForDisplay()
        }
    }

    private static func place(_ path: [any CodingKey]) -> String {
        guard !path.isEmpty else { return "the result" }
        let keys = path.map { key in key.intValue.map { "[\($0)]" } ?? key.stringValue }
        return "\"" + keys.joined(separator: ".").sanitizedForDisplay(maxLength: 80) + "\""
    }
}
