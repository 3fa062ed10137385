/// Thrown when a flow's calls differ from its baseline: the differences as data (``diffs``, a
/// ``StepDiff`` for each failing step) and as a report (``description``) that names the flow,
/// the step, each method and each params path with the schema's message, and never quotes a
/// value sent (no signatures, keys or amounts).
///
/// ```text
/// The calls of flow "send" differ from its baseline:
/// send › sign
///   ✕ CreateTransaction  extra: made more often than listed
/// ```
public struct BaselineMismatch: Error, Sendable, Hashable, CustomStringConvertible {
    /// The flow's name.
    public let flow: String
    /// The failing steps, in the baseline's order.
    public let diffs: [StepDiff]

    public init(flow: String, diffs: [StepDiff]) {
        self.flow = flow
        self.diffs = diffs
    }

    /// Every finding of every failing step.
    public var findings: [BaselineFinding] { diffs.flatMap(\.findings) }

    public var description: String {
        (["The calls of flow \"\(flow)\" differ from its baseline:"] + diffs.map(\.description))
            .joined(separator: "\n")
    }
}
