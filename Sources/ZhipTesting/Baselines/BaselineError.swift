/// Why a baseline could not be read, recorded or used: each case says what was wrong and how
/// to put it right. (A flow whose calls differ from its baseline throws ``BaselineMismatch``.)
public enum BaselineError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file is not JSON, or not a baseline: what is wrong, and where.
    case unreadable(String)
    /// The file was written in another format version (`nil`: it names none).
    case unsupportedFormat(found: Int?)
    /// A params schema uses something this reader does not support, at `path`.
    case invalidSchema(path: String, reason: String)
    /// The test ran a step the baseline does not list.
    case unknownStep(String, flow: String, steps: [String])
    /// The test ran a step again, or went back to one already passed.
    case stepAlreadyRun(String, flow: String)
    /// A `{{name}}` in the baseline that the test never bound.
    case unboundVariable(name: String, step: String)
    /// Recording: two variables are bound to the same value, so the recording cannot tell which
    /// one a call used.
    case variablesShareAValue([String])
    /// No baseline file at this path.
    case notFound(path: String)
    /// The recording could not be written.
    case notWritten(path: String, reason: String)
    /// Asked for a recording's JSON before its flow ran, or of a baseline that was not recording.
    case nothingRecorded(flow: String)

    /// The format version this ZhipTesting reads and writes.
    public static let currentFormat = 1

    public var description: String {
        switch self {
        case .unreadable(let reason):
            "The baseline cannot be read: \(reason)."
        case .unsupportedFormat(let found):
            "The baseline "
                + (found.map { "is format \($0)" } ?? "names no format")
                + "; this ZhipTesting reads format \(Self.currentFormat): record it again."
        case .invalidSchema(let path, let reason):
            "The params schema at \(path) \(reason)."
        case .unknownStep(let step, let flow, let steps):
            "Flow \"\(flow)\" has no step \"\(step)\"; its steps are "
                + steps.map { "\"\($0)\"" }.joined(separator: ", ") + "."
        case .stepAlreadyRun(let step, let flow):
            "Flow \"\(flow)\" already ran step \"\(step)\" or a later one: run each step once, in the baseline's order."
        case .unboundVariable(let name, let step):
            "Step \"\(step)\" expects {{\(name)}}, but the test never bound it: call flow.bind(\"\(name)\", to: …) "
                + "before the step ends."
        case .variablesShareAValue(let names):
            "The variables " + names.map { "{{\($0)}}" }.joined(separator: " and ")
                + " are bound to the same value, so the recording cannot tell them apart: bind one of them only."
        case .notFound(let path):
            "There is no baseline at \(path): record it with ZHIP_RECORD_BASELINES=<directory> and commit it."
        case .notWritten(let path, let reason):
            "The recording could not be written to \(path): \(reason)."
        case .nothingRecorded(let flow):
            "Flow \"\(flow)\" has no recording: make it with Baseline.record(\"\(flow)\") and run the flow first."
        }
    }
}
