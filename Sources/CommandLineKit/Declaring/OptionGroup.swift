/// Pulls the arguments of a shared ``ParsableArguments`` type into a command, as if they
/// were declared in it.
///
/// ```swift
/// struct OutputOptions: ParsableArguments {
///     @Flag(help: "Print one JSON object instead of text.") var json = false
/// }
/// struct Show: ParsableCommand {
///     @OptionGroup var output: OutputOptions
///     func run(_ console: Console) async throws { if output.json { … } }
/// }
/// ```
/// The group's `validate()` runs before the command's.
@propertyWrapper
public struct OptionGroup<Group: ParsableArguments>: Decodable, Sendable {
    private var group: Group?

    /// The parsed group (a fresh, unparsed one before parsing).
    public var wrappedValue: Group {
        get { group ?? Group() }
        set { group = newValue }
    }

    /// A declaration of the group.
    public init() { group = nil }

    /// Decodes the group's own arguments below this property's key.
    public init(from decoder: any Decoder) throws {
        group = try Group(from: decoder)
    }
}

extension OptionGroup: ArgumentDeclaration {
    func declaredArguments(propertyName: String, path: [String]) throws -> [DeclaredArgument] {
        try DeclarationReader.declarations(of: Group.self, path: path + [propertyName])
    }
}

/// An option group that can check its parsed values.
protocol OptionGroupValidating {
    func validateGroup() throws
}

extension OptionGroup: OptionGroupValidating {
    func validateGroup() throws {
        var copy = wrappedValue
        try DeclarationReader.validateGroups(in: copy)
        try copy.validate()
    }
}
