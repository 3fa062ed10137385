import ZilliqaKit

/// Delegated staking pools (``DelegationPoolModel``): deploying one and adding its rewards.
extension LedgerState {
    /// The most pools one devnet holds (besides ``maximumContracts``).
    static let maximumPools = 100

    /// The pools deployed, by address.
    var pools: [Address: DelegationPoolModel] {
        contracts.compactMapValues { $0 as? DelegationPoolModel }
    }

    /// Puts the next pool at its ``ContractAddress/pool(_:)`` (a liquid one's token at
    /// ``ContractAddress/poolToken(_:)``), the head's state only (a past block has no code).
    mutating func deployPool(_ deployment: PoolDeployment) throws(PoolDeploymentError) -> DeployedPool {
        let count = pools.count
        guard count < Self.maximumPools, contracts.count < Self.maximumContracts else { throw .tooManyPools }
        let counter = UInt64(count + 1)
        let address = ContractAddress.pool(counter)
        let token = deployment.kind == .liquid ? ContractAddress.poolToken(counter) : nil
        let receiver = deployment.commissionReceiver ?? ContractAddress.commissionReceiver(counter)
        contracts[address] = DelegationPoolModel(deployment, receiver: receiver, lst: token)
        if let token { poolTokens[token] = address }
        return DeployedPool(address: address, lst: token, commissionReceiver: receiver)
    }

    /// Credits `wei` of rewards to the pool at `address`: its balance (as rewards arrive in
    /// Zilliqa 2.0) and its model's rewards, at the head.
    /// - Returns: the pool's balance after.
    mutating func addPoolRewards(_ wei: Wei, to address: Address) throws(PoolRewardsError) -> Wei {
        guard var pool = contracts[address] as? DelegationPoolModel else { throw .unknownPool(address) }
        var account = accounts[address] ?? LedgerAccount(wei: .zero)
        guard let credited = try? account.wei.adding(wei), pool.addRewards(wei.wei) else { throw .balanceOverflow }
        account.wei = credited
        accounts[address] = account
        contracts[address] = pool
        return credited
    }
}
