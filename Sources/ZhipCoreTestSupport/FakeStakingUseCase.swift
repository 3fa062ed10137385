import Synchronization
public import ZhipCore
public import ZilliqaKit

/// A ``ZhipCore/StakingUseCase`` for tests: knows the pools it is given, answers each read with
/// the outcome set for each pool (a pool with none set answers ``ZhipCore/StakingError/unreadable(_:what:)``),
/// adds what ``setAddAnswer(_:)`` says, and records each read and addition.
///
/// ```swift
/// let staking = FakeStakingUseCase(pools: [pool])
/// staking.setOutcome(.success(StakingPoolState(facts: facts, position: position)), for: pool)
/// Container.shared.stakingUseCase.register { staking }
/// ```
public final class FakeStakingUseCase: StakingUseCase {
    /// One read: which pools, for which account.
    public struct Read: Sendable, Equatable {
        public let pools: [StakingPool]
        public let account: EVMAddress?

        public init(pools: [StakingPool], account: EVMAddress?) {
            self.pools = pools
            self.account = account
        }
    }

    private struct State {
        var pools: [StakingPool]
        var outcomes: [EVMAddress: Result<StakingPoolState, StakingError>] = [:]
        var readError: StakingError?
        var addAnswer: Result<StakingPool, StakingError>?
        var reads: [Read] = []
        var added: [EVMAddress] = []
    }

    private let state: Mutex<State>

    /// A use case knowing `pools`, in order.
    public init(pools: [StakingPool]) {
        state = Mutex(State(pools: pools))
    }

    /// Every read, in order.
    public var reads: [Read] { state.withLock { $0.reads } }
    /// Every address asked to be added, in order.
    public var added: [EVMAddress] { state.withLock { $0.added } }

    /// Reads of `pool` answer `outcome` from now on.
    public func setOutcome(_ outcome: Result<StakingPoolState, StakingError>, for pool: StakingPool) {
        state.withLock { $0.outcomes[pool.address] = outcome }
    }

    /// Every read throws `error` from now on; nil makes reads answer again.
    public func setReadError(_ error: StakingError?) {
        state.withLock { $0.readError = error }
    }

    /// ``add(_:)`` answers `answer` from now on, a pool added joining the known ones.
    public func setAddAnswer(_ answer: Result<StakingPool, StakingError>) {
        state.withLock { $0.addAnswer = answer }
    }

    public var pools: [StakingPool] {
        get throws(StakingError) { state.withLock { $0.pools } }
    }

    public func pool(_ reference: String) throws(StakingError) -> StakingPool {
        let found = state.withLock { state in
            state.pools.first { $0.address.checksummed.lowercased() == reference.lowercased() || $0.name == reference }
        }
        guard let found else { throw .unknownPool(reference, network: "the fake network") }
        return found
    }

    public func add(_ address: EVMAddress) async throws(StakingError) -> StakingPool {
        let answer = state.withLock { state -> Result<StakingPool, StakingError> in
            state.added.append(address)
            let answer = state.addAnswer ?? .failure(.unreadable(address, what: "getMinDelegation()"))
            if case .success(let pool) = answer, !state.pools.contains(pool) { state.pools.append(pool) }
            return answer
        }
        return try answer.get()
    }

    public func read(_ pools: [StakingPool], for account: EVMAddress?) async throws(StakingError)
        -> [StakingPoolReading]
    {
        let answer = state.withLock { state -> Result<[StakingPoolReading], StakingError> in
            state.reads.append(Read(pools: pools, account: account))
            if let error = state.readError { return .failure(error) }
            return .success(
                pools.map { pool in
                    StakingPoolReading(
                        pool: pool,
                        outcome: state.outcomes[pool.address] ?? .failure(.unreadable(pool.address, what: "getStake()"))
                    )
                })
        }
        return try answer.get()
    }
}
