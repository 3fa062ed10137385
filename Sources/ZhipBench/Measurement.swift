/// The median time of one operation, measured over many runs after a warm-up.
struct Measurement: Sendable {
    /// What was measured, as the report shows it.
    let label: String
    /// Median nanoseconds per operation.
    let medianNanoseconds: Double
    /// How many timed runs the median is taken over.
    let runs: Int

    /// Times `operation` `runs` times (after `warmUp` untimed runs) and keeps the median.
    static func median(_ label: String, runs: Int, warmUp: Int = 3, _ operation: () throws -> Void) rethrows
        -> Measurement
    {
        for _ in 0..<warmUp { try operation() }
        let clock = ContinuousClock()
        var samples: [Double] = []
        samples.reserveCapacity(runs)
        for _ in 0..<runs {
            samples.append(try clock.measure(operation).nanoseconds)
        }
        samples.sort()
        return Measurement(label: label, medianNanoseconds: samples[samples.count / 2], runs: runs)
    }

    /// Times an async operation the same way.
    static func median(_ label: String, runs: Int, warmUp: Int = 3, _ operation: () async throws -> Void)
        async rethrows -> Measurement
    {
        for _ in 0..<warmUp { try await operation() }
        let clock = ContinuousClock()
        var samples: [Double] = []
        for _ in 0..<runs {
            let start = clock.now
            try await operation()
            samples.append((clock.now - start).nanoseconds)
        }
        samples.sort()
        return Measurement(label: label, medianNanoseconds: samples[samples.count / 2], runs: runs)
    }

    /// The median in the unit that reads best: ns, µs, ms or s.
    var formatted: String { Measurement.format(nanoseconds: medianNanoseconds) }

    static func format(nanoseconds: Double) -> String {
        switch nanoseconds {
        case ..<1_000: "\(rounded(nanoseconds)) ns"
        case ..<1_000_000: "\(rounded(nanoseconds / 1_000)) µs"
        case ..<1_000_000_000: "\(rounded(nanoseconds / 1_000_000)) ms"
        default: "\(rounded(nanoseconds / 1_000_000_000)) s"
        }
    }

    /// Three significant figures, without Foundation's formatters.
    static func rounded(_ value: Double) -> String {
        let decimals = value >= 100 ? 0 : value >= 10 ? 1 : 2
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (value * scale).rounded() / scale
        return decimals == 0 ? String(Int(scaled)) : String(scaled)
    }
}
