@testable import ZhipBench

/// A ``Stopwatch`` that stands still until a measured closure moves it, and keeps the order in
/// which the closures ran.
final class FakeStopwatch: Stopwatch {
    private(set) var now = Duration.zero
    private(set) var runs: [String] = []

    func reading() -> Duration { now }

    /// A benchmark that records `label` and moves the time on by the next of `durations`
    /// (nanoseconds), or by nothing once they run out.
    func benchmark(_ label: String, taking durations: [Int64]) -> Benchmark {
        var remaining = durations[...]
        return Benchmark(label) {
            self.runs.append(label)
            self.now += .nanoseconds(remaining.popFirst() ?? 0)
        }
    }
}
