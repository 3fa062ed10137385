import CommandLineKit
import ZhipCore

/// `zhip-cli stake claim POOL`: claims every unstake that has unbonded.
struct StakeClaimCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "claim",
        abstract: "Claim the ZIL of every unstake that has unbonded in a pool.",
        discussion: """
            Refused unsigned when nothing has unbonded yet (the pool's claim() would pay nothing and still cost its \
            fee): the refusal says when the next unstake unbonds. After the receipt, the pool's Claimed event says \
            what was paid.
            \(StakeExitCodes.text)
            """)

    @Argument(help: "The pool: its address, or its name in 'stake pools'.")
    var pool: String

    @OptionGroup var options: StakeTransactionOptions

    func run(_ console: Console) async throws {
        try await options.run("stake claim", pool: pool, action: .claim, console: console)
    }
}
