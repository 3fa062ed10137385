/// One way a step's calls differ from its baseline. Names methods and the baseline's own
/// expectations; never a value the app sent.
public enum BaselineFinding: Sendable, Hashable {
    /// A listed call of this method was never made.
    case missing(method: String)
    /// A call of this method was made once more than the baseline lists it (one finding a call).
    case extra(method: String)
    /// A call of this method was made, but its params break the listed schema.
    case mismatch(method: String, issues: [SchemaIssue])
    /// Every listed call was made, but not in the listed order (a `"sequence"` step): the
    /// listed methods, and the methods in the order they were made.
    case outOfOrder(expected: [String], made: [String])
    /// The test never ran this step.
    case stepNotRun

    /// The finding's lines in a report, indented under its step.
    var reportLines: [String] {
        switch self {
        case .missing(let method):
            ["  ✕ \(method)  missing"]
        case .extra(let method):
            ["  ✕ \(method)  extra: made more often than listed"]
        case .mismatch(let method, let issues):
            ["  ✕ \(method)"] + issues.map { "      \($0)" }
        case .outOfOrder(let expected, let made):
            [
                "  ✕ out of order",
                "      listed " + expected.joined(separator: ", "),
                "      made   " + made.joined(separator: ", "),
            ]
        case .stepNotRun:
            ["  ✕ step not run"]
        }
    }
}
