/// What a property wrapper holds: its declaration (on the instance the parser reflects
/// over) or its parsed value (on the instance the parser decodes).
enum ArgumentStorage<Value: Sendable>: Sendable {
    case definition(ArgumentDefinition, initial: Value?)
    case value(Value)

    /// The parsed value, or the declared default on an instance that was not parsed.
    func read(_ wrapper: String) -> Value {
        switch self {
        case .value(let value):
            return value
        case .definition(_, let initial):
            guard let initial else {
                preconditionFailure(
                    "\(wrapper) read before parsing: create commands with parse(_:) or main(arguments:console:)")
            }
            return initial
        }
    }

    /// The declared arguments (one) for a wrapper on `propertyName`.
    func declaredArguments(propertyName: String, path: [String]) -> [DeclaredArgument] {
        guard case .definition(let definition, _) = self else { return [] }
        let key = (path + [propertyName]).joined(separator: ".")
        return [DeclaredArgument(key: key, propertyName: propertyName, definition: definition)]
    }
}
