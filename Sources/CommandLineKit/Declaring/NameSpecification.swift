/// The names an option or flag answers to.
///
/// The default, ``long``, is the property name in kebab case (`passwordFile` -> `--password-file`).
/// ```swift
/// @Option(name: [.long, .short("o")], help: "Where to write.") var out: String   // --out, -o
/// @Flag(name: .customLong("dry-run"), help: "Change nothing.") var dryRun = false
/// ```
public struct NameSpecification: Sendable, Equatable, ExpressibleByArrayLiteral {
    /// One name.
    public enum Element: Sendable, Equatable {
        /// `--` and the property name in kebab case.
        case long
        /// `--` and this name.
        case customLong(String)
        /// `-` and this character.
        case short(Character)
    }

    /// The names, in the order help lists them.
    public var elements: [Element]

    /// These names.
    public init(_ elements: [Element]) { self.elements = elements }

    public init(arrayLiteral elements: Element...) { self.elements = elements }

    /// `--property-name`.
    public static let long: NameSpecification = [.long]

    /// `--name` instead of the property name.
    public static func customLong(_ name: String) -> NameSpecification { [.customLong(name)] }

    /// Only `-c`.
    public static func short(_ char: Character) -> NameSpecification { [.short(char)] }

    /// The spellings for a property called `propertyName`: long names first, then short ones.
    func spellings(propertyName: String) -> [String] {
        var long: [String] = []
        var short: [String] = []
        for element in elements {
            switch element {
            case .long: long.append("--" + CommandNaming.kebabCase(propertyName))
            case .customLong(let name): long.append("--" + name)
            case .short(let char): short.append("-" + String(char))
            }
        }
        return long + short
    }
}
