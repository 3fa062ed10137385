public import ZilliqaKit

/// Zilliqa 2.0 delegated staking on the wallet's network (docs/zq2-staking.md): the pools the
/// wallet knows (the staking portal's list for the network, then those added by address), and
/// their facts and an account's positions, read in one batched round trip. Staking itself is a
/// ``StakingCall`` intent a ``PaymentSession`` prepares, signs and sends.
///
/// ```swift
/// let staking = Container.shared.stakingUseCase()
/// let pool = try await staking.add(address)                    // checks it answers as a pool
/// let readings = try await staking.read(try staking.pools, for: wallet.evmAddress)
/// ```
public protocol StakingUseCase: Sendable {
    /// The portal's pools for the network, in its order, then those added, in the order they were added.
    var pools: [StakingPool] { get throws(StakingError) }

    /// The known pool `reference` names: an address (0x…), or a name (any case) that only one known pool has.
    /// - Throws: ``StakingError/unknownPool(_:network:)``, ``StakingError/ambiguousName(_:_:)``.
    func pool(_ reference: String) throws(StakingError) -> StakingPool

    /// Reads the contract at `address` as a pool (its minimum delegation, and `getLST()` with the
    /// LST's symbol, name and decimals for a liquid one) and adds it to the network's list; a pool
    /// the portal lists is returned as it lists it.
    func add(_ address: EVMAddress) async throws(StakingError) -> StakingPool

    /// Every pool of `pools`' facts and, for `account`, its position, in one round trip (with the
    /// chain id, checked, and the head block); each pool's outcome on its own.
    func read(_ pools: [StakingPool], for account: EVMAddress?) async throws(StakingError) -> [StakingPoolReading]
}
