import CommandLineKit

/// The options of `tx sign` that only the legacy account takes: the consents to its risks.
struct LegacySigningOptions: ParsableArguments {
    @Flag(
        help: "Sign a payment that lodges into Zilliqa 2.0's migration escrow (refused without it); claiming it "
            + "back needs Zilliqa's official recovery tool and a proof over a seed phrase.")
    var lodgeIntoEscrow = false

    /// The first of these options given, by its name; nil when none is.
    var firstGiven: String? {
        let options: [(given: Bool, option: String)] = [
            (lodgeIntoEscrow, "--lodge-into-escrow")
        ]
        return options.first(where: \.given)?.option
    }
}
