import CommandLineKit
import ZhipCore

/// `zhip-cli stake withdraw-rewards POOL`: withdraws a non-liquid pool's rewards.
struct StakeWithdrawRewardsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "withdraw-rewards",
        abstract: "Withdraw your rewards from a non-liquid pool (withdrawAllRewards()).",
        discussion: """
            A liquid pool has none to withdraw (its rewards raise its LST's price). The pool walks its staking \
            history since your last withdrawal, so the gas can be high: it is estimated and shown in the review \
            (refused above \(StakingRules.maximumRewardWithdrawalGas)). Refused unsigned when there are no rewards. \
            After the receipt, the pool's RewardPaid event says what was paid.
            \(StakeExitCodes.text)
            """)

    @Argument(help: "The pool: its address, or its name in 'stake pools'.")
    var pool: String

    @OptionGroup var options: StakeTransactionOptions

    func run(_ console: Console) async throws {
        try await options.run("stake withdraw-rewards", pool: pool, action: .withdrawRewards, console: console)
    }
}
