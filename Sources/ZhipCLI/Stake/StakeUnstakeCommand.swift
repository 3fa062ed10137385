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
        if let amount { _ = try Self.units(amount) }
    }

    func run(_ console: Console) async throws {
        let asked: StakingUnstakeAmount
        if let amount {
            // Both units have 18 decimals: an LST's (Zilliqa's pools mint 18) and ZIL's wei.
            asked = .exactly(try Self.units(amount))
        } else {
            asked = .all
        }
        try await options.run("stake unstake", pool: pool, action: .unstake(asked), console: console)
    }

    /// `text` as smallest units of an 18-decimal unit, above 0.
    static func units(_ text: String) throws -> UInt256 {
        guard let units = try? UInt256(text, decimals: 18), !units.isZero else {
            throw ValidationError("--amount '\(text)' is not an amount above 0 (e.g. 100 or 12.5, up to 18 decimals)")
        }
        return units
    }
}
