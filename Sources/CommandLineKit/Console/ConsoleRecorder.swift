import Foundation

/// An in-memory ``Console`` for tests and embedding: scripted input, captured output.
///
/// ```swift
/// let recorder = ConsoleRecorder(input: ["secret", "secret"], stdinIsTerminal: true)
/// let code = await Tool.main(arguments: ["new"], console: recorder.console)
/// #expect(recorder.errorOutput.isEmpty)
/// #expect(recorder.echoModes == [false, false])   // both lines were read without echo
/// #expect(recorder.errorOutput == "Password: \nRepeat: \n")  // prompts, as a terminal shows them
/// ```
public final class ConsoleRecorder: @unchecked Sendable {
    // @unchecked: every mutable property is read and written only under `lock`.
    private let lock = NSLock()
    private var captured = ""
    private var capturedErrors = ""
    private var pendingInput: [String]
    private var recordedEchoModes: [Bool] = []

    private let environment: [String: String]
    private let stdinIsTerminal: Bool
    private let currentDirectory: String

    /// A recorder answering reads with `input`, line by line, then end of input. Prompts are
    /// recorded in ``errorOutput``, followed by a line break when read without echo.
    public init(
        input: [String] = [],
        environment: [String: String] = [:],
        stdinIsTerminal: Bool = false,
        currentDirectory: String = "/"
    ) {
        self.pendingInput = input
        self.environment = environment
        self.stdinIsTerminal = stdinIsTerminal
        self.currentDirectory = currentDirectory
    }

    /// The console to hand to a command.
    public var console: Console {
        Console(
            standardOutput: { [self] text in locked { captured += text } },
            standardError: { [self] text in locked { capturedErrors += text } },
            readLine: { [self] prompt, echo in
                locked {
                    // As on a terminal: the prompt, then (without echo) the line break the user typed.
                    capturedErrors += prompt + (echo ? "" : "\n")
                    recordedEchoModes.append(echo)
                    return pendingInput.isEmpty ? nil : pendingInput.removeFirst()
                }
            },
            environment: environment,
            stdinIsTerminal: stdinIsTerminal,
            currentDirectory: currentDirectory)
    }

    /// Everything written to standard output.
    public var output: String { locked { captured } }

    /// Everything written to standard error.
    public var errorOutput: String { locked { capturedErrors } }

    /// For each line read, whether it was read with echo on.
    public var echoModes: [Bool] { locked { recordedEchoModes } }

    private func locked<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
