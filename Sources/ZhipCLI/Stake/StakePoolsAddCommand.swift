import CommandLineKit
import ZhipCore
import ZilliqaKit

/// `zhip-cli stake pools add ADDRESS`: adds a pool by its address, checked on the network.
struct StakePoolsAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add a staking pool by its delegation contract's address, checked to answer as a pool.",
        discussion: """
            The node is asked for the contract's getMinDelegation() (every pool answers it) and getLST(): a liquid \
            pool answers its LST, whose symbol, name and decimals are read and kept; a non-liquid pool reverts it. A \
            pool the portal lists is not added again. --json prints the pool as 'stake pools' does.
            Exit codes: 0 added; 1 not a pool, the node unreachable, or the settings unreadable; 64 usage.
            """)

    @Argument(help: "The pool's delegation contract (0x…).")
    var address: String

    @OptionGroup var network: NetworkOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        guard (try? EVMAddress(address)) != nil else {
            throw ValidationError("'\(address)' is not a 0x address of 40 hex digits (EIP-55 casing checked)")
        }
    }

    func run(_ console: Console) async throws {
        let chosen = try network.resolve()
        network.register(chosen, console: console)
        let contract = try EVMAddress(address)
        let reading = StakeReading(network: chosen, console: console)
        let staking = reading.staking
        let pool = try await reading.run("Asking \(chosen.nodeLabel) whether \(contract.checksummed) is a pool") {
            () async throws(StakingError) in try await staking.add(contract)
        }
        if output.json {
            console.print(try CommandOutput.encode(StakePoolReport(pool)))
        } else {
            console.standardOutput(LabelledLines.format(StakeLines.pool(pool)))
        }
    }
}
