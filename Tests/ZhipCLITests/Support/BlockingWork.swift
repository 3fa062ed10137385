import Foundation

/// Runs blocking work (a child process, `waitpid`, a subprocess's pipes) on a thread of its own
/// and awaits its result.
///
/// Swift Testing runs tests on Swift's cooperative pool, which has one thread per core. A test
/// that blocks a pool thread for seconds starves every async test meanwhile: on a two-core
/// machine, two such tests at once stalled an in-process JSON-RPC client's retry for 12 s, whose
/// answer had long arrived but could not be resumed.
func onThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread {
            continuation.resume(with: Result { try body() })
        }
    }
}
