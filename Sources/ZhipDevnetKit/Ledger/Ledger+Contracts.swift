public import ZilliqaKit

/// The contracts a test or the control API places on the ledger without a transaction: tokens,
/// staking pools and their rewards, the migration escrow's registered claims, ZilNames' names.
extension Ledger {
    /// Deploys `token` at the next ``ContractAddress`` (a ZRC-2 token also at its legacy address),
    /// its whole supply held by its holder; no transaction or block is made, and past blocks show no code.
    /// - Throws: ``TokenDeploymentError/tooManyContracts`` past ``LedgerState/maximumContracts``.
    public func deploy(_ token: TokenDeployment) throws(TokenDeploymentError) -> DeployedToken {
        do {
            let placed = try state.withLock { (state) throws(LedgerState.DeployError) in
                try state.deployToken(zrc2: token.zrc2) { token.model(legacyAddress: $0) }
            }
            return DeployedToken(address: placed.address, legacyAddress: placed.legacyAddress)
        } catch {
            throw .tooManyContracts
        }
    }

    /// Deploys a delegated staking pool at the next ``ContractAddress/pool(_:)`` (a liquid one's
    /// token too); no transaction or block is made, and past blocks show no code.
    /// - Throws: ``PoolDeploymentError/tooManyPools`` past ``LedgerState/maximumPools``.
    public func deployPool(_ pool: PoolDeployment) throws(PoolDeploymentError) -> DeployedPool {
        try state.withLock { (state) throws(PoolDeploymentError) in try state.deployPool(pool) }
    }

    /// Adds `wei` of rewards to the pool at `address`: its balance and what its model counts as
    /// rewards (Zilliqa 2.0 pays them as balance, `getRewards() = balance − nonRewards`).
    /// - Returns: the pool's balance after.
    /// - Throws: ``PoolRewardsError`` for an address without a pool, or a balance past ``Wei/max``.
    @discardableResult
    public func addPoolRewards(_ wei: Wei, to address: Address) throws(PoolRewardsError) -> Wei {
        try state.withLock { (state) throws(PoolRewardsError) in try state.addPoolRewards(wei, to: address) }
    }

    /// The pool at `address` as it is now; nil when there is none.
    public func pool(at address: Address) -> DelegationPoolModel? {
        state.withLock { $0.contracts[address] as? DelegationPoolModel }
    }

    /// Registers `calldata` as a migration escrow claim whose proof verifies (the devnet cannot
    /// verify a zero-knowledge proof); false when the escrow holds ``EscrowModel/maximumRegisteredClaims``.
    public func registerEscrowClaim(_ calldata: [UInt8]) -> Bool {
        state.withLock { state in
            guard var escrow = state.contracts[.migrationEscrow] as? EscrowModel, escrow.registerClaim(calldata) else {
                return false
            }
            state.contracts[.migrationEscrow] = escrow
            return true
        }
    }

    /// The migration escrow as it is now (nil only if none is modelled).
    public var escrow: EscrowModel? { state.withLock { $0.contracts[.migrationEscrow] as? EscrowModel } }

    /// Registers `name` with `address` in ZilNames, and with `reverse` makes it `address`'s reverse
    /// record (``ZilNamesModel/register(_:address:reverse:)``); at the head only, as a deployment.
    /// - Throws: ``NameRegistrationError/tooManyNames`` past ``ZilNamesModel/maximumNames``.
    public func registerName(_ name: ZilName, address: Address, reverse: Bool) throws(NameRegistrationError) {
        let registered = state.withLock { state in
            var names = state.contracts[ZilNamesModel.universalResolver] as? ZilNamesModel ?? ZilNamesModel()
            guard names.register(name, address: address, reverse: reverse) else { return false }
            state.contracts[ZilNamesModel.universalResolver] = names
            return true
        }
        guard registered else { throw .tooManyNames }
    }

    /// ZilNames as it is now (nil only if it is not modelled).
    public var names: ZilNamesModel? {
        state.withLock { $0.contracts[ZilNamesModel.universalResolver] as? ZilNamesModel }
    }
}

/// The DEX a test or the control API places on the ledger without a transaction.
extension Ledger {
    /// Deploys the DEX (PlunderSwap's router, factory and WZIL) with `feeBasisPoints`; no
    /// transaction or block is made, and past blocks show no code.
    /// - Throws: ``DexDeploymentError`` for a fee past ``DexModel/maximumFee``, a DEX already there,
    ///   or too many contracts.
    public func deployDex(feeBasisPoints: UInt64 = DexModel.plunderSwapFee) throws(DexDeploymentError)
        -> DexDeployment
    {
        try state.withLock { (state) throws(DexDeploymentError) in try state.deployDex(feeBasisPoints: feeBasisPoints) }
    }

    /// Adds `amount` units of `token` and `zil` of WZIL to their pair, made if new, and syncs its
    /// reserves (``LedgerState/seedLiquidity(token:zil:amount:)``); at the head only, as a deployment.
    /// - Throws: ``LiquiditySeedError``.
    @discardableResult
    public func seedLiquidity(token: Address, zil: Wei, amount: UInt256) throws(LiquiditySeedError)
        -> SeededLiquidity
    {
        try state.withLock { (state) throws(LiquiditySeedError) in
            try state.seedLiquidity(token: token, zil: zil, amount: amount)
        }
    }

    /// The DEX as it is now; nil when none is deployed.
    public var dex: DexModel? {
        state.withLock { state in state.dexRouter.flatMap { state.contracts[$0] as? DexModel } }
    }
}
