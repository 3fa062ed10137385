/// A request that ends the run successfully without running a command: help or version.
///
/// ``ParsableArguments/parse(_:)`` throws it when the arguments ask for help; the runner
/// prints the text on standard output and exits with ``ExitCode/success``. A command's
/// `run` may throw ``helpRequest`` to show its own help (group commands do so by default).
public enum CleanExit: Error, Sendable, Equatable {
    /// `--help`, `-h` or the `help` subcommand.
    case helpRequest
    /// `--version` on the root command.
    case versionRequest
}
