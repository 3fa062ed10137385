/// A command: arguments plus static metadata and an asynchronous `run`.
///
/// ```swift
/// struct Greet: ParsableCommand {
///     static let configuration = CommandConfiguration(commandName: "greet", abstract: "Say hello.")
///     @Argument(help: "Who to greet.") var name: String
///     @Flag(help: "Shout.") var loud = false
///
///     func run(_ console: Console) async throws {
///         console.print(loud ? "HELLO, \(name.uppercased())!" : "Hello, \(name).")
///     }
/// }
/// // in main.swift: await Greet.main()
/// ```
/// A command with subcommands and no `run` of its own prints its help when called alone.
public protocol ParsableCommand: ParsableArguments {
    /// Name, abstract, discussion, version and subcommands.
    static var configuration: CommandConfiguration { get }

    /// Does the work, after parsing and ``ParsableArguments/validate()`` succeeded.
    ///
    /// Errors end the process: ``ValidationError`` and ``CommandLineError`` with exit code 64,
    /// ``ExitCode`` quietly with its code, ``CleanExit`` with help or version text, and any
    /// other error with `Error: <its description>` on standard error and exit code 1.
    mutating func run(_ console: Console) async throws
}

extension ParsableCommand {
    /// A configuration with only the default name.
    public static var configuration: CommandConfiguration { CommandConfiguration() }

    /// Shows this command's help (what a group command does when no subcommand is named).
    public mutating func run(_ console: Console) async throws {
        throw CleanExit.helpRequest
    }
}

/// How command names are derived.
enum CommandNaming {
    /// The configured name, or the type name in kebab case (`KeystoreNew` -> `keystore-new`).
    static func name(of command: any ParsableCommand.Type) -> String {
        command.configuration.commandName ?? defaultName(of: command)
    }

    /// The type name in kebab case.
    static func defaultName(of type: Any.Type) -> String {
        let full = String(describing: type)
        let base = full.split(separator: ".").last.map(String.init) ?? full
        return kebabCase(base)
    }

    /// `passwordFile` -> `password-file`, `HTTPPort` -> `http-port`.
    static func kebabCase(_ name: String) -> String {
        let chars = Array(name)
        var out = ""
        for (index, char) in chars.enumerated() {
            if char.isUppercase {
                let previousIsLower = index > 0 && (chars[index - 1].isLowercase || chars[index - 1].isNumber)
                let nextIsLower = index + 1 < chars.count && chars[index + 1].isLowercase
                let previousIsUpper = index > 0 && chars[index - 1].isUppercase
                if index > 0 && (previousIsLower || (previousIsUpper && nextIsLower)) { out.append("-") }
                out.append(contentsOf: char.lowercased())
            } else if char == "_" {
                if !out.isEmpty { out.append("-") }
            } else {
                out.append(char)
            }
        }
        return out
    }
}
