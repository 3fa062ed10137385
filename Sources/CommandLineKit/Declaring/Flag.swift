/// A boolean option written `--name` alone, false unless given.
///
/// ```swift
/// @Flag(help: "Print one JSON object instead of text.") var json = false
/// @Flag(name: [.long, .short("v")], help: "Say more.") var verbose = false
/// ```
/// Giving a flag twice is the same as once; `--flag=value` is a usage error.
@propertyWrapper
public struct Flag: Decodable, Sendable {
    var storage: ArgumentStorage<Bool>

    /// True when the flag was given.
    public var wrappedValue: Bool {
        get { storage.read("@Flag") }
        set { storage = .value(newValue) }
    }

    /// A flag, off unless given. Declaring it `= true` is a definition error (giving the flag
    /// could then change nothing).
    public init(wrappedValue: Bool = false, name: NameSpecification = .long, help: String) {
        let definition = ArgumentDefinition(
            kind: .flag, arity: .optional, names: name, help: help, valueName: nil,
            absent: .value(wrappedValue, description: nil), allowedValues: [], expectation: "no value",
            convert: { _ in .success(true) })
        storage = .definition(definition, initial: wrappedValue)
    }

    /// Takes the parsed value from the argument decoder.
    public init(from decoder: any Decoder) throws {
        storage = .value(try ArgumentDecoder.parsedValue(Bool.self, from: decoder))
    }
}

extension Flag: ArgumentDeclaration {
    func declaredArguments(propertyName: String, path: [String]) -> [DeclaredArgument] {
        storage.declaredArguments(propertyName: propertyName, path: path)
    }
}
