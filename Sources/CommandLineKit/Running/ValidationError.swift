/// A command line that parsed but makes no sense, thrown from `validate()` (or `run`).
///
/// The runner prints `Error: <message>` and a `See '<command> --help'.` hint on standard
/// error and exits with ``ExitCode/usageError`` (64):
/// ```swift
/// func validate() throws {
///     if amount.isEmpty { throw ValidationError("the amount is empty: give it in ZIL, e.g. --amount 1.5") }
/// }
/// ```
public struct ValidationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was wrong and how to fix it, in one line.
    public let message: String

    /// A validation failure saying `message`.
    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
