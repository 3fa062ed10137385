import CommandLineKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What Ctrl-C says while a payment may be on its way: instead of vanishing, the process prints
/// what may have gone out and how to look it up, then exits with ``ExitCode/notConfirmed`` (3).
/// Only for the process's own console (``CommandLineKit/Console/ownsProcess``): in-process test
/// consoles leave the process's signals alone.
///
/// ```swift
/// let outcome = try await InterruptNotice.during("the payment (nonce 4) may have gone out: …", on: console) {
///     await useCase.send(prepared, keystore: keystore, password: password)
/// }
/// ```
/// The handler is a plain C signal handler doing only what is safe there: one `write(2)` of the
/// bytes rendered beforehand, then `_exit`.
enum InterruptNotice {
    /// The bytes the handler writes, rendered before it is installed; nil when none is.
    nonisolated(unsafe) private static var message: UnsafeMutableBufferPointer<UInt8>?
    /// The line the handler writes on standard output (a command's one JSON object), or nil.
    nonisolated(unsafe) private static var output: UnsafeMutableBufferPointer<UInt8>?

    /// Runs `body`; a Ctrl-C meanwhile prints `text` on standard error (and `json`, when given, as
    /// its one line on standard output: `--json` still ends with one object) and exits 3. Nested,
    /// the inner text is said while the inner body runs (with the outer line, when it gives none),
    /// and the outer one again afterwards.
    static func during<T>(_ text: String, json: String? = nil, on console: Console, _ body: () async throws -> T)
        async rethrows -> T
    {
        guard console.ownsProcess else { return try await body() }
        let buffer = rendered("\nInterrupted: \(text)\n")
        let line = json.map { rendered($0 + "\n") }
        let (outer, outerOutput) = (message, output)
        // An inner notice without a line of its own keeps the outer one: --json still ends with one object.
        (message, output) = (buffer, line ?? outerOutput)
        let previous = signal(SIGINT) { _ in
            if let output = InterruptNotice.output, let base = output.baseAddress {
                _ = write(STDOUT_FILENO, base, output.count)
            }
            if let message = InterruptNotice.message, let base = message.baseAddress {
                _ = write(STDERR_FILENO, base, message.count)
            }
            _exit(ExitCode.notConfirmed.rawValue)
        }
        defer {
            (message, output) = (outer, outerOutput)
            _ = signal(SIGINT, previous)
            buffer.deallocate()
            line?.deallocate()
        }
        return try await body()
    }

    /// Runs `body`, which arms the notice once a payment may go out (when it is signed), through the
    /// closure it is given: from then on a Ctrl-C prints the text last armed on standard error and
    /// exits 3; before, Ctrl-C does what it did. Only for a process the caller owns (`ownsProcess`).
    static func arming<T>(
        ownsProcess: Bool, isolation: isolated (any Actor)? = #isolation,
        _ body: (_ arm: @escaping (String) -> Void) async throws -> T
    ) async rethrows -> T {
        guard ownsProcess else { return try await body { _ in } }
        let outer = message
        var previous: (@convention(c) (Int32) -> Void)?
        var armed = false
        defer {
            if armed {
                message?.deallocate()
                message = outer
                _ = signal(SIGINT, previous)
            }
        }
        return try await body { text in
            let replaced = armed ? message : nil
            message = rendered("\nInterrupted: \(text)\n")
            replaced?.deallocate()
            guard !armed else { return }
            armed = true
            previous = signal(SIGINT) { _ in
                if let message = InterruptNotice.message, let base = message.baseAddress {
                    _ = write(STDERR_FILENO, base, message.count)
                }
                _exit(ExitCode.notConfirmed.rawValue)
            }
        }
    }

    /// `text`'s bytes in a buffer of their own, for the handler to write as they are.
    private static func rendered(_ text: String) -> UnsafeMutableBufferPointer<UInt8> {
        let bytes = Array(text.utf8)
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = buffer.initialize(from: bytes)
        return buffer
    }
}
