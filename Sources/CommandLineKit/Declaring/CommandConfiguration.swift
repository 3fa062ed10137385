/// The static description of a command: its name, what it does, and its subcommands.
///
/// ```swift
/// struct Keystore: ParsableCommand {
///     static let configuration = CommandConfiguration(
///         commandName: "keystore",
///         abstract: "Create, import and read keystore files.",
///         subcommands: [New.self, Show.self])
/// }
/// ```
public struct CommandConfiguration: Sendable {
    /// The word that selects this command; nil means the type name in kebab case.
    public var commandName: String?
    /// One line saying what the command does (shown in help and in its parent's list).
    public var abstract: String
    /// Longer help, shown after the abstract in the command's own help.
    public var discussion: String
    /// The version `--version` prints; only the root command's is used, and empty means no `--version`.
    public var version: String
    /// The commands below this one, selected by their ``commandName``.
    public var subcommands: [any ParsableCommand.Type]
    /// The flag (e.g. `--json`) with which a failure is also printed on standard output as
    /// `{"error":{"code":<exit code>,"message":"…"}}`; only the root command's is used.
    public var jsonErrorFlag: String?
    /// How errors are printed on standard error; only the root command's is used.
    public var errorStyle: ErrorStyle
    /// Environment variables that hold secrets (a password): left out of ``Console/environment``
    /// and read only as bytes (``Console/takeSecretVariable(_:into:)``); only the root command's is used.
    public var secretVariables: Set<String>

    /// How a command's errors are printed on standard error.
    public enum ErrorStyle: Sendable, Equatable {
        /// `Error: <message>`, and for a usage error a second line `See '<command> --help'.`
        /// (swift-argument-parser's form; `zhip-cli`'s).
        case errorAndHint
        /// One line: `<root>: <message>`, ending ` (see <command> --help)` for a usage error
        /// (a daemon's form, for logs that keep one line an error; `zhip-devnet`'s).
        case oneLine
    }

    /// A configuration; every part is optional.
    public init(
        commandName: String? = nil,
        abstract: String = "",
        discussion: String = "",
        version: String = "",
        subcommands: [any ParsableCommand.Type] = [],
        jsonErrorFlag: String? = nil,
        errorStyle: ErrorStyle = .errorAndHint,
        secretVariables: Set<String> = []
    ) {
        self.commandName = commandName
        self.abstract = abstract
        self.discussion = discussion
        self.version = version
        self.subcommands = subcommands
        self.jsonErrorFlag = jsonErrorFlag
        self.errorStyle = errorStyle
        self.secretVariables = secretVariables
    }
}
