import CommandLineKit
import ZhipCore
import ZilliqaKit

/// `zhip-cli stake info POOL`: a pool's facts and the wallet's position in it, in one round trip.
struct StakeInfoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info",
        abstract: "Show a pool's commission, total stake, minimum, unbonding period and LST price, and your position.",
        discussion: """
            One batch of eth_calls reads the pool (and, when the wallet knows its EVM account, the account's stake, \
            its unstakes still unbonding with the block each unbonds at and an estimate of when, what it can claim \
            now and a non-liquid pool's rewards; the views that answer for the caller are called from the account). \
            --json prints the pool as 'stake pools' does with "facts" and "position".
            Exit codes: 0 shown; 1 unknown pool, not a pool, the node unreachable; 64 usage.
            """)

    @Argument(help: "The pool: its address, or its name in 'stake pools'.")
    var pool: String

    @OptionGroup var network: NetworkOptions
    @OptionGroup var output: OutputOptions

    func run(_ console: Console) async throws {
        let chosen = try network.resolve()
        network.register(chosen, console: console)
        let reading = StakeReading(network: chosen, console: console)
        let found = try await reading.pool(pool)
        let read = try await reading.read([found], for: StakeReading.walletEVMAddress())
        guard let first = read.first else { throw CommandFailure("the node answered nothing", exitCode: .failure) }
        switch first.outcome {
        case .success where output.json:
            console.print(try CommandOutput.encode(StakePoolReport(first)))
        case .success(let state):
            var lines = StakeLines.pool(found) + StakeLines.facts(state.facts, of: found)
            if let position = state.position { lines += StakeLines.position(position, in: found) }
            console.standardOutput(LabelledLines.format(lines))
        case .failure(let error):
            throw CommandFailure(error.description, exitCode: .failure)
        }
    }
}
