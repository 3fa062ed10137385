import CommandLineKit
import ZhipCore
import ZilliqaKit

/// What every staking transaction command takes besides its pool and amount: the keystore, the
/// nonce, the gas limit, `--yes` / `--no-wait`, the password, the network and `--json`; and how it
/// runs its call through the one payment session (``PaymentSend``).
struct StakeTransactionOptions: ParsableArguments {
    @Option(
        help: "The keystore file of the staking key; without it, the wallet saved in Zhip's home.", valueName: "file")
    var keystore: String?

    @Option(
        help: "The nonce to sign with. Default: the account's transaction count. Give the one an unanswered "
            + "send named to send that transaction again.",
        valueName: "n")
    var nonce: String?

    @Option(
        help: "The gas limit. Default: the node's estimate (eth_estimateGas), which the review shows; at most "
            + "\(StakingRules.maximumGas) (\(StakingRules.maximumRewardWithdrawalGas) for withdraw-rewards).",
        valueName: "gas")
    var gasLimit: UInt64?

    @OptionGroup var flags: PaymentFlags
    @OptionGroup var password: PasswordOptions
    @OptionGroup var network: NetworkOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        _ = try NonceOption.parse(nonce)
    }

    /// Runs `action` on the pool `reference` names (as 'stake pools' knows it) from the EVM account.
    func run(_ command: String, pool reference: String, action: StakingAction, console: Console) async throws {
        try await run(command, pool: reference, console: console) { _ in action }
    }

    /// Runs the action `action` makes for the pool `reference` names (an amount in the pool's unit
    /// is read once the pool, and so its LST's decimals, is known).
    func run(
        _ command: String, pool reference: String, console: Console,
        action: (StakingPool) throws -> StakingAction
    ) async throws {
        let nonce = try NonceOption.parse(nonce)
        let setup = try PaymentSetup(
            command, yes: flags.yes, keystorePath: keystore, password: password, network: network, console: console)
        let pool = try await StakeReading(network: setup.network, console: console).pool(reference)
        let call = StakingCall(pool: pool, action: try action(pool))
        let order = PaymentOrder(
            call, from: .evm, sender: setup.knownAddress(of: .evm),
            terms: PaymentTerms(gasLimit: gasLimit, nonce: nonce))
        try await PaymentSend(setup: setup, console: console, yes: flags.yes, noWait: flags.noWait, output: output)
            .run(order)
    }
}

/// The exit codes every staking transaction command ends with, for its help.
enum StakeExitCodes {
    static let text =
        "Exit codes: as 'zhip-cli send': 0 done, 1 failed (nothing sent), 2 refused by a rule, the pool or the node "
        + "(nothing signed), or mined and failed, 3 unknown (look it up before trying again), 64 usage."
}
