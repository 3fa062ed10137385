import CommandLineKit

/// `--fail-rate`'s value: the share of answers to spoil, a number from 0 to 1.
struct FaultRate: ExpressibleByArgument {
    /// The share, from 0 to 1.
    let value: Double

    init?(argument: String) {
        guard let value = Double(argument), value.isFinite, (0...1).contains(value) else { return nil }
        self.value = value
    }

    static var valueExpectation: String { "a number from 0 to 1" }
}
