/// Everything a property wrapper declares about one argument, before its property name is known.
struct ArgumentDefinition: Sendable {
    /// How the argument is written.
    enum Kind: Sendable, Equatable {
        /// `--name value` or `--name=value`.
        case option
        /// `--name`, no value.
        case flag
        /// A bare word, matched by position.
        case positional
    }

    /// How many values it takes.
    enum Arity: Sendable, Equatable {
        /// Exactly one (or the default when there is one).
        case single
        /// One or none.
        case optional
        /// Any number: options repeat, a positional takes all remaining words.
        case repeating
    }

    /// The value when the argument is absent.
    enum Absent: Sendable {
        /// No default: leaving it out is an error.
        case required
        /// This value, shown in help as `description` when that is not nil.
        case value(any Sendable, description: String?)
    }

    var kind: Kind
    var arity: Arity
    var names: NameSpecification
    var help: String
    /// The word in `<…>` for the value; nil means the property name in kebab case.
    var valueName: String?
    var absent: Absent
    /// The accepted spellings, for help; empty when any text may do.
    var allowedValues: [String]
    /// What a valid value looks like, for error messages.
    var expectation: String
    /// Converts every occurrence's text (at least one) into the property's value, or names the bad text.
    var convert: @Sendable ([String]) -> Result<any Sendable, ConversionFailure>

    /// The text that did not convert.
    struct ConversionFailure: Error, Sendable {
        var text: String
    }
}

extension ArgumentDefinition {
    /// A converter for one value of `Value`, keeping the last occurrence.
    static func single<Value: ExpressibleByArgument>(
        _: Value.Type
    ) -> @Sendable ([String]) -> Result<any Sendable, ConversionFailure> {
        { texts in
            let text = texts.last ?? ""
            guard let value = Value(argument: text) else { return .failure(ConversionFailure(text: text)) }
            return .success(value)
        }
    }

    /// A converter for one optional value of `Value`.
    static func optional<Value: ExpressibleByArgument>(
        _: Value.Type
    ) -> @Sendable ([String]) -> Result<any Sendable, ConversionFailure> {
        { texts in
            let text = texts.last ?? ""
            guard let value = Value(argument: text) else { return .failure(ConversionFailure(text: text)) }
            return .success(Optional(value))
        }
    }

    /// A converter for every occurrence, in order.
    static func repeating<Value: ExpressibleByArgument>(
        _: Value.Type
    ) -> @Sendable ([String]) -> Result<any Sendable, ConversionFailure> {
        { texts in
            var values: [Value] = []
            for text in texts {
                guard let value = Value(argument: text) else { return .failure(ConversionFailure(text: text)) }
                values.append(value)
            }
            return .success(values)
        }
    }
}

/// One argument with its property: where its value goes and how it is written.
struct DeclaredArgument: Sendable {
    /// The property path, e.g. `out` or `output.json` (through an ``OptionGroup``).
    var key: String
    var definition: ArgumentDefinition
    /// `--out`, `-o` (empty for positionals).
    var spellings: [String]
    /// The word shown in `<…>`.
    var valueName: String

    init(key: String, propertyName: String, definition: ArgumentDefinition) {
        self.key = key
        self.definition = definition
        self.spellings = definition.kind == .positional ? [] : definition.names.spellings(propertyName: propertyName)
        self.valueName = definition.valueName ?? CommandNaming.kebabCase(propertyName)
    }

    /// How errors and usage name it: `--out <file>`, `--json`, `<address>`.
    var displayName: String {
        switch definition.kind {
        case .positional: "<\(valueName)>"
        case .flag: spellings.first ?? ""
        case .option: "\(spellings.first ?? "") <\(valueName)>"
        }
    }

    var isRequired: Bool {
        if case .required = definition.absent { return true }
        return false
    }
}

/// A property wrapper that declares arguments; found on a fresh instance by reflection.
protocol ArgumentDeclaration {
    /// The arguments this property declares, given the property's name and path.
    func declaredArguments(propertyName: String, path: [String]) throws -> [DeclaredArgument]
}
