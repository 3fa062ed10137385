public import ZilliqaKit

/// A flow running against its ``Baseline``: the test runs each step through it and binds the
/// values only it knows. Each step ends by waiting (up to the flow's timeout) for the calls it
/// lists, then compares them with the calls made since it started, or, when recording, waits
/// until no call has arrived for a quiet moment.
///
/// ```swift
/// try await baseline.flow(tap) { flow in
///     try await flow.step("prepare") { await prepare.didTapContinue() }
///     flow.bind("recipient", to: recipient.checksummed)
///     try await flow.step("sign") { await sign.didTapConfirm() }
/// }
/// ```
public final class BaselineFlow {
    /// Comparing with a baseline's steps, or recording new ones.
    enum Mode {
        case comparing([BaselineStep])
        case recording
    }

    /// A step the test ran: its name, its place in the baseline (comparing) and the tap's
    /// count when it started.
    struct Run {
        let name: String
        let index: Int
        let start: Int
    }

    /// The flow's name.
    public let name: String
    let mode: Mode
    let tap: TrafficTap
    let timeout: Duration
    let quietPeriod: Duration
    /// The tap's count when the flow started.
    let start: Int
    private(set) var runs: [Run] = []
    private(set) var variables = BaselineVariables()
    /// Steps the test went past without running them (comparing).
    private var skipped: [Int] = []
    /// Calls an expected call already took.
    private var used: Set<Int> = []

    init(name: String, mode: Mode, tap: TrafficTap, timeout: Duration, quietPeriod: Duration) {
        self.name = name
        self.mode = mode
        self.tap = tap
        self.timeout = timeout
        self.quietPeriod = quietPeriod
        start = tap.count
    }

    // MARK: - Binding

    /// Names `value` as `{{name}}` for the rest of the flow: a baseline's `{{name}}` is compared
    /// with it, and a recording writes `{{name}}` wherever it was sent. Bind before the step
    /// that sends it ends.
    public func bind(_ name: String, to value: JSONValue) {
        variables.bind(name, to: value)
    }

    /// Names a string, e.g. an address as the app sends it.
    public func bind(_ name: String, to value: String) {
        variables.bind(name, to: .string(value))
    }

    // MARK: - Steps

    /// Runs `action` as the step `name`, then checks (or records) the calls made since it started.
    /// Returns what `action` returns.
    /// - Throws: what `action` throws; ``BaselineMismatch`` with this step's findings;
    ///   ``BaselineError`` when the baseline has no such step, it already ran, or a variable
    ///   it needs is not bound.
    @discardableResult
    public nonisolated(nonsending) func step<T>(_ name: String, _ action: () async throws -> T) async throws -> T {
        let index = try nextIndex(for: name)
        let run = Run(name: name, index: index, start: tap.count)
        runs.append(run)
        let result = try await action()
        switch mode {
        case .comparing(let steps):
            try await check(steps[index], since: run.start)
        case .recording:
            try await waitForQuiet()
        }
        return result
    }

    /// The step's place in the baseline; steps passed over are remembered as not run.
    private func nextIndex(for name: String) throws(BaselineError) -> Int {
        switch mode {
        case .recording:
            guard !runs.contains(where: { $0.name == name }) else { throw .stepAlreadyRun(name, flow: self.name) }
            return runs.count
        case .comparing(let steps):
            guard let index = steps.firstIndex(where: { $0.name == name }) else {
                throw .unknownStep(name, flow: self.name, steps: steps.map(\.name))
            }
            let next = runs.last.map { $0.index + 1 } ?? 0
            guard index >= next else { throw .stepAlreadyRun(name, flow: self.name) }
            skipped += next..<index
            return index
        }
    }

    private nonisolated(nonsending) func check(_ step: BaselineStep, since start: Int) async throws {
        let needed = Self.counts(of: step.calls.filter { !$0.isDeferred })
        try await waitUntil { Self.hasArrived(needed, in: tap.calls(from: start)) }
        let comparer = BaselineComparer(variables: variables)
        let (findings, taken) = try comparer.check(step, made: tap.calls(from: start))
        used.formUnion(taken)
        guard findings.isEmpty else {
            throw BaselineMismatch(flow: name, diffs: [StepDiff(flow: name, step: step.name, findings: findings)])
        }
    }

    // MARK: - Ending

    /// Comparing: the steps not run, the deferred calls, and every method's count over the whole
    /// flow. Recording: the steps recorded. Called by ``Baseline/flow(_:timeout:quietPeriod:_:)``.
    nonisolated(nonsending) func finish() async throws -> [BaselineStep] {
        switch mode {
        case .recording:
            return try recordedSteps()
        case .comparing(let steps):
            try await checkEnd(of: steps)
            return steps
        }
    }

