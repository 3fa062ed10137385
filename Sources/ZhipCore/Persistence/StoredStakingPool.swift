import ZilliqaKit

/// A pool the person added, as ``PreferencesKey/stakingPools`` keeps it: its contract and, for a
/// liquid pool, its LST as ``StoredToken`` keeps a token (read once from the chain when added, so a
/// pool's facts take one round trip afterwards); read back through ``Token``'s own checks.
struct StoredStakingPool: Codable, Sendable, Hashable {
    let address: String
    let lst: StoredToken?

    init(_ pool: StakingPool) {
        address = pool.address.checksummed
        lst = pool.lst.map(StoredToken.init)
    }

    /// The pool it stores on the EVM chain `evmChainID`, or nil when it no longer passes the checks.
    func pool(on evmChainID: UInt64) -> StakingPool? {
        guard let contract = try? EVMAddress(address) else { return nil }
        guard let lst else {
            return StakingPool(address: contract, name: nil, kind: .nonLiquid, evmChainID: evmChainID)
        }
        guard let token = lst.token(on: evmChainID) else { return nil }
        return StakingPool(address: contract, name: nil, kind: .liquid(lst: token), evmChainID: evmChainID)
    }
}
