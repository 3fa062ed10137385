import Foundation

/// Runs work that holds a thread for long (a keystore's KDF, a pincode's Argon2id, a blocking
/// `curl_easy_perform` in ``HTTPTransport``) on a thread of its own and awaits it.
///
/// Swift's cooperative pool has one thread per core: a task that computes or blocks for a tenth of
/// a second there keeps every other task (a progress line, a node's answer, a test's wait) from
/// running for that long, and a few at once stall them all. The thread ends with the work.
///
/// ```swift
/// let key = try await DedicatedThread.run { try keystore.decrypt(password: password) }
/// ```
public enum DedicatedThread {
    /// Runs `work` on a new thread and returns (or throws) what it did.
    public static func run<Value: Sendable, Failure: Error>(
        _ work: @escaping @Sendable () throws(Failure) -> Value
    ) async throws(Failure) -> Value {
        let result = await withCheckedContinuation {
            (continuation: CheckedContinuation<Result<Value, Failure>, Never>) in
            Thread.detachNewThread {
                continuation.resume(returning: Result { () throws(Failure) -> Value in try work() })
            }
        }
        return try result.get()
    }
}
