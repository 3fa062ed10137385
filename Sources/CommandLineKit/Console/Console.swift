/// Everything a command touches of the process it runs in: output streams, input,
/// environment variables, whether input is a terminal, and the current directory.
///
/// ``standard()`` wires it to the real process; tests build one in memory (see
/// ``ConsoleRecorder``) and run commands in-process:
/// ```swift
/// let recorder = ConsoleRecorder(environment: ["ZHIP_PASSWORD": "hunter2"])
/// let code = await ZhipCommand.main(arguments: ["address", "zil1…"], console: recorder.console)
/// #expect(recorder.output == "…")
/// ```
public struct Console: Sendable {
    /// Writes text to standard output, as is.
    public var standardOutput: @Sendable (String) -> Void
    /// Writes text to standard error, as is.
    public var standardError: @Sendable (String) -> Void
    /// Shows `prompt` on standard error (standard output stays clean for data), then reads one
    /// line from standard input without its line ending; nil at end of input. With `echo`
    /// false, typed characters are not shown (when input is a terminal): echo is turned off
    /// before the prompt appears, and the unechoed line break is written afterwards.
    public var readLine: @Sendable (_ prompt: String, _ echo: Bool) -> String?
    /// The environment variables (for the process's console, without its secret variables: see ``SecretInput``).
    public var environment: [String: String]
    /// How secrets are read as bytes; nil (a console built from parts) reads them from
    /// ``environment`` and ``readLine`` (see ``readSecretLine(prompt:into:)``).
    public var secretInput: SecretInput?
    /// True when standard input is a terminal (a person can be asked).
    public var stdinIsTerminal: Bool
    /// True when standard error is a terminal: a person watches it, so a wait can be shown there
    /// (scripts and `--json` readers get no progress lines). False unless set.
    public var stderrIsTerminal = false
    /// True for the console of the process itself (``standard()``): a command may then take
    /// over process-wide things such as Ctrl-C. False for in-process test consoles.
    public var ownsProcess = false
    /// The directory relative paths are resolved against.
    public var currentDirectory: String

    /// A console from its parts.
    public init(
        standardOutput: @escaping @Sendable (String) -> Void,
        standardError: @escaping @Sendable (String) -> Void,
        readLine: @escaping @Sendable (_ prompt: String, _ echo: Bool) -> String?,
        environment: [String: String] = [:],
        stdinIsTerminal: Bool = false,
        currentDirectory: String = "/"
    ) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.readLine = readLine
        self.environment = environment
        self.stdinIsTerminal = stdinIsTerminal
        self.currentDirectory = currentDirectory
    }

    /// Writes `line` and a newline to standard output.
    public func print(_ line: String) { standardOutput(line + "\n") }

    /// Writes `line` and a newline to standard error.
    public func printError(_ line: String) { standardError(line + "\n") }

    /// Shows `prompt` on standard error and reads a line without echoing it; nil at end of input.
    public func readSecret(prompt: String) -> String? {
        readLine(prompt, false)
    }

    /// `path` as an absolute path: relative paths are taken from ``currentDirectory``.
    public func absolutePath(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        let base = currentDirectory.hasSuffix("/") ? currentDirectory : currentDirectory + "/"
        return base + path
    }
}
