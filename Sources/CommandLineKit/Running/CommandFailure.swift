/// A failure whose exit code is not ``ExitCode/failure``: the runner prints `Error: <message>`
/// (and, with the root's JSON flag, the JSON error object, unless the command printed its own
/// JSON answer already: ``answeredInJSON``) like any other error, then exits with ``exitCode``.
///
/// ```swift
/// throw CommandFailure("the network refused the transaction: …", exitCode: ExitCode(2))
/// ```
public struct CommandFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong and what to do, without `Error: `.
    public var message: String
    /// The status the process ends with.
    public var exitCode: ExitCode
    /// True when the command printed its one JSON object on standard output already (a payment
    /// whose outcome is unknown reports its hash): no error object is added after it.
    public var answeredInJSON: Bool

    /// A failure saying `message` and ending with `exitCode`.
    public init(_ message: String, exitCode: ExitCode, answeredInJSON: Bool = false) {
        self.message = message
        self.exitCode = exitCode
        self.answeredInJSON = answeredInJSON
    }

    public var description: String { message }
}
