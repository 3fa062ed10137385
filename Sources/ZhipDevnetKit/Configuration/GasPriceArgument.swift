import CommandLineKit
import ZilliqaKit

/// `--min-gas-price`'s value: an amount in Qa, written as decimal digits.
struct GasPriceArgument: ExpressibleByArgument {
    /// The lowest gas price accepted.
    let amount: Amount

    init(_ amount: Amount) { self.amount = amount }

    init?(argument: String) {
        guard let amount = try? Amount(qaString: argument) else { return nil }
        self.amount = amount
    }

    static var valueExpectation: String { "Qa digits" }

    var argumentDescription: String { amount.qaString }
}
