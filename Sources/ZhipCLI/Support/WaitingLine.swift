import CommandLineKit
import ZhipCore
import ZilliqaKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one way the CLI shows a wait: a line, "Unlocking the keystore… 2s", counting the seconds
/// on the container's clock until the wait ends, then cleared. A command draws it on standard
/// error after ``delay`` and only when standard error is a terminal (scripts and `--json`
/// readers see nothing); the interactive app draws it on its progress line at once.
///
/// ```swift
/// let account = try await WaitingLine.showing("Asking the devnet node for the balance", on: console) {
///     try await session.balance(of: address)
/// }
/// ```
enum WaitingLine {
    /// How long a command's wait goes unshown: anything quicker feels immediate.
    static let delay: Duration = .milliseconds(300)

    /// The width assumed for a terminal that does not say its own.
    static let defaultWidth = 80

    /// The text of the line after `elapsed`: `Sending the payment… 3s`, within `width` columns less
    /// one (so the cursor never wraps and a redraw replaces it): a `what` too long is cut short.
    static func text(_ what: String, elapsed: Duration, width: Int = .max) -> String {
        let count = " \(elapsed.components.seconds)s"
        let room = width == .max ? Int.max : max(0, width - 2 - count.count)
        return "\(what.count > room ? String(what.prefix(room)) : what)…\(count)"
    }

    /// Runs `body`, showing `what` on standard error after ``delay`` while it has not ended,
    /// when standard error is a terminal.
    static func showing<T, Failure: Error>(
        _ what: String, on console: Console, clock: any MonotonicClock = Container.shared.clock(),
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws(Failure) -> T
    ) async throws(Failure) -> T {
        guard console.stderrIsTerminal else { return try await body() }
        return try await showing(
            what, on: StandardErrorLine(console: console), after: delay, clock: clock,
            width: StandardErrorLine.width(of: console), body)
    }

    /// Runs `body`, drawing `what` on `surface` (within `width` columns) once `delay` has passed
    /// and then every second until it ends, and clearing it afterwards.
    static func showing<T, Failure: Error>(
        _ what: String, on surface: some WaitingSurface, after delay: Duration, clock: any MonotonicClock,
        width: Int = .max, isolation: isolated (any Actor)? = #isolation, _ body: () async throws(Failure) -> T
    ) async throws(Failure) -> T {
        let start = clock.now
        if delay == .zero { await surface.draw(text(what, elapsed: .zero, width: width)) }
        let ticker = Task {
            do {
                try await clock.sleep(for: delay == .zero ? .seconds(1) : delay)
                while true {
                    await surface.draw(text(what, elapsed: clock.now - start, width: width))
                    try await clock.sleep(for: .seconds(1))
                }
            } catch {
                // Cancelled: the wait is over.
            }
        }
        let result: Result<T, Failure>
        do {
            result = .success(try await body())
        } catch {
            result = .failure(error)
        }
        ticker.cancel()
        await ticker.value
        await surface.clear()
        return try result.get()
    }
}

/// Standard error as a ``WaitingSurface``: the line is rewritten in place.
private struct StandardErrorLine: WaitingSurface {
    let console: Console

    /// The columns of the terminal standard error is, when this process's own and it says; else
    /// `COLUMNS`, else ``WaitingLine/defaultWidth``.
    static func width(of console: Console) -> Int {
        var size = winsize()
        if console.ownsProcess, ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
            return Int(size.ws_col)
        }
        return console.environment["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
            ?? WaitingLine.defaultWidth
    }

    func draw(_ text: String) async {
        console.standardError("\r\u{1B}[K" + text)
    }

    func clear() async {
        console.standardError("\r\u{1B}[K")
    }
}
