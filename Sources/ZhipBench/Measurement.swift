/// The times of one operation over the timed rounds of an ``Interleaving``, and their median.
struct Measurement: Sendable {
    /// What was measured, as the report shows it.
    let label: String
    /// Nanoseconds of each timed run, in round order.
    let samples: [Double]

    /// Median nanoseconds per run.
    var medianNanoseconds: Double { samples.median }
    /// How many timed runs the median is taken over: the interleaving's rounds.
    var runs: Int { samples.count }

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
