public import ZilliqaKit

/// The EVM account's staking: every pool the wallet knows on the network (the portal's, then
/// those added; a retired one only while the account has something there), each with its facts
/// and the account's position, read in one round trip; a pool that could not be read says why
/// beside it. From a pool: Stake, and Unstake, Claim or Withdraw rewards where the position
/// allows; from the list: Add a pool, Refresh.
///
/// ```swift
/// let staking = StakingViewModel(account: wallet.evmAddress!)
/// await staking.didAppear()                 // state.pools, state.totals
/// staking.didTapStake(pool)                 // `.stake(pool)`
/// ```
@MainActor
public final class StakingViewModel: SceneViewModel {
    /// Where the scene leads.
    public enum Step: Sendable, Equatable {
        /// Stake ZIL with the pool.
        case stake(StakingPool)
        /// Unstake from the pool.
        case unstake(StakingPool)
        /// Claim what has unbonded in the pool.
        case claim(StakingPool)
        /// Withdraw a non-liquid pool's rewards.
        case withdrawRewards(StakingPool)
        /// Add a pool by its contract address.
        case addPool
        /// The person closed the scene.
        case done
    }

    /// What the scene shows.
    public struct State: Sendable, Equatable {
        /// The EVM account whose positions are shown, EIP-55.
        public var account: String
        /// The pools, in the order the wallet knows them.
        public var pools: [StakingPoolLine] = []
        /// What the account has across the pools read, once read.
        public var totals: [StakingLine] = []
        /// What the scene waits for while the pools are read; nil when it waits for nothing.
        public var readingLabel: String?
        /// True once the pools were read (an empty list then says so).
        public var hasRead = false
        /// Why the pools could not be listed or read at all.
        public var errorMessage: String?
        /// Why the last staking call was refused, after its flow came back with a refusal; nil
        /// once the person moves on.
        public var refusalMessage: String?

        /// True while the pools are read.
        public var isReading: Bool { readingLabel != nil }

        /// ``StakingViewModel/noPools`` once read with no pool to show, else nil.
        public var emptyNotice: String? { hasRead && pools.isEmpty ? StakingViewModel.noPools : nil }

        /// The line of `pool`, when it is shown.
        public func line(of pool: StakingPool) -> StakingPoolLine? {
            pools.first { $0.pool == pool }
        }
    }

    /// The label shown while the pools are read.
    nonisolated public static let readingLabel = "Asking the node for the pools and your positions"

    /// What the scene says when the wallet knows no pool on the network.
    nonisolated public static let noPools = "No staking pools known on this network: add one by its contract address."

    public let title = "Staking"
    public let navigator = Navigator<Step>()
    /// Called with the new state after each change.
    public var onChange: ((State) -> Void)?
    public private(set) var state: State {
        didSet { if state != oldValue { onChange?(state) } }
    }

    private let account: EVMAddress
    private let staking: any StakingUseCase

    /// The positions of `account`, the wallet's EVM account, read through `staking`.
    public init(account: EVMAddress, staking: any StakingUseCase = Container.shared.stakingUseCase()) {
        self.account = account
        self.staking = staking
        state = State(account: account.checksummed)
    }

    // MARK: - Inputs

    /// The scene is shown: reads the pools, once.
    public func didAppear() async {
        guard !state.hasRead else { return }
        await read()
    }

    /// The person asked to read the pools and positions again (after a stake, or time passed).
    public func didTapRefresh() async {
        show { $0.refusalMessage = nil }
        await read()
    }

    /// A staking call's flow came back because the call was refused, `reason` saying why: says it,
    /// and reads the positions again (what the pool allows may have changed since they were read).
    public func didReturnAfterRefusedCall(_ reason: String) async {
        show { $0.refusalMessage = "The staking call was refused: \(reason)" }
        await read()
    }

    /// Stake with `pool`; ignored unless it offers it.
    public func didTapStake(_ pool: StakingPool) {
        guard state.line(of: pool)?.offersStake == true else { return }
        navigator.next(.stake(pool))
    }

    /// Unstake from `pool`; ignored unless the account holds something there.
    public func didTapUnstake(_ pool: StakingPool) {
        guard state.line(of: pool)?.offersUnstake == true else { return }
        navigator.next(.unstake(pool))
    }

    /// Claim from `pool`; ignored unless something there is claimable.
    public func didTapClaim(_ pool: StakingPool) {
        guard state.line(of: pool)?.offersClaim == true else { return }
        navigator.next(.claim(pool))
    }

    /// Withdraw `pool`'s rewards; ignored unless it is non-liquid with rewards.
    public func didTapWithdrawRewards(_ pool: StakingPool) {
        guard state.line(of: pool)?.offersRewardWithdrawal == true else { return }
        navigator.next(.withdrawRewards(pool))
    }

    /// The person asked to add a pool.
    public func didTapAddPool() {
        navigator.next(.addPool)
    }

    /// The person closed the scene.
    public func didTapDone() {
        navigator.next(.done)
    }

    // MARK: - Reading

    /// Reads every known pool with the account's position, in one call; ignored while a read runs.
    private func read() async {
        guard !state.isReading else { return }
        show {
            $0.readingLabel = Self.readingLabel
            $0.errorMessage = nil
        }
        let answer: Result<[StakingPoolLine], StakingError>
        do throws(StakingError) {
            let readings = try await staking.read(try staking.pools, for: account)
            answer = .success(readings.map(StakingPoolLine.init).filter(\.isShown))
        } catch {
            answer = .failure(error)
        }
        show { shown in
            shown.readingLabel = nil
            switch answer {
            case .success(let lines):
                shown.pools = lines
                shown.totals = StakingTotals(lines.compactMap(\.read)).lines
                shown.hasRead = true
            case .failure(let error):
                shown.errorMessage = error.description
            }
        }
    }

    /// Applies `change` to the state in one assignment, so that it is published once.
    private func show(_ change: (inout State) -> Void) {
        var next = state
        change(&next)
        state = next
    }
}