    private nonisolated(nonsending) func checkEnd(of steps: [BaselineStep]) async throws {
        var findings: [Int: [BaselineFinding]] = [:]
        let last = runs.last.map { $0.index + 1 } ?? 0
        for index in skipped + Array(last..<steps.count) { findings[index] = [.stepNotRun] }
        let ran = runs.map { steps[$0.index] }
        let listed = Self.counts(of: ran.flatMap(\.calls))
        try await waitUntil { Self.hasArrived(listed, in: tap.calls(from: start)) }
        let comparer = BaselineComparer(variables: variables)
        for run in runs where steps[run.index].calls.contains(where: \.isDeferred) {
            let candidates = tap.calls(from: run.start).filter { !used.contains($0.sequenceNumber) }
            let (deferred, taken) = try comparer.checkDeferred(steps[run.index], candidates: candidates)
            used.formUnion(taken)
            findings[run.index, default: []] += deferred
        }
        for (index, extra) in surplus(listed: listed, methods: Set(steps.flatMap(\.calls).map(\.method))) {
            findings[index, default: []] += extra
        }
        let diffs = findings.keys.sorted().compactMap { index in
            findings[index].flatMap { $0.isEmpty ? nil : StepDiff(flow: name, step: steps[index].name, findings: $0) }
        }
        guard diffs.isEmpty else { throw BaselineMismatch(flow: name, diffs: diffs) }
    }

    /// `.extra` for each call of a listed method made more often over the whole flow than the
    /// steps run list it, under the step in which it was made.
    private func surplus(listed: [String: Int], methods: Set<String>) -> [Int: [BaselineFinding]] {
        guard !runs.isEmpty else { return [:] }
        let made = tap.calls(from: start)
        var extras: [Int: [BaselineFinding]] = [:]
        for method in methods.sorted() {
            let calls = made.filter { $0.method == method }
            let surplus = calls.count - listed[method, default: 0]
            guard surplus > 0 else { continue }
            for call in calls.filter({ !used.contains($0.sequenceNumber) }).suffix(surplus) {
                let run = runs.last { $0.start <= call.sequenceNumber } ?? runs[0]
                extras[run.index, default: []].append(.extra(method: method))
            }
        }
        return extras
    }

    /// Each step's calls, from its start to the next step's (the first from the flow's start),
    /// written as the baseline's file will hold them.
    private func recordedSteps() throws(BaselineError) -> [BaselineStep] {
        let sharing = RecordedSchema.namesSharingAValue(in: variables)
        guard sharing.isEmpty else { throw .variablesShareAValue(sharing) }
        let end = tap.count
        var steps: [BaselineStep] = []
        for (offset, run) in runs.enumerated() {
            let from = offset == 0 ? start : run.start
            let to = offset + 1 < runs.count ? runs[offset + 1].start : end
            var calls: [ExpectedCall] = []
            for call in tap.calls(from: from, to: to) {
                let params = RecordedSchema.schema(for: call.request.params, variables: variables)
                calls.append(try ExpectedCall(call.method, params: params))
            }
            steps.append(BaselineStep(run.name, calls: calls))
        }
        return steps
    }

    // MARK: - Waiting

    /// How many calls of each method `calls` list.
    private static func counts(of calls: [ExpectedCall]) -> [String: Int] {
        calls.reduce(into: [:]) { counts, call in counts[call.method, default: 0] += 1 }
    }

    /// True when `made` holds at least `needed` calls of each method.
    private static func hasArrived(_ needed: [String: Int], in made: [ObservedCall]) -> Bool {
        let counts = made.reduce(into: [String: Int]()) { counts, call in counts[call.method, default: 0] += 1 }
        return needed.allSatisfy { method, count in counts[method, default: 0] >= count }
    }

    /// Returns once `isDone` is true or the flow's timeout has passed, whichever comes first.
    private nonisolated(nonsending) func waitUntil(_ isDone: () -> Bool) async throws {
        let deadline = ContinuousClock.now + timeout
        while !isDone(), ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(10))
        }
    }

    /// Returns once no call has arrived for ``quietPeriod`` (or the timeout has passed). It
    /// always waits a moment first, so work the action left queued gets to make its calls.
    private nonisolated(nonsending) func waitForQuiet() async throws {
        let actionEnded = ContinuousClock.now
        let deadline = actionEnded + timeout
        var quietUntil = actionEnded + quietPeriod
        repeat {
            try await Task.sleep(for: min(max(quietUntil - ContinuousClock.now, .zero), .milliseconds(20)))
            quietUntil = max(actionEnded, tap.lastArrival ?? actionEnded) + quietPeriod
        } while ContinuousClock.now < min(quietUntil, deadline)
    }
}
