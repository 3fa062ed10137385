import CommandLineKit
import ZhipCore

/// `zhip-cli stake pools`: the pools the wallet knows on the network.
struct StakePoolsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pools",
        abstract: "List the staking pools the wallet knows on the network: the portal's, then those added.",
        discussion: """
            No node is asked. The pools Zilliqa's staking portal lists for the network come first (copied from its \
            source, docs/zq2-staking.md §5: mainnet has 25, 2 of them retired), then those added with \
            'zhip-cli stake pools add ADDRESS'. --json prints {"network": "mainnet", "pools": [{"address", "name", \
            "kind": "liquid|nonLiquid", "lst": {…}|null, "retired"}]}.
            Exit codes: 0 listed (the list may be empty); 1 the settings cannot be read; 64 the command line was wrong.
            """,
        subcommands: [StakePoolsAddCommand.self])

    @OptionGroup var network: NetworkOptions
    @OptionGroup var output: OutputOptions

    func run(_ console: Console) async throws {
        let chosen = try network.resolve()
        network.register(chosen, console: console)
        let pools: [StakingPool]
        do throws(StakingError) { pools = try Container.shared.stakingUseCase().pools } catch {
            throw CommandFailure(error.description, exitCode: .failure)
        }
        if output.json {
            console.print(
                try CommandOutput.encode(Report(network: chosen.displayName, pools: pools.map(StakePoolReport.init))))
        } else if pools.isEmpty {
            console.standardOutput(
                "No pools are known on \(chosen.displayName): add one with 'zhip-cli stake pools add ADDRESS'.\n")
        } else {
            console.standardOutput(pools.map { LabelledLines.format(StakeLines.pool($0)) }.joined(separator: "\n"))
        }
    }

    /// `{"network": "mainnet", "pools": […]}`.
    struct Report: Encodable {
        let network: String
        let pools: [StakePoolReport]
    }
}
