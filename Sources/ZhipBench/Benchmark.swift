/// One operation to time, with the label the report shows for it: a benchmark or its reference.
struct Benchmark {
    let label: String
    let run: () async throws -> Void
    /// For a benchmark that times only part of its run, the run itself, returning the span it
    /// timed; nil when the whole run is timed.
    let timedRun: (() async throws -> Duration)?

    init(_ label: String, _ run: @escaping () async throws -> Void) {
        self.label = label
        self.run = run
        self.timedRun = nil
    }

    private init(_ label: String, run: @escaping () async throws -> Void, timedRun: (() async throws -> Duration)?) {
        self.label = label
        self.run = run
        self.timedRun = timedRun
    }

    /// A benchmark that times itself: `run` returns the span that counts (threads started and
    /// waiting for each other first, say, then timed from the moment all of them go).
    static func timingItself(_ label: String, _ run: @escaping () async throws -> Duration) -> Benchmark {
        Benchmark(label, run: { _ = try await run() }, timedRun: run)
    }
}
