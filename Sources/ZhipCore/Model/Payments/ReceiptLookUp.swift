/// A look-up for a receipt that found none yet, as the receipt use case reports it while it
/// waits: a front end shows it, so a wait of minutes always says what it waits for.
///
/// ```swift
/// let receipt = try await receipts.receipt(for: id, policy: .standard) { lookUp in
///     print("not confirmed yet (look-up \(lookUp.number) of \(lookUp.tries)); looking again in \(lookUp.nextIn)")
/// }
/// ```
public import ZilliqaKit

public struct ReceiptLookUp: Sendable, Equatable {
    /// Which look-up this was, from 1.
    public let number: Int
    /// How many look-ups there will be at most.
    public let tries: Int
    /// How long until the next one.
    public let nextIn: Duration
    /// Why the node gave no answer this time (it could not be reached), or nil when it answered
    /// that it has no receipt yet. The payment may still be pending either way.
    public let problem: ZilliqaServiceError?

    public init(number: Int, tries: Int, nextIn: Duration, problem: ZilliqaServiceError? = nil) {
        self.number = number
        self.tries = tries
        self.nextIn = nextIn
        self.problem = problem
    }
}
