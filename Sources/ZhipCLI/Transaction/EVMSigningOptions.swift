import CommandLineKit
import ZhipCore
import ZilliqaKit

/// The options of `tx sign` that only the EVM account takes: its transaction type, its fees, a
/// zil1 recipient's consent, and the token it transfers.
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

    @Option(
        help: "--account evm: sign a transfer of this ERC-20 token (its contract, 0x…) instead of ZIL: --to is the "
            + "token's recipient, --amount is in the token's units, and --decimals and --gas-limit must be given "
            + "(no node is asked). Both are written into the file.",
        valueName: "0x…")
    var token: String?

    @Option(help: "With --token: the token's decimals, e.g. 6 (offline, nothing asks its contract).", valueName: "n")
    var decimals: Int?

    @Flag(
        help: "--account evm: sign to a zil1… recipient (its 20 bytes), refused without it: on Zilliqa 2.0 mainnet a "
            + "zil1 account can send nothing but into the migration escrow, so ZIL sent there is stuck.")
    var allowLegacyRecipient = false

    /// The token of --token with --decimals, offline: its symbol is not known, so it is shown as
    /// `tokens`; nil without --token.
    /// - Throws: the usage error of a contract that is not an address or decimals not given or out of range.
    func offlineToken() throws -> Token? {
        guard let token else {
            if decimals != nil { throw ValidationError("--decimals goes with --token") }
            return nil
        }
        guard let decimals else {
            throw ValidationError(
                "--decimals: give the token's decimals with --token: offline, nothing asks its contract")
        }
        do {
            return try Token(
                contract: try EVMAddress(token), symbol: "tokens", name: "", decimals: decimals, evmChainID: 0)
        } catch let error as TokenError {
            throw ValidationError("--decimals: \(error)")
        } catch {
            throw ValidationError("--token: \(error)")
        }
    }

    /// The first of these options given, by its name; nil when none is.
    var firstGiven: String? {
        let options: [(given: Bool, option: String)] = [
            (type != nil, "--type"), (maxFee != nil, "--max-fee"), (priorityFee != nil, "--priority-fee"),
            (allowLegacyRecipient, "--allow-legacy-recipient"), (token != nil, "--token"),
            (decimals != nil, "--decimals"),
        ]
        return options.first(where: \.given)?.option
    }
}
