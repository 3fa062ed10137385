import CommandLineKit

/// A duration written as a non-negative decimal number of some unit (fractions allowed), at
/// most a day: `--block-time` in seconds, `--latency` in milliseconds.
protocol DecimalDuration: ExpressibleByArgument {
    /// How many seconds one unit is.
    static var secondsPerUnit: Double { get }
    /// The unit's name in an error, e.g. `seconds`.
    static var unitName: String { get }
    /// The duration written.
    var duration: Duration { get }
    init(duration: Duration)
}

extension DecimalDuration {
    init?(argument: String) {
        guard let value = Double(argument), value.isFinite, value >= 0, value * Self.secondsPerUnit <= 86_400 else {
            return nil
        }
        self.init(duration: .microseconds(Int64((value * Self.secondsPerUnit * 1_000_000).rounded())))
    }

    static var valueExpectation: String {
        "\(unitName) from 0 to \(Int((86_400 / secondsPerUnit).rounded()))"
    }

    var argumentDescription: String {
        let (seconds, attoseconds) = duration.components
        let units = (Double(seconds) + Double(attoseconds) / 1e18) / Self.secondsPerUnit
        return units == units.rounded() ? String(Int64(units)) : String(units)
    }
}

/// `--block-time`'s value: seconds from 0 to 86400.
struct DecimalSeconds: DecimalDuration {
    static let secondsPerUnit = 1.0
    static let unitName = "seconds"
    let duration: Duration
}

/// `--latency`'s value: milliseconds from 0 to 86400000.
struct DecimalMilliseconds: DecimalDuration {
    static let secondsPerUnit = 0.001
    static let unitName = "milliseconds"
    let duration: Duration
}
