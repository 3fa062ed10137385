import CommandLineKit
import ZhipCore

/// Shows a person what a command waits for: after ``delay`` without an answer, one line on
/// standard error, "Unlocking the keystore… 2s", counting the seconds until the wait ends, then
/// cleared. Only when standard error is a terminal: scripts and `--json` readers see nothing.
///
/// ```swift
/// let account = try await WaitingLine.showing("Asking the devnet node for the balance", on: console) {
///     try await session.balance(of: address)
/// }
/// ```
enum WaitingLine {
    /// How long a wait goes unshown: anything quicker feels immediate.
    static let delay: Duration = .milliseconds(300)

    /// The text of the line after `elapsed`: `Sending the payment… 3s`.
    static func text(_ what: String, elapsed: Duration) -> String {
        "\(what)… \(elapsed.components.seconds)s"
    }

    /// Runs `body`, showing `what` while it has not ended, on the container's clock.
    static func showing<T>(
        _ what: String, on console: Console, clock: any MonotonicClock = Container.shared.clock(),
        _ body: () async throws -> T
    ) async throws -> T {
        guard console.stderrIsTerminal else { return try await body() }
        let start = clock.now
        let ticker = Task {
            do {
                try await clock.sleep(for: delay)
                while true {
                    console.standardError("\r\u{1B}[K" + text(what, elapsed: clock.now - start))
                    try await clock.sleep(for: .seconds(1))
                }
            } catch {
                // Cancelled: the wait is over.
            }
        }
        let result: Result<T, any Error>
        do {
            result = .success(try await body())
        } catch {
            result = .failure(error)
        }
        ticker.cancel()
        await ticker.value
        console.standardError("\r\u{1B}[K")
        return try result.get()
    }
}
