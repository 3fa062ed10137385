import Dispatch
import Glibc
import Synchronization

/// Calls a closure when the process receives SIGINT or SIGTERM (or other signals you name),
/// instead of letting the signal kill the process, so a server can stop cleanly.
///
/// ```swift
/// let trap = ShutdownSignal { signal in
///     print("signal \(signal): stopping")
///     server.stopAndWait()
///     exit(0)
/// }
/// // or, in async code:
/// let signal = await ShutdownSignal.next()
/// await server.stop()
/// ```
///
/// The signals are set to `SIG_IGN` first so their default action (terminating) does not run,
/// then delivered through `DispatchSourceSignal`. `cancel()` restores the default action.
public final class ShutdownSignal: Sendable {
    /// SIGINT (Ctrl-C) and SIGTERM (`kill`, service managers): the signals asking a process to stop.
    public static let stopSignals: [Int32] = [SIGINT, SIGTERM]

    /// The signals trapped.
    public let signals: [Int32]
    private let sources: Mutex<[any DispatchSourceSignal]>

    /// Starts trapping `signals`; `onSignal` runs on a Dispatch queue with the signal number each
    /// time one arrives, until `cancel()`.
    public init(signals: [Int32] = ShutdownSignal.stopSignals, onSignal: @escaping @Sendable (Int32) -> Void) {
        self.signals = signals
        var sources: [any DispatchSourceSignal] = []
        for number in signals {
            _ = signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { onSignal(number) }
            source.resume()
            sources.append(source)
        }
        self.sources = Mutex(sources)
    }

    /// Stops trapping: cancels the dispatch sources and gives the signals their default action
    /// back, so another SIGINT terminates the process as usual.
    public func cancel() {
        let sources = self.sources.withLock { sources in
            defer { sources = [] }
            return sources
        }
        guard !sources.isEmpty else { return }
        for source in sources { source.cancel() }
        for number in signals { _ = signal(number, SIG_DFL) }
    }

    /// Suspends until one of `signals` arrives and returns its number. The trap is cancelled as
    /// it returns, so a second signal acts as usual (a second Ctrl-C force-quits).
    public static func next(of signals: [Int32] = ShutdownSignal.stopSignals) async -> Int32 {
        let waiter = SignalWaiter()
        return await withCheckedContinuation { continuation in
            waiter.begin(continuation: continuation, signals: signals)
        }
    }
}

/// Links one `ShutdownSignal.next` call to its trap: resumes the caller once, then cancels the trap.
private final class SignalWaiter: Sendable {
    private struct State {
        var continuation: CheckedContinuation<Int32, Never>?
        var trap: ShutdownSignal?
        var received: Int32?
    }

    private let state = Mutex(State())

    func begin(continuation: CheckedContinuation<Int32, Never>, signals: [Int32]) {
        state.withLock { $0.continuation = continuation }
        let trap = ShutdownSignal(signals: signals) { [self] number in received(number) }
        let alreadyReceived = state.withLock { state -> Bool in
            state.trap = trap
            return state.received != nil
        }
        if alreadyReceived { trap.cancel() }
    }

    private func received(_ number: Int32) {
        let (continuation, trap) = state.withLock { state in
            if state.received == nil { state.received = number }
            defer {
                state.continuation = nil
                state.trap = nil
            }
            return (state.continuation, state.trap)
        }
        trap?.cancel()
        continuation?.resume(returning: number)
    }
}
