/// The checks of a flow against its baseline, on calls already made: a step when it ends, its
/// deferred calls when the flow ends, and the whole flow's count of each method.
struct BaselineComparer {
    let variables: BaselineVariables

    /// A step's findings against the calls made while it ran, and the calls it took.
    ///
    /// Only the methods the step lists (not deferred) are compared; a made call left over is
    /// extra, unless the step also lists its method as deferred (the flow's end decides then).
    func check(_ step: BaselineStep, made: [ObservedCall]) throws(BaselineError) -> (
        findings: [BaselineFinding], used: Set<Int>
    ) {
        let expected = step.calls.filter { !$0.isDeferred }
        let listed = Set(expected.map(\.method))
        let deferred = Set(step.calls.filter(\.isDeferred).map(\.method))
        let matcher = CallMatcher(variables: variables, step: step.name)
        let matching = try matcher.match(expected, against: made.filter { listed.contains($0.method) })
        var findings = Self.findings(of: matching, expected: expected)
        findings += matching.unmatched.filter { !deferred.contains($0.method) }.map { .extra(method: $0.method) }
        if findings.isEmpty, step.order == .sequence,
            let outOfOrder = try outOfOrder(expected, matching: matching, step: step.name)
        {
            findings.append(outOfOrder)
        }
        return (findings, matching.used)
    }

    /// A step's deferred calls against `candidates`: the calls made since the step started that
    /// no other expected call took.
    func checkDeferred(_ step: BaselineStep, candidates: [ObservedCall]) throws(BaselineError) -> (
        findings: [BaselineFinding], used: Set<Int>
    ) {
        let expected = step.calls.filter(\.isDeferred)
        let methods = Set(expected.map(\.method))
        let matcher = CallMatcher(variables: variables, step: step.name)
        let matching = try matcher.match(expected, against: candidates.filter { methods.contains($0.method) })
        return (Self.findings(of: matching, expected: expected), matching.used)
    }

    /// Mismatches and missing calls, in the order the baseline lists them.
    private static func findings(of matching: CallMatcher.Matching, expected: [ExpectedCall]) -> [BaselineFinding] {
        expected.indices.compactMap { index in
            if let mismatch = matching.mismatches[index] {
                return .mismatch(method: expected[index].method, issues: mismatch.issues)
            }
            return matching.missing.contains(index) ? .missing(method: expected[index].method) : nil
        }
    }

    /// `.outOfOrder` when the calls, taken in the order they were made, do not each fit the
    /// entry listed at their place; nil when they do.
    private func outOfOrder(_ expected: [ExpectedCall], matching: CallMatcher.Matching, step: String)
        throws(BaselineError) -> BaselineFinding?
    {
        let made = matching.fits.values.sorted { $0.sequenceNumber < $1.sequenceNumber }
        for (entry, call) in zip(expected, made) {
            let issues = try entry.issues(with: call.request, variables: variables, step: step)
            if entry.method != call.method || !issues.isEmpty {
                return .outOfOrder(expected: expected.map(\.method), made: made.map(\.method))
            }
        }
        return nil
    }
}
