/// One line of the report: a benchmark beside its reference, timed in alternating rounds
/// (``Interleaving``), with the target set for their ratio.
struct Comparison: Sendable {
    /// How the ratio subject / reference must compare with the target.
    enum Target: Sendable {
        /// The subject takes at most this many times the reference's time.
        case atMost(Double)
        /// The reference takes at least this many times the subject's time (the subject is faster).
        case fasterBy(Double)

        /// The ratio of one round: subject over reference for `.atMost`, reference over subject
        /// for `.fasterBy`.
        func ratio(subject: Double, reference: Double) -> Double {
            switch self {
            case .atMost: subject / reference
            case .fasterBy: reference / subject
            }
        }
    }

    /// How ``ratio`` is computed, as the report and its JSON say it.
    static let ratioMethod = "median of per-round ratios"

    let group: String
    let subject: Measurement
    let reference: Measurement
    let target: Target

    init(group: String, subject: Measurement, reference: Measurement, target: Target) {
        precondition(subject.runs == reference.runs, "a comparison pairs its two sides round by round")
        self.group = group
        self.subject = subject
        self.reference = reference
        self.target = target
    }

    /// The two sides as an ``Interleaving`` timed them.
    init(group: String, measured: (subject: Measurement, reference: Measurement), target: Target) {
        self.init(group: group, subject: measured.subject, reference: measured.reference, target: target)
    }

    /// The median of the per-round ratios (see ``Target/ratio(subject:reference:)``): each
    /// round's two runs were timed back to back, so a round that a busy machine slowed keeps
    /// its ratio. Not the ratio of the two medians, which can pair a quiet moment of one side
    /// with a busy one of the other.
    var ratio: Double {
        zip(subject.samples, reference.samples).map { target.ratio(subject: $0, reference: $1) }.median
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
