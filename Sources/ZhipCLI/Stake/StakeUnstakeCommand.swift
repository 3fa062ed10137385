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
        // The text alone, in as many decimals as it has: the pool's unit is known once the pool is found.
        if let amount {
            let fraction = amount.split(separator: ".", omittingEmptySubsequences: false).dropFirst().first
            _ = try Self.units(amount, decimals: fraction?.count ?? 0)
        }
    }

    func run(_ console: Console) async throws {
        let amount = self.amount
        try await options.run("stake unstake", pool: pool, console: console) { pool in
            // A liquid pool's unit is its LST, in the token's own decimals; a non-liquid pool's is ZIL (18).
            guard let amount else { return .unstake(.all) }
            return .unstake(
                .exactly(try Self.units(amount, decimals: pool.lst?.decimals ?? 18, unit: pool.unstakeUnit)))
        }
    }

    /// `text` as smallest units of a unit with `decimals`, above 0.
    static func units(_ text: String, decimals: Int, unit: String = "the pool's unit") throws -> UInt256 {
        guard let units = try? UInt256(text, decimals: decimals), !units.isZero else {
            throw ValidationError(
                "--amount '\(text)' is not an amount of \(unit) above 0 (e.g. 100 or 12.5, up to \(decimals) decimals)")
        }
        return units
    }
}
