import CommandLineKit
import ZhipCore
import ZilliqaKit

/// What the reading commands (`stake pools add`, `info`, `status`) share: ZhipCore's staking use
/// case on the registered network, a pool found by address or name, and a read that shows what it
/// waits for, its failures as exit code 1 with the next step.
struct StakeReading {
    let network: Network
    let console: Console

    var staking: any StakingUseCase { Container.shared.stakingUseCase() }

    /// The known pool `reference` names; an address the wallet does not know yet is read as a pool
    /// (`stake pools add`) and kept, so a pool can be used by its address straight away.
    func pool(_ reference: String) async throws -> StakingPool {
        let staking = self.staking
        do throws(StakingError) { return try staking.pool(reference) } catch .unknownPool {
            guard let address = try? EVMAddress(reference.lowercased()) else {
                throw CommandFailure(
                    StakingError.unknownPool(reference, network: network.displayName).description, exitCode: .failure)
            }
            return try await run("Asking \(network.nodeLabel) whether \(address.checksummed) is a pool") {
                () async throws(StakingError) in try await staking.add(address)
            }
        } catch {
            throw CommandFailure(error.description, exitCode: .failure)
        }
    }

    /// `pools`' facts and `account`'s positions, read in one round trip.
    func read(_ pools: [StakingPool], for account: EVMAddress?) async throws -> [StakingPoolReading] {
        let staking = self.staking
        return try await run(
            "Asking \(network.nodeLabel) for \(pools.count == 1 ? "the pool" : "\(pools.count) pools")"
        ) { () async throws(StakingError) in try await staking.read(pools, for: account) }
    }

    /// `body`, showing `waiting`; a staking error is a failure (exit 1) naming the node when it is the node's.
    func run<T>(_ waiting: String, _ body: @escaping @Sendable () async throws(StakingError) -> T) async throws -> T
    where T: Sendable {
        do throws(StakingError) {
            return try await WaitingLine.showing(waiting, on: console) { () async throws(StakingError) in
                try await body()
            }
        } catch .node(.service(let error)) {
            throw NodeError(node: network.nodeLabel, error: error)
        } catch .node(let error) {
            throw CommandFailure("\(network.nodeLabel): \(error)", exitCode: .failure)
        } catch {
            throw CommandFailure(error.description, exitCode: .failure)
        }
    }

    /// The saved wallet's EVM address, or nil when no wallet is saved or it does not know it yet.
    static func walletEVMAddress() -> EVMAddress? {
        (try? SavedWallet.evmAddress()) ?? nil
    }
}
