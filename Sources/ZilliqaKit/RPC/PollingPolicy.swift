/// How long to keep looking for a transaction's receipt: Zhip's 20 tries, the wait after try n
/// being `n x baseDelay` (1 s, 2 s, 3 s, … about three minutes in all by default).
///
/// Cancelling the task stops the polling at once with `CancellationError`.
/// ```swift
/// let receipt = try await service.waitForReceipt(id, policy: .standard)
/// PollingPolicy(tries: 3, baseDelay: .seconds(1), sleep: { _ in })   // tests: no waiting
/// ```
public struct PollingPolicy: Sendable {
    /// How many look-ups at most (at least 1).
    public let tries: Int
    /// The wait after the first try; each later wait grows by as much.
    public let baseDelay: Duration
    /// How the policy waits; `Task.sleep` unless a test injects another.
    public let sleep: @Sendable (Duration) async throws -> Void

    public init(
        tries: Int = 20, baseDelay: Duration = .seconds(1),
        sleep: @escaping @Sendable (Duration) async throws -> Void = RetryPolicy.taskSleep
    ) {
        self.tries = max(1, tries)
        self.baseDelay = max(.zero, baseDelay)
        self.sleep = sleep
    }

    /// 20 tries, waiting 1 s, 2 s, … 19 s between them.
    public static let standard = PollingPolicy()

    /// The wait after try number `tryNumber` (counted from 1): `tryNumber x baseDelay`, but
    /// no more than an hour (or `baseDelay`, when that is longer).
    public func delay(afterTry tryNumber: Int) -> Duration {
        let longest = max(baseDelay, .seconds(3600))
        let factor = max(1, tryNumber)
        // Dividing first keeps the multiplication from overflowing.
        return baseDelay <= longest / factor ? baseDelay * factor : longest
    }

    /// Looks the receipt of `id` up with `lookUp` until it is there or the tries are spent.
    ///
    /// A transport failure counts as a try; any other error ends the polling.
    /// - Throws: ``ZilliqaServiceError/receiptNotFound(_:tries:)`` after the last try,
    ///   `CancellationError` when the task is cancelled, or what `lookUp` threw.
    public func waitForReceipt(
        of id: TransactionID, lookUp: () async throws -> TransactionReceipt?
    ) async throws -> TransactionReceipt {
        guard let receipt = try await poll(lookUp) else { throw ZilliqaServiceError.receiptNotFound(id, tries: tries) }
        return receipt
    }

    /// What `lookUp` finds, tried as this policy says; nil when every try found nothing. Shared
    /// by the legacy and the EVM receipt waits, which differ only in what they look up.
    ///
    /// A transport failure counts as a try; any other error ends the polling.
    /// - Throws: `CancellationError` when the task is cancelled, or what `lookUp` threw.
    func poll<Value>(_ lookUp: () async throws -> Value?) async throws -> Value? {
        for tryNumber in 1...tries {
            try Task.checkCancellation()
            do {
                if let value = try await lookUp() { return value }
            } catch ZilliqaServiceError.transport {
                // The node could not be reached this time: that was one try.
            }
            if tryNumber < tries { try await sleep(delay(afterTry: tryNumber)) }
        }
        return nil
    }
}
