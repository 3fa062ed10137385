/// What one step of a flow got wrong: the flow, the step, and its findings.
///
/// ```swift
/// StepDiff(flow: "send", step: "sign", findings: [.extra(method: "CreateTransaction")])
/// ```
public struct StepDiff: Sendable, Hashable, CustomStringConvertible {
    public let flow: String
    public let step: String
    public let findings: [BaselineFinding]

    public init(flow: String, step: String, findings: [BaselineFinding]) {
        self.flow = flow
        self.step = step
        self.findings = findings
    }

    /// `send › sign` and a line or more a finding.
    public var description: String {
        (["\(flow) › \(step)"] + findings.flatMap(\.reportLines)).joined(separator: "\n")
    }
}
