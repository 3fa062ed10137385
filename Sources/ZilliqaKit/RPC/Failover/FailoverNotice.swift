/// What ``FailoverNodes`` says, once, when a node it tried did not serve and another did:
/// `node https://a… did not answer (HTTP 503); using https://b…`.
public struct FailoverNotice: Sendable, Hashable, CustomStringConvertible {
    /// The node given up on, as shown (``Network/displayURL``).
    public let from: String
    /// Why: a ``NodeAnswer/outcome(of:)``.
    public let outcome: String
    /// Whether it answered at all: false for a node on another chain, which answered but was refused.
    public let refused: Bool
    /// The node used instead, as shown.
    public let to: String

    public init(from: String, outcome: String, refused: Bool, to: String) {
        self.from = from
        self.outcome = outcome
        self.refused = refused
        self.to = to
    }

    public var description: String {
        refused
            ? "node \(from) was refused (\(outcome), not the network's chain); using \(to)"
            : "node \(from) did not answer (\(outcome)); using \(to)"
    }
}
