/// A positional argument, matched by its place among the bare words, with its help text beside it.
///
/// ```swift
/// @Argument(help: "The address, in any form.") var address: String     // required
/// @Argument(help: "The network.") var network: String = "mainnet"       // default
/// @Argument(help: "A label.") var label: String?                         // optional
/// @Argument(help: "Files to read.") var files: [String] = []            // all remaining words
/// ```
/// Positionals are filled in declaration order; a repeating one must come last.
@propertyWrapper
public struct Argument<Value: Sendable>: Decodable, Sendable {
    var storage: ArgumentStorage<Value>

    /// The parsed value.
    public var wrappedValue: Value {
        get { storage.read("@Argument") }
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

extension Argument: ArgumentDeclaration {
    func declaredArguments(propertyName: String, path: [String]) -> [DeclaredArgument] {
        storage.declaredArguments(propertyName: propertyName, path: path)
    }
}

extension Argument where Value: ExpressibleByArgument {
    /// A positional with a default, used when the word is absent.
    public init(wrappedValue: Value, help: String, valueName: String? = nil) {
        let definition = ArgumentDefinition(
            kind: .positional, arity: .optional, names: [], help: help, valueName: valueName,
            absent: .value(wrappedValue, description: wrappedValue.argumentDescription),
            allowedValues: Value.allValueStrings, expectation: Value.valueExpectation,
            convert: ArgumentDefinition.single(Value.self))
        self.init(definition: definition, initial: wrappedValue)
    }

    /// A required positional.
    public init(help: String, valueName: String? = nil) {
        let definition = ArgumentDefinition(
            kind: .positional, arity: .single, names: [], help: help, valueName: valueName, absent: .required,
            allowedValues: Value.allValueStrings, expectation: Value.valueExpectation,
            convert: ArgumentDefinition.single(Value.self))
        self.init(definition: definition, initial: nil)
    }
}

extension Argument {
    /// An optional positional: nil when absent.
    public init<Wrapped: ExpressibleByArgument>(
        wrappedValue: Value = nil, help: String, valueName: String? = nil
    ) where Value == Wrapped? {
        let definition = ArgumentDefinition(
            kind: .positional, arity: .optional, names: [], help: help, valueName: valueName,
            absent: .value(wrappedValue, description: wrappedValue?.argumentDescription),
            allowedValues: Wrapped.allValueStrings, expectation: Wrapped.valueExpectation,
            convert: ArgumentDefinition.optional(Wrapped.self))
        self.init(definition: definition, initial: wrappedValue)
    }

    /// A positional taking all remaining words (possibly none).
    public init<Element: ExpressibleByArgument>(
        wrappedValue: Value = [], help: String, valueName: String? = nil
    ) where Value == [Element] {
        let definition = ArgumentDefinition(
            kind: .positional, arity: .repeating, names: [], help: help, valueName: valueName,
            absent: .value(wrappedValue, description: nil),
            allowedValues: Element.allValueStrings, expectation: Element.valueExpectation,
            convert: ArgumentDefinition.repeating(Element.self))
        self.init(definition: definition, initial: wrappedValue)
    }
}
