import CommandLineKit

/// The options of `tx sign` that only the EVM account takes: its transaction type, its fees and a
/// zil1 recipient's consent.
struct EVMSigningOptions: ParsableArguments {
    @Option(help: "--account evm: the transaction type, 1559 (the default) or legacy.", valueName: "type")
    var type: EVMTypeChoice?

    @Option(
        help: "--account evm --type 1559: the max fee per gas, in wei, or in gwei with the suffix: 5000gwei.",
        valueName: "wei")
    var maxFee: String?

    @Option(
        help: "--account evm --type 1559: the priority fee per gas, in wei, or in gwei with the suffix: 1gwei.",
        valueName: "wei")
    var priorityFee: String?

    @Flag(
        help: "--account evm: sign to a zil1… recipient (its 20 bytes), refused without it: on Zilliqa 2.0 mainnet a "
            + "zil1 account can send nothing but into the migration escrow, so ZIL sent there is stuck.")
    var allowLegacyRecipient = false

    /// The first of these options given, by its name; nil when none is.
    var firstGiven: String? {
        let options: [(given: Bool, option: String)] = [
            (type != nil, "--type"), (maxFee != nil, "--max-fee"), (priorityFee != nil, "--priority-fee"),
            (allowLegacyRecipient, "--allow-legacy-recipient"),
        ]
        return options.first(where: \.given)?.option
    }
}
