import CommandLineKit
import ZhipCore
import ZilliqaKit

/// `zhip-cli stake unstake POOL --amount N|--all`: unstakes from a pool, to be claimed after unbonding.
struct StakeUnstakeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unstake",
        abstract: "Unstake from a pool (in its LST for a liquid pool, in ZIL for a non-liquid one); claim it later.",
        discussion: """
            --amount is in the pool's unit: its LST for a liquid pool (the review shows about how much ZIL that is \
            at the current price), ZIL for a non-liquid one; --all unstakes everything the account holds there. \
            Refused unsigned above what the account holds. The ZIL unbonds for the pool's unbonding period (in \
            blocks, shown) and is then paid by 'zhip-cli stake claim POOL'.
            \(StakeExitCodes.text)
            """)

    @Argument(help: "The pool: its address, or its name in 'stake pools'.")
    var pool: String

    @Option(help: "How much to unstake, in the pool's unit (its LST, or ZIL), e.g. 100 or 12.5.", valueName: "n")
    var amount: String?

    @Flag(help: "Unstake everything the account holds in the pool.")
    var all = false

    @OptionGroup var options: StakeTransactionOptions

    func validate() throws {
        guard (amount == nil) != !all else { throw ValidationError("give either --amount N or --all") }
    }

    func run(_ console: Console) async throws {
        let amount = self.amount
        try await options.run("stake unstake", pool: pool, console: console) { pool in
            guard let amount else { return .unstake(.all) }
            // ZhipCore's rule for an unstake as typed, in the pool's unit (its LST's decimals, or ZIL).
            switch StakingUnstakeValidator(pool: pool).validate(amount) {
            case .valid(let asked): return .unstake(asked)
            case .invalid(let problem):
                throw ValidationError("--amount (in \(pool.unstakeUnit)): \(problem.message)")
            }
        }
    }
}
