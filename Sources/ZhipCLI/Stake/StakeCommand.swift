import CommandLineKit

/// `zhip-cli stake`: the group of commands for Zilliqa 2.0's delegated staking, from the EVM account.
struct StakeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stake",
        abstract: "Delegate ZIL to a validator's pool, unstake, claim after unbonding, and see rewards (EVM account).",
        discussion: """
            On Zilliqa 2.0 ZIL is staked from the EVM account through a pool's delegation contract \
            (docs/zq2-staking.md). A liquid pool mints its liquid staking token (LST), whose price in ZIL rises with \
            the rewards; a non-liquid pool keeps the stake in ZIL and pays rewards apart ('stake withdraw-rewards'). \
            An unstake unbonds for the pool's unbonding period (in blocks) before 'stake claim' pays it. POOL is a \
            pool's address or its name in 'stake pools'. Every staking transaction goes through the same pipeline as \
            'zhip-cli send': read the pool, simulate the call (a revert is refused unsigned with the pool's reason), \
            estimate its gas, review, confirm once, sign once, report the receipt and the pool's event.
            """,
        subcommands: [
            StakePoolsCommand.self, StakeInfoCommand.self, StakeDelegateCommand.self, StakeUnstakeCommand.self,
            StakeClaimCommand.self, StakeWithdrawRewardsCommand.self, StakeStatusCommand.self,
        ])
}
