public import Foundation
import Synchronization

/// The JSON-RPC calls a flow of the app must make, step by step, kept as a file next to the
/// test and reviewed like code; or a recording of them, to write such a file.
///
/// Compare a flow with its file:
/// ```swift
/// let baseline = try Baseline.parse(Data(contentsOf: url))
/// try await baseline.flow(tap) { flow in
///     try await flow.step("review") { … }
///     flow.bind("recipient", to: recipient.checksummed)
///     try await flow.step("sign") { … }
/// }                                   // throws BaselineMismatch when the calls differ
/// ```
/// Record one (`Baseline.record("send")`, then `recordedJSON()`), or let the environment choose:
/// `Baseline.named("send", in: directory)` records into `$ZHIP_RECORD_BASELINES/send.json`
/// when that variable is set, and compares with `directory/send.json` otherwise.
public final class Baseline: Sendable {
    /// The environment variable naming the directory recordings are written to.
    public static let recordingDirectoryVariable = "ZHIP_RECORD_BASELINES"

    /// The flow's name, e.g. `send`.
    public let name: String
    /// The steps the flow must run (empty for a recording).
    public let steps: [BaselineStep]
    /// True for a baseline that records instead of comparing.
    public let isRecording: Bool
    /// Where a recording is written when its flow ends (nil: only kept for ``recordedJSON()``).
    public let recordingFile: URL?
    private let recorded = Mutex<[BaselineStep]?>(nil)

    /// A baseline comparing the flow `name` with `steps`.
    public init(flow name: String, steps: [BaselineStep]) {
        self.name = name
        self.steps = steps
        isRecording = false
        recordingFile = nil
    }

    private init(recording name: String, to file: URL?) {
        self.name = name
        steps = []
        isRecording = true
        recordingFile = file
    }

    /// A baseline that records the flow `name`: each step's calls once nothing new has arrived
    /// for the quiet period, written to `file` (if given) when the flow ends.
    public static func record(_ name: String, to file: URL? = nil) -> Baseline {
        Baseline(recording: name, to: file)
    }

    /// The baseline of the flow `name` from `directory/<name>.json`, or, when
    /// `ZHIP_RECORD_BASELINES` is set in `environment`, a recording to `<that directory>/<name>.json`:
    /// the same test compares or records.
    /// - Throws: ``BaselineError/notFound(path:)`` when there is no such file, or what
    ///   ``parse(_:)`` throws; the file must be the baseline of `name`.
    public static func named(
        _ name: String, in directory: URL, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(BaselineError) -> Baseline {
        if let recordTo = environment[recordingDirectoryVariable], !recordTo.isEmpty {
            return record(name, to: URL(fileURLWithPath: recordTo).appendingPathComponent("\(name).json"))
        }
        let file = directory.appendingPathComponent("\(name).json")
        guard let data = FileManager.default.contents(atPath: file.path) else { throw .notFound(path: file.path) }
        let baseline = try parse(data)
        guard baseline.name == name else {
            throw .unreadable("\(file.path) is the baseline of flow \"\(baseline.name)\", not \"\(name)\"")
        }
        return baseline
    }

    // MARK: - Running

    /// Runs `body` as the flow: the test runs each step with `flow.step`; calls are read from
    /// `tap`. Comparing, each step waits up to `timeout` for its calls; at the end, steps not
    /// run, deferred calls, and calls made more often than listed over the whole flow fail it.
    /// Recording, each step waits until no call has arrived for `quietPeriod` (at most `timeout`).
    /// - Throws: what `body` throws, ``BaselineMismatch`` when the calls differ, or ``BaselineError``.
    @discardableResult
    public nonisolated(nonsending) func flow<T>(
        _ tap: TrafficTap, timeout: Duration = .seconds(5), quietPeriod: Duration = .milliseconds(300),
        _ body: (BaselineFlow) async throws -> T
    ) async throws -> T {
        let flow = BaselineFlow(
            name: name, mode: isRecording ? .recording : .comparing(steps), tap: tap, timeout: timeout,
            quietPeriod: quietPeriod)
        let result = try await body(flow)
        let steps = try await flow.finish()
        if isRecording {
            recorded.withLock { $0 = steps }
            if let recordingFile { try write(steps, to: recordingFile) }
        }
        return result
    }

    // MARK: - The file

    /// The file a recording made: the format version, the flow and its steps, properties in
    /// alphabetical order, bound values as `{{name}}`.
    /// - Throws: ``BaselineError/nothingRecorded(flow:)`` before the recorded flow has run.
    public func recordedJSON() throws(BaselineError) -> Data {
        guard let steps = recorded.withLock({ $0 }) else { throw .nothingRecorded(flow: name) }
        return Self.fileData(flow: name, steps: steps)
    }

    /// This baseline's file: what ``parse(_:)`` reads back.
    public var jsonData: Data { Self.fileData(flow: name, steps: steps) }

    private func write(_ steps: [BaselineStep], to file: URL) throws(BaselineError) {
        do {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Self.fileData(flow: name, steps: steps).write(to: file, options: .atomic)
        } catch {
            throw .notWritten(path: file.path, reason: error.localizedDescription)
        }
    }
}
