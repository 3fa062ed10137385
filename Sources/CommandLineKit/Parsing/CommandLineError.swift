/// A command line that could not be parsed; each reason says what was wrong.
///
/// The runner prints `Error: <description>` and ``hint`` on standard error and exits with
/// ``ExitCode/usageError`` (64):
/// ```
/// Error: unknown option '--jsn'; did you mean '--json'?
/// See 'zhip-cli address --help'.
/// ```
public struct CommandLineError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was wrong with the command line.
    public enum Reason: Sendable, Equatable {
        /// An option no one declared, with the closest declared name when one is near.
        case unknownOption(String, suggestion: String?)
        /// An option that needs a value came last, or was followed by another option.
        case missingValue(option: String)
        /// A required option was not given.
        case missingOption(String)
        /// A required positional argument was not given.
        case missingArgument(String)
        /// A positional argument the command does not take.
        case unexpectedArgument(String)
        /// The first word after a group command names none of its subcommands.
        case unknownSubcommand(String, suggestion: String?, available: [String])
        /// A value that does not convert to the option's type.
        case invalidValue(String, for: String, expected: String)
        /// A single-valued option given twice (the run would be ambiguous).
        case duplicateOption(String)
        /// `--flag=value` for an option that takes no value.
        case flagWithValue(flag: String, given: String)
    }

    /// What was wrong.
    public let reason: Reason
    /// The full name of the command whose arguments were wrong, e.g. `zhip-cli keystore new`.
    public let commandName: String

    /// An error in the arguments of `commandName`.
    public init(_ reason: Reason, commandName: String) {
        self.reason = reason
        self.commandName = commandName
    }

    /// The one-line message, without the `Error: ` prefix.
    public var description: String {
        switch reason {
        case .unknownOption(let name, let suggestion):
            "unknown option '\(Self.echo(name))'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case .missingValue(let option):
            "missing value for option '\(option)'"
        case .missingOption(let option):
            "missing required option '\(option)'"
        case .missingArgument(let name):
            "missing argument '\(name)'"
        case .unexpectedArgument(let value):
            "unexpected argument '\(Self.echo(value))'"
        case .unknownSubcommand(let name, let suggestion, let available):
            if let suggestion {
                "unknown subcommand '\(Self.echo(name))'; did you mean '\(suggestion)'?"
            } else {
                "unknown subcommand '\(Self.echo(name))'; the subcommands are: \(available.joined(separator: ", "))"
            }
        case .invalidValue(let value, let name, let expected):
            "invalid value '\(Self.echo(value))' for '\(name)': expected \(expected)"
        case .duplicateOption(let option):
            "option '\(option)' given more than once"
        case .flagWithValue(let flag, let given):
            "flag '\(flag)' takes no value (found '\(Self.echo(given))')"
        }
    }

    /// Where to look next: `See '<command> --help'.`
    public var hint: String { Self.hint(for: commandName) }

    /// The hint line for `commandName`.
    static func hint(for commandName: String) -> String { "See '\(commandName) --help'." }
}

/// A mistake in how a command type declares its arguments (a bug in the tool, not in the
/// user's command line): two options with one name, a non-argument stored property.
public struct CommandDefinitionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong with the declaration.
    public let message: String

    init(_ message: String) { self.message = message }

    public var description: String { "internal error in the command definition: \(message)" }
}

extension CommandLineError {
    /// How a word the user typed is repeated in a message: never a run of 64 or more hex digits
    /// (the shape of a private key pasted into the wrong place), control characters shown as
    /// `?` so that nothing typed can move the terminal's cursor, and at most 80 characters.
    static func echo(_ typed: String) -> String {
        if typed.utf8.count >= 64, hasKeyShapedRun(typed) {
            return "<\(typed.utf8.count) characters with 64 or more hex digits in a row, not repeated: it may be a key>"
        }
        let visible = String(
            typed.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : Character($0) })
        return visible.count > 80 ? visible.prefix(79) + "…" : visible
    }

    private static func hasKeyShapedRun(_ text: String) -> Bool {
        var run = 0
        for byte in text.utf8 {
            let isHex = (48...57).contains(byte) || (65...70).contains(byte) || (97...102).contains(byte)
            run = isHex ? run + 1 : 0
            if run >= 64 { return true }
        }
        return false
    }
}
