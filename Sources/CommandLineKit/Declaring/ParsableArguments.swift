/// A set of arguments parsed from a command line: a command, or a group of options shared
/// by several commands (pulled in with ``OptionGroup``).
///
/// Declare each argument as a stored property with ``Option``, ``Argument``, ``Flag`` or
/// ``OptionGroup``; the parser finds them by reflection and fills them in through
/// `Decodable`, which the compiler synthesises. Any other stored property is a definition error.
/// ```swift
/// struct OutputOptions: ParsableArguments {
///     @Flag(help: "Print one JSON object instead of text.") var json = false
/// }
/// ```
public protocol ParsableArguments: Decodable, Sendable {
    /// An instance holding only the declarations (the parser reads names, help and defaults from it).
    init()

    /// Checks the parsed values before the command runs; throw ``ValidationError`` to refuse them.
    mutating func validate() throws
}

extension ParsableArguments {
    /// Accepts any parsed values.
    public mutating func validate() throws {}

    /// Parses `arguments` (without the program name) into this type and validates the result.
    ///
    /// - Throws: ``CommandLineError`` for a malformed command line, ``CleanExit/helpRequest``
    ///   when the arguments hold `--help` or `-h`, ``CommandDefinitionError`` for a declaration
    ///   mistake, and whatever ``validate()`` throws.
    public static func parse(_ arguments: [String]) throws -> Self {
        let name = CommandNaming.defaultName(of: Self.self)
        let tokens = arguments.prefix { $0 != "--" }
        if tokens.contains("--help") || tokens.contains("-h") { throw CleanExit.helpRequest }
        let declarations = try DeclarationReader.declarations(of: Self.self)
        let values = try ArgumentBinder(declarations: declarations, commandName: name, subcommandNames: [])
            .bind(arguments)
        var parsed = try Self(from: ArgumentDecoder(values: values))
        try parsed.validate()
        return parsed
    }
}
