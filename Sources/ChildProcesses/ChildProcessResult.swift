import Foundation

/// What a finished ``ChildProcess`` left: how it ended and both of its output streams.
public struct ChildProcessResult: Sendable {
    /// How it ended.
    public let ending: ChildProcessEnding
    /// Its standard output.
    public let output: String
    /// Its standard error.
    public let errors: String

    /// The exit status a shell would report (see ``ChildProcessEnding/status``).
    public var status: Int32 { ending.status }
}

extension ChildProcess {
    /// Runs `executable` to its end with standard input from `standardInput` and both output
    /// streams read at once, and answers how it ended and what it printed; a child still running
    /// at `deadline` is killed, and the result says ``ChildProcessEnding/timedOut``.
    ///
    /// ```swift
    /// let result = try await ChildProcess.run(binary, ["--version"], environment: [:])
    /// #expect(result.status == 0 && result.output == "0.1.0\n")
    /// ```
    public static func run(
        _ executable: String, _ arguments: [String] = [], environment: [String: String],
        directory: String? = nil, standardInput: Input = .null, deadline: Duration = .seconds(180)
    ) async throws(ChildProcessError) -> ChildProcessResult {
        let child = try ChildProcess(
            executable, arguments, environment: environment, directory: directory, standardInput: standardInput,
            deadline: deadline)
        async let output = child.output()
        async let errors = child.errors()
        let ending = await child.ending()
        return ChildProcessResult(
            ending: ending, output: String(decoding: await output, as: UTF8.self),
            errors: String(decoding: await errors, as: UTF8.self))
    }
}
