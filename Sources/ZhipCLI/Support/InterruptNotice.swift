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

    /// Runs `body`; a Ctrl-C meanwhile prints `text` on standard error and exits 3. Nested, the
    /// inner text is said while the inner body runs, and the outer one again afterwards.
    static func during<T>(_ text: String, on console: Console, _ body: () async throws -> T) async rethrows -> T {
        guard console.ownsProcess else { return try await body() }
        let bytes = Array("\nInterrupted: \(text)\n".utf8)
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = buffer.initialize(from: bytes)
        let outer = message
        message = buffer
        let previous = signal(SIGINT) { _ in
            if let message = InterruptNotice.message, let base = message.baseAddress {
                _ = write(STDERR_FILENO, base, message.count)
            }
            _exit(ExitCode.notConfirmed.rawValue)
        }
        defer {
            message = outer
            _ = signal(SIGINT, previous)
            buffer.deallocate()
        }
        return try await body()
    }
}
