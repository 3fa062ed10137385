import CommandLineKit
import ZhipCore
import ZilliqaKit

/// `zhip-cli stake delegate POOL --amount N`: stakes ZIL with a pool from the EVM account.
struct StakeDelegateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delegate",
        abstract: "Stake ZIL with a pool from the EVM account (stake(), the amount as its value).",
        discussion: """
            Refused unsigned below the pool's minimum (100 ZIL on Zilliqa's pools) or when the account cannot pay the \
            amount and the gas. The review says what happens: for a liquid pool, about how much of its LST you \
            receive at its current price; how many blocks an unstake later unbonds. After the receipt, the pool's \
            Staked event says what was staked and, for a liquid pool, the LST minted.
            \(StakeExitCodes.text)
            """)

    @Argument(help: "The pool: its address, or its name in 'stake pools'.")
    var pool: String

    @Option(help: "The ZIL to stake, e.g. 1000 or 1000.5 (up to 18 decimals).", valueName: "zil")
    var amount: String

    @OptionGroup var options: StakeTransactionOptions

    func validate() throws {
        _ = try Self.wei(amount)
    }

    func run(_ console: Console) async throws {
        try await options.run("stake delegate", pool: pool, action: .stake(try Self.wei(amount)), console: console)
    }

    /// `text` as wei by ZhipCore's rule for an EVM amount (``ZhipCore/WeiValidator/amount``), or the usage error.
    static func wei(_ text: String) throws -> Wei {
        switch WeiValidator.amount.validate(text) {
        case .valid(let wei): return wei
        case .invalid(let problem): throw ValidationError("--amount (in ZIL): \(problem.message)")
        }
    }
}
