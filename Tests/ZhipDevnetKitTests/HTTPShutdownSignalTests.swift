import Glibc
import Testing
import ZhipDevnetKit

/// Sends `number` to this process every 20 ms until `done` yields (a Dispatch signal source may
/// register a moment after it is created), giving up after 10 s.
private func keepSignalling(_ number: Int32, until done: AsyncStream<Int32>) async -> Int32? {
    let sender = Task {
        for _ in 0..<500 where !Task.isCancelled {
            kill(getpid(), number)
            try? await Task.sleep(for: .milliseconds(20))
        }
    }
    defer { sender.cancel() }
    for await received in done { return received }
    return nil
}

// These tests use SIGWINCH and SIGURG, whose default action is to do nothing, so a signal sent
// before a trap is installed or after it is cancelled cannot kill the test process.
@Suite("Shutdown signal trap")
struct HTTPShutdownSignalTests {
    @Test("a trapped signal calls the closure with its number instead of acting as usual")
    func trapCallsClosure() async {
        let (calls, continuation) = AsyncStream.makeStream(of: Int32.self)
        let trap = ShutdownSignal(signals: [SIGWINCH]) { number in continuation.yield(number) }
        defer { trap.cancel() }

        let received = await keepSignalling(SIGWINCH, until: calls)

        #expect(received == SIGWINCH)
        #expect(trap.signals == [SIGWINCH])
    }

    @Test("next(of:) returns the number of the first signal that arrives")
    func nextReturnsSignal() async {
        let (done, continuation) = AsyncStream.makeStream(of: Int32.self)
        let waiter = Task {
            _ = continuation.yield(await ShutdownSignal.next(of: [SIGURG]))
        }

        let received = await keepSignalling(SIGURG, until: done)
        await waiter.value

        #expect(received == SIGURG)
    }

    @Test("the default signals are SIGINT and SIGTERM")
    func defaultSignals() {
        #expect(ShutdownSignal.stopSignals == [SIGINT, SIGTERM])
    }
}
