/// One line of the report: our operation beside its reference, with the target the issue set.
struct Comparison: Sendable {
    /// How the ratio subject / reference must compare with the target.
    enum Target: Sendable {
        /// The subject takes at most this many times the reference's time.
        case atMost(Double)
        /// The reference takes at least this many times the subject's time (the subject is faster).
        case fasterBy(Double)
    }

    let group: String
    let subject: Measurement
    let reference: Measurement
    let target: Target

    /// Subject time over reference time for `.atMost`; reference over subject for `.fasterBy`.
    var ratio: Double {
        switch target {
        case .atMost: subject.medianNanoseconds / reference.medianNanoseconds
        case .fasterBy: reference.medianNanoseconds / subject.medianNanoseconds
        }
    }

    var meetsTarget: Bool {
        switch target {
        case .atMost(let limit): ratio <= limit
        case .fasterBy(let factor): ratio >= factor
        }
    }

    var targetText: String {
        switch target {
        case .atMost(let limit): "<= \(Measurement.rounded(limit))x"
        case .fasterBy(let factor): ">= \(Measurement.rounded(factor))x faster"
        }
    }
}

/// A figure with no reference to compare against (a throughput, a latency percentile).
struct Figure: Sendable {
    let group: String
    let label: String
    let value: String
    let note: String
}
