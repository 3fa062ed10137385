/// Where an ``Interleaving`` reads the time: ``ContinuousStopwatch`` in the benchmarks, a
/// fake that the measured closures move forward in the tests.
protocol Stopwatch {
    /// The time since some fixed moment; only the difference between two readings means anything.
    func reading() -> Duration
}

/// The real ``Stopwatch``: Swift's monotonic `ContinuousClock`.
struct ContinuousStopwatch: Stopwatch {
    private let origin = ContinuousClock.now

    func reading() -> Duration { ContinuousClock.now - origin }
}
