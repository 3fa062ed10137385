/// An option written `--name value` or `--name=value`, with its help text beside it.
///
/// The type of the property decides the rest:
/// ```swift
/// @Option(help: "Where to write the keystore.", valueName: "file") var out: String   // required
/// @Option(help: "Key derivation function.") var kdf: KDFChoice = .scrypt             // default
/// @Option(help: "Read the password from this file.") var passwordFile: String?       // optional
/// @Option(help: "An extra header; repeat for more.") var header: [String] = []       // repeating
/// ```
/// A single-valued option given twice is an error, so a run is never ambiguous. A value that
/// starts with `-` must be attached: `--offset=-5` (a separate `-5` reads as an option).
@propertyWrapper
public struct Option<Value: Sendable>: Decodable, Sendable {
    var storage: ArgumentStorage<Value>

    /// The parsed value.
    public var wrappedValue: Value {
        get { storage.read("@Option") }
        set { storage = .value(newValue) }
    }

    init(definition: ArgumentDefinition, initial: Value?) {
        storage = .definition(definition, initial: initial)
    }

    /// Takes the parsed value from the argument decoder.
    public init(from decoder: any Decoder) throws {
        storage = .value(try ArgumentDecoder.parsedValue(Value.self, from: decoder))
    }
}

extension Option: ArgumentDeclaration {
    func declaredArguments(propertyName: String, path: [String]) -> [DeclaredArgument] {
        storage.declaredArguments(propertyName: propertyName, path: path)
    }
}

extension Option where Value: ExpressibleByArgument {
    /// An option with a default value, used when the option is absent.
    public init(wrappedValue: Value, name: NameSpecification = .long, help: String, valueName: String? = nil) {
        let definition = ArgumentDefinition(
            kind: .option, arity: .single, names: name, help: help, valueName: valueName,
            absent: .value(wrappedValue, description: wrappedValue.argumentDescription),
            allowedValues: Value.allValueStrings, expectation: Value.valueExpectation,
            convert: ArgumentDefinition.single(Value.self))
        self.init(definition: definition, initial: wrappedValue)
    }

    /// A required option: leaving it out is a usage error.
    public init(name: NameSpecification = .long, help: String, valueName: String? = nil) {
        let definition = ArgumentDefinition(
            kind: .option, arity: .single, names: name, help: help, valueName: valueName, absent: .required,
            allowedValues: Value.allValueStrings, expectation: Value.valueExpectation,
            convert: ArgumentDefinition.single(Value.self))
        self.init(definition: definition, initial: nil)
    }
}

extension Option {
    /// An optional option: nil when absent.
    public init<Wrapped: ExpressibleByArgument>(
        wrappedValue: Value = nil, name: NameSpecification = .long, help: String, valueName: String? = nil
    ) where Value == Wrapped? {
        let definition = ArgumentDefinition(
            kind: .option, arity: .optional, names: name, help: help, valueName: valueName,
            absent: .value(wrappedValue, description: wrappedValue?.argumentDescription),
            allowedValues: Wrapped.allValueStrings, expectation: Wrapped.valueExpectation,
            convert: ArgumentDefinition.optional(Wrapped.self))
        self.init(definition: definition, initial: wrappedValue)
    }

    /// A repeating option: every occurrence in order, or the default (empty) when absent.
    public init<Element: ExpressibleByArgument>(
        wrappedValue: Value = [], name: NameSpecification = .long, help: String, valueName: String? = nil
    ) where Value == [Element] {
        let shown = wrappedValue.isEmpty ? nil : wrappedValue.map(\.argumentDescription).joined(separator: ", ")
        let definition = ArgumentDefinition(
            kind: .option, arity: .repeating, names: name, help: help, valueName: valueName,
            absent: .value(wrappedValue, description: shown),
            allowedValues: Element.allValueStrings, expectation: Element.valueExpectation,
            convert: ArgumentDefinition.repeating(Element.self))
        self.init(definition: definition, initial: wrappedValue)
    }
}
