public import Foundation

/// A node's last answer, as ``FailoverNodes`` saw it: when, and how it went (`ok`, `HTTP 503`,
/// `timeout`, `connection refused`, …). Stored by the wallet so that `settings` can show it.
///
/// ```swift
/// NodeAnswer(node: "https://a.example", at: now, outcome: "HTTP 503")
/// ```
public struct NodeAnswer: Sendable, Hashable, Codable {
    /// The node's URL as messages show it (``Network/displayURL``: never its user info).
    public let node: String
    /// When the answer came, or when the node was given up on.
    public let at: Date
    /// `ok`, or in a few words what went wrong (``outcome(of:)``).
    public let outcome: String

    public init(node: String, at: Date, outcome: String) {
        self.node = node
        self.at = at
        self.outcome = outcome
    }

    /// The outcome that stands for a node that answered.
    public static let ok = "ok"

    /// `failure` in a few words: `HTTP 503`, `timeout`, `connection refused`, `on EVM chain 32769`…
    public static func outcome(of failure: TransportError) -> String {
        switch failure {
        case .connectionRefused: "connection refused"
        case .timedOut: "timeout"
        case .tls: "TLS failure"
        case .httpStatus(let status): "HTTP \(status)"
        case .cancelled: "cancelled"
        case .responseTooLarge: "answer too large"
        case .libcurlUnavailable: "libcurl missing"
        case .other: "no answer"
        case .otherChain(_, let answered, _): answered.map { "on EVM chain \($0)" } ?? "chain unknown"
        }
    }
}
