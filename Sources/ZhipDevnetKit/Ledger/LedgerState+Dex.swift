import ZilliqaKit

/// The DEX (``DexModel``): deploying it and seeding a pair's liquidity, at the head as deployments are.
extension LedgerState {
    /// Puts the DEX at ``ContractAddress/dexRouter``, ``ContractAddress/dexFactory`` and
    /// ``ContractAddress/wrappedZIL`` with no pair.
    mutating func deployDex(feeBasisPoints: UInt64) throws(DexDeploymentError) -> DexDeployment {
        guard feeBasisPoints <= DexModel.maximumFee else { throw .feeOutOfRange(feeBasisPoints) }
        if let router = dexRouter, contracts[router] != nil { throw .alreadyDeployed(router: router) }
        guard contracts.count < Self.maximumContracts else { throw .tooManyContracts }
        let dex = DexModel(
            feeBasisPoints: feeBasisPoints, router: ContractAddress.dexRouter, factory: ContractAddress.dexFactory,
            wzil: ContractAddress.wrappedZIL)
        contracts[dex.router] = dex
        dexRouter = dex.router
        return DexDeployment(factory: dex.factory, router: dex.router, wzil: dex.wzil, feeBasisPoints: feeBasisPoints)
    }

    /// Credits `amount` new units of `token` and `zil` of new WZIL to the pair of `token` and WZIL
    /// (made at its CREATE2 address if new), then syncs its reserves to its balances at the head's
    /// time. The ZIL backing the WZIL is credited to WZIL's address. No transaction, block or log.
    mutating func seedLiquidity(token: Address, zil: Wei, amount: UInt256) throws(LiquiditySeedError)
        -> SeededLiquidity
    {
        guard let router = dexRouter, var dex = contracts[router] as? DexModel else { throw .noDex }
        guard var erc20 = contracts[token] as? ERC20Model else { throw .unknownToken(token) }
        let pairAddress = dex.pairAddress(token, dex.wzil)
        var pair =
            dex.pairs[pairAddress]
            ?? DexPair(
                token0: DexModel.sorted(token, dex.wzil).0,
                token1: DexModel.sorted(token, dex.wzil).1)
        if dex.pairs[pairAddress] == nil, dex.allPairs.count >= DexModel.maximumPairs { throw .tooManyPairs }
        let wei = UInt256(zil.wei)
        let tokenBalance = erc20.balance(of: pairAddress).addingReportingOverflow(amount)
        let wrappedBalance = dex.wrapped.balance(of: pairAddress).addingReportingOverflow(wei)
        guard !tokenBalance.overflow, !wrappedBalance.overflow,
            !(DexMath.maximumReserve < tokenBalance.partialValue),
            !(DexMath.maximumReserve < wrappedBalance.partialValue)
        else { throw .reserveOverflow }
        let supply = erc20.totalSupply.addingReportingOverflow(amount)
        guard !supply.overflow else { throw .supplyOverflow }
        var backing = accounts[dex.wzil] ?? LedgerAccount(wei: .zero)
        guard let backed = try? backing.wei.adding(zil) else { throw .balanceOverflow }
        backing.wei = backed
        erc20.totalSupply = supply.partialValue
        erc20.balances[pairAddress] = tokenBalance.partialValue.isZero ? nil : tokenBalance.partialValue
        dex.wrapped.setBalance(wrappedBalance.partialValue, of: pairAddress)
        dex.wrapped.supply = dex.wrapped.supply.addingReportingOverflow(wei).partialValue
        let tokenIsFirst = pair.token0 == token
        pair.reserve0 = tokenIsFirst ? tokenBalance.partialValue : wrappedBalance.partialValue
        pair.reserve1 = tokenIsFirst ? wrappedBalance.partialValue : tokenBalance.partialValue
        pair.blockTimestampLast = UInt32(truncatingIfNeeded: latestBlock.timestamp / 1_000_000)
        if dex.pairs[pairAddress] == nil { dex.allPairs.append(pairAddress) }
        dex.pairs[pairAddress] = pair
        accounts[dex.wzil] = backing
        contracts[token] = erc20
        contracts[router] = dex
        return SeededLiquidity(
            pair: pairAddress, reserveToken: tokenBalance.partialValue, reserveZil: wrappedBalance.partialValue)
    }
}
