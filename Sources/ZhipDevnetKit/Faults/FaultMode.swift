/// How an injected fault spoils an answer (`--fail-mode`).
public enum FaultMode: String, Sendable, Hashable, CaseIterable {
    /// HTTP 500 with a JSON-free body; the request is not processed.
    case serverError = "500"
    /// The request is processed, then the connection is closed without an answer: the lost
    /// answer a wallet must survive without sending twice.
    case drop
    /// HTTP 200 whose body is not JSON; the request is not processed.
    case garbage
    /// The request is processed, then held past any client timeout (30 s, or until the devnet
    /// stops) and the connection closed without an answer.
    case timeout
}
