import CommandLineKit
import ZhipCore
import ZilliqaKit

/// `zhip-cli stake status`: every position of the wallet's EVM account, in one round trip.
struct StakeStatusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Show every staking position of the wallet's EVM account: stake, unbonding, claimable, rewards.",
        discussion: """
            Every known pool ('stake pools') is read in one batch of eth_calls; the pools where the account holds \
            nothing are left out. --json prints {"network", "account": "0x…", "pools": [… with "facts" and \
            "position"], "total": {"staked", "claimable", "rewards"}}.
            Exit codes: 0 shown (possibly no positions); 1 no wallet, its EVM account unknown, or the node \
            unreachable; 64 usage.
            """)

    @OptionGroup var network: NetworkOptions
    @OptionGroup var output: OutputOptions

    func run(_ console: Console) async throws {
        let chosen = try network.resolve()
        network.register(chosen, console: console)
        guard let account = try SavedWallet.evmAddress() else {
            throw CommandFailure(
                "the wallet's EVM address is not known yet: "
                    + Wallet.evmAddressSavedAtNextUnlock(revealingTheKey: "'zhip-cli wallet backup'"),
                exitCode: .failure)
        }
        let reading = StakeReading(network: chosen, console: console)
        let pools: [StakingPool]
        do throws(StakingError) { pools = try reading.staking.pools } catch {
            throw CommandFailure(error.description, exitCode: .failure)
        }
        let readings = try await reading.read(pools, for: account)
        let held = readings.filter { reading in
            guard case .success(let state) = reading.outcome, let position = state.position else { return false }
            return !position.isEmpty
        }
        let unread = readings.filter { if case .failure = $0.outcome { true } else { false } }
        let totals = StakingTotals(held.compactMap { try? $0.outcome.get().position })
        if output.json {
            console.print(
                try CommandOutput.encode(
                    Report(
                        network: chosen.displayName, account: account.checksummed,
                        pools: (held + unread).map(StakePoolReport.init), total: Total(totals))))
            return
        }
        console.print("account: \(account.checksummed) (EVM account)")
        if held.isEmpty { console.print("no staking positions on \(chosen.displayName)") }
        for reading in held {
            guard case .success(let state) = reading.outcome, let position = state.position else { continue }
            console.standardOutput(
                "\n"
                    + LabelledLines.format(
                        [("pool", reading.pool.label)] + StakeLines.position(position, in: reading.pool)))
        }
        for reading in unread {
            if case .failure(let error) = reading.outcome { console.printError("\(reading.pool.label): \(error)") }
        }
        if !held.isEmpty {
            console.standardOutput(
                "\n"
                    + LabelledLines.format([
                        ("total staked", AmountText.zil(totals.staked)),
                        ("total claimable", AmountText.zil(totals.claimable)),
                        ("total rewards", AmountText.zil(totals.rewards)),
                    ]))
        }
    }

    /// ZhipCore's totals over the positions in `--json`: `{"staked", "claimable", "rewards"}`.
    struct Total: Encodable {
        let staked: WeiForms
        let claimable: WeiForms
        let rewards: WeiForms

        init(_ totals: StakingTotals) {
            (staked, claimable, rewards) = (
                WeiForms(totals.staked), WeiForms(totals.claimable), WeiForms(totals.rewards)
            )
        }
    }

    /// `{"network", "account", "pools", "total"}`.
    struct Report: Encodable {
        let network: String
        let account: String
        let pools: [StakePoolReport]
        let total: Total
    }
}
