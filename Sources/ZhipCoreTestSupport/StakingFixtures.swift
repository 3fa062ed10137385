public import ZhipCore
public import ZilliqaKit

/// Pools, their facts and positions for staking tests (ZhipCore's scenes and the terminal's), and
/// a ``FakeEVMService`` that answers a non-liquid pool's reads for a payment session.
///
/// ```swift
/// staking.setOutcome(StakingFixtures.state(StakingFixtures.position(claimable: StakingFixtures.zil(3))), for: StakingFixtures.moonlet)
/// ```
public enum StakingFixtures {
    /// One 32-byte word holding `number`.
    public static func word(_ number: UInt128) -> [UInt8] { UInt256(number).bigEndianBytes }

    /// `count` ZIL in wei.
    public static func zil(_ count: UInt64) -> Wei { Wei(count, unit: .zil) }

    /// `hex` as an address: a fixture's constant, so a failure is a bug in this file.
    public static func address(_ hex: String) -> EVMAddress {
        do { return try EVMAddress(hex) } catch { preconditionFailure("a fixture address: \(error)") }
    }

    /// A non-liquid pool on the devnet.
    public static let moonlet = StakingPool(
        address: address("0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359"), name: "Moonlet", kind: .nonLiquid,
        evmChainID: Network.devnet.evmChainID)

    /// pZIL, PlunderSwap's LST.
    public static let pZIL: Token = {
        do {
            return try Token(
                contract: address("0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB"), symbol: "pZIL", name: "pZIL",
                decimals: 18, evmChainID: Network.devnet.evmChainID)
        } catch {
            preconditionFailure("pZIL is a token: \(error)")
        }
    }()

    /// A liquid pool on the devnet, minting pZIL.
    public static let plunder = StakingPool(
        address: address("0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb"), name: "PlunderSwap", kind: .liquid(lst: pZIL),
        evmChainID: Network.devnet.evmChainID)

    /// 10 % commission, 100 ZIL minimum, 30 blocks of unbonding, `price` for a liquid pool.
    public static func facts(price: Wei? = nil) -> StakingPoolFacts {
        let commission: DelegationCommission
        do { commission = try DelegationCommission(answer: word(10) + word(100)) } catch {
            preconditionFailure("10 % is a commission: \(error)")
        }
        return StakingPoolFacts(
            commission: commission, totalStake: zil(1_000_000), minimum: zil(100), unbondingBlocks: 30, price: price,
            lstSupply: price == nil ? nil : UInt256(zil(500_000).wei))
    }

    /// A non-liquid position at head block 100.
    public static func position(
        staked: Wei = .zero, claimable: Wei = .zero, rewards: Wei = .zero, pending: [DelegationPendingClaim] = []
    ) -> StakingPosition {
        StakingPosition(
            staked: staked, lstBalance: nil, pending: pending, claimable: claimable, rewards: rewards, headBlock: 100)
    }

    /// `state` read for `pool`.
    public static func state(_ position: StakingPosition, price: Wei? = nil) -> Result<StakingPoolState, StakingError> {
        .success(StakingPoolState(facts: facts(price: price), position: position))
    }

    /// Makes `node` answer ``moonlet``'s reads for an account with `delegated` staked there and
    /// `claimable` unbonded (nothing by default), and estimate `gas` for its calls.
    public static func answerMoonlet(
        on node: FakeEVMService, delegated: Wei = .zero, claimable: Wei = .zero, gas: UInt64 = 80_000
    ) {
        let to = moonlet.address
        let answers: [([UInt8], [UInt8])] = [
            (Delegation.getCommission.selector, word(10) + word(100)),
            (Delegation.getStake.selector, word(zil(1_000_000).wei)),
            (Delegation.getMinDelegation.selector, word(zil(100).wei)),
            (Delegation.unbondingPeriod.selector, word(30)),
            (Delegation.getClaimable.selector, word(claimable.wei)),
            (Delegation.getPendingClaims.selector, word(32) + word(0)),
            (Delegation.getDelegatedAmount.selector, word(delegated.wei)),
            (Delegation.rewards.selector, word(0)),
        ]
        for (data, answer) in answers { node.setCallAnswer(.success(answer), to: to, data: data) }
        node.setGasEstimate(.success(gas), to: to)
    }

    /// `Staked(delegator, amount, "")` as ``moonlet`` logs it in the transaction `hash`.
    public static func stakedLog(_ amount: Wei, by delegator: EVMAddress, in hash: EVMHash) throws -> EVMLog {
        let block = try EVMHash(bytes: [UInt8](repeating: 1, count: 32))
        return EVMLog(
            address: moonlet.address,
            topics: [
                try EVMTopic(bytes: Delegation.stakedEvent.topic),
                try EVMTopic(bytes: [UInt8](repeating: 0, count: 12) + delegator.bytes),
            ],
            data: word(amount.wei) + word(64) + word(0), blockNumber: 9, blockHash: block, transactionHash: hash,
            transactionIndex: 0, logIndex: 0)
    }
}
