/// Finds the arguments a type declares by reflecting over a fresh instance of it.
enum DeclarationReader {
    /// Every argument `type` declares, groups flattened, in declaration order.
    /// - Throws: ``CommandDefinitionError`` for a stored property that is not an argument,
    ///   two arguments with one spelling, a reserved spelling, or a repeating positional that is not last.
    static func declarations<Arguments: ParsableArguments>(
        of type: Arguments.Type, path: [String] = []
    ) throws -> [DeclaredArgument] {
        var declared: [DeclaredArgument] = []
        for child in Mirror(reflecting: Arguments()).children {
            guard let label = child.label else { continue }
            let propertyName = label.hasPrefix("_") ? String(label.dropFirst()) : label
            guard let declaration = child.value as? any ArgumentDeclaration else {
                throw CommandDefinitionError(
                    "'\(propertyName)' in \(Arguments.self) is not an @Option, @Argument, @Flag or @OptionGroup")
            }
            declared += try declaration.declaredArguments(propertyName: propertyName, path: path)
        }
        if path.isEmpty { try check(declared, in: "\(Arguments.self)") }
        return declared
    }

    /// Spellings the runner itself answers to.
    static let reservedSpellings: Set<String> = ["--help", "-h", "--version"]

    private static func check(_ declared: [DeclaredArgument], in typeName: String) throws {
        var seen: Set<String> = []
        for argument in declared {
            for spelling in argument.spellings {
                if reservedSpellings.contains(spelling) {
                    throw CommandDefinitionError("'\(spelling)' in \(typeName) is reserved for help and version")
                }
                guard seen.insert(spelling).inserted else {
                    throw CommandDefinitionError("'\(spelling)' is declared twice in \(typeName)")
                }
            }
            if argument.definition.kind == .flag, case .value(let initial as Bool, _) = argument.definition.absent,
                initial
            {
                throw CommandDefinitionError(
                    "the flag '\(argument.key)' in \(typeName) defaults to true, so giving it changes nothing; "
                        + "default it to false")
            }
            if argument.definition.kind != .positional && argument.spellings.isEmpty {
                throw CommandDefinitionError("'\(argument.key)' in \(typeName) has no name")
            }
        }
        let positionals = declared.filter { $0.definition.kind == .positional }
        if let repeating = positionals.dropLast().first(where: { $0.definition.arity == .repeating }) {
            throw CommandDefinitionError(
                "the repeating argument '\(repeating.key)' in \(typeName) must be the last positional argument")
        }
    }

    /// Runs `validate()` of every option group inside `arguments`, innermost first.
    static func validateGroups(in arguments: some ParsableArguments) throws {
        for child in Mirror(reflecting: arguments).children {
            if let group = child.value as? any OptionGroupValidating { try group.validateGroup() }
        }
    }
}
