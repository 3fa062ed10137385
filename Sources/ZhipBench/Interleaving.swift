/// How a benchmark and its reference are timed: in alternating rounds, each one timed run of
/// the benchmark followed by one of the reference (A, B, A, B…), after a few untimed warm-up
/// rounds in the same order.
///
/// Both sides of a round run within moments of each other, so whatever else the machine is
/// doing then (another build, a backup) slows both alike; ``Comparison/ratio`` is the median of
/// the per-round ratios, which such a slowdown leaves where it was. Timing all of A and then
/// all of B would let a busy minute land on one side only and report a miss that a quiet
/// machine would not.
///
/// ```swift
/// let signing = try await Interleaving(rounds: 3000).time(
///     Benchmark("Schnorr sign") { _ = pair.sign(message) },
///     against: Benchmark("libsecp256k1 ECDSA sign") { _ = ecdsa.sign(message) })
/// report.add(Comparison(group: SchnorrBenchmarks.name, measured: signing, target: .atMost(3)))
/// ```
struct Interleaving: Sendable {
    /// How many timed rounds; each side's ``Measurement`` has this many samples.
    let rounds: Int
    /// How many untimed rounds come first.
    let warmUpRounds: Int

    init(rounds: Int, warmUpRounds: Int = 3) {
        precondition(rounds > 0, "an interleaving needs at least one timed round")
        self.rounds = rounds
        self.warmUpRounds = warmUpRounds
    }

    /// Runs the warm-up rounds, then the timed rounds, of `subject` then `reference`, and
    /// returns each side's times in round order: sample `i` of both is round `i`.
    func time(
        _ subject: Benchmark, against reference: Benchmark, on stopwatch: some Stopwatch = ContinuousStopwatch()
    ) async throws -> (subject: Measurement, reference: Measurement) {
        for _ in 0..<warmUpRounds {
            try await subject.run()
            try await reference.run()
        }
        var subjectSamples: [Double] = []
        var referenceSamples: [Double] = []
        subjectSamples.reserveCapacity(rounds)
        referenceSamples.reserveCapacity(rounds)
        for _ in 0..<rounds {
            subjectSamples.append(try await Self.nanoseconds(of: subject, on: stopwatch))
            referenceSamples.append(try await Self.nanoseconds(of: reference, on: stopwatch))
        }
        return (
            Measurement(label: subject.label, samples: subjectSamples),
            Measurement(label: reference.label, samples: referenceSamples)
        )
    }

    private static func nanoseconds(of benchmark: Benchmark, on stopwatch: some Stopwatch) async throws -> Double {
        if let timedRun = benchmark.timedRun { return try await timedRun().nanoseconds }
        let start = stopwatch.reading()
        try await benchmark.run()
        return (stopwatch.reading() - start).nanoseconds
    }
}
