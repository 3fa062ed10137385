import ZilliqaKit

/// One pool as one batch of `eth_call`s read it: its facts and, when an account was given, the
/// account's position; or why the pool could not be read (each pool on its own, so one pool that
/// does not answer leaves the others shown).
public struct StakingPoolReading: Sendable, Equatable {
    public let pool: StakingPool
    /// The facts and position, or what went wrong reading them.
    public let outcome: Result<StakingPoolState, StakingError>

    public init(pool: StakingPool, outcome: Result<StakingPoolState, StakingError>) {
        self.pool = pool
        self.outcome = outcome
    }
}

/// A pool's facts and an account's position in it, read together.
public struct StakingPoolState: Sendable, Hashable {
    public let facts: StakingPoolFacts
    /// Nil when no account was asked about.
    public let position: StakingPosition?

    public init(facts: StakingPoolFacts, position: StakingPosition?) {
        self.facts = facts
        self.position = position
    }
}
