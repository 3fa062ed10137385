public import ZilliqaKit

/// The `eth_call`s that read a pool's facts and an account's position in it, and how their answers
/// are read (docs/zq2-staking.md §1–4): the views that answer for the caller (`getClaimable()`,
/// `getPendingClaims()`, `getDelegatedAmount()`, `rewards()`) are called with `from` set to the
/// account. Many pools' reads go in one batch, each pool's slice read on its own.
///
/// ```swift
/// let reads = StakingReads(pool: pool, account: wallet.evmAddress)
/// let batch = try await evm.chainIDHeadAndCalls(reads.requests)
/// let state = try reads.state(from: batch.outcomes[...], headBlock: batch.blockNumber ?? 0)
/// ```
public struct StakingReads: Sendable {
    public let pool: StakingPool
    /// The account whose position is read; nil reads the facts only.
    public let account: EVMAddress?

    public init(pool: StakingPool, account: EVMAddress?) {
        self.pool = pool
        self.account = account
    }

    /// The calls, facts first: commission, stake, minimum, unbonding period, then for a liquid pool
    /// its price and LST supply; then, for an account, claimable and pending claims, and its LST
    /// balance (liquid) or delegated amount and rewards (non-liquid).
    public var requests: [EVMCallRequest] {
        let to = pool.address
        var calls = [
            EVMCallRequest(to: to, data: Delegation.getCommission.selector),
            EVMCallRequest(to: to, data: Delegation.getStake.selector),
            EVMCallRequest(to: to, data: Delegation.getMinDelegation.selector),
            EVMCallRequest(to: to, data: Delegation.unbondingPeriod.selector),
        ]
        if let lst = pool.lst {
            calls += [
                EVMCallRequest(to: to, data: Delegation.getPrice.selector),
                EVMCallRequest(to: lst.contract, data: ERC20.totalSupply.selector),
            ]
        }
        guard let account else { return calls }
        calls += [
            EVMCallRequest(from: account, to: to, data: Delegation.getClaimable.selector),
            EVMCallRequest(from: account, to: to, data: Delegation.getPendingClaims.selector),
        ]
        if let lst = pool.lst {
            calls.append(EVMCallRequest(to: lst.contract, data: ERC20.balanceOfCall(account)))
        } else {
            calls += [
                EVMCallRequest(from: account, to: to, data: Delegation.getDelegatedAmount.selector),
                EVMCallRequest(from: account, to: to, data: Delegation.rewards.selector),
            ]
        }
        return calls
    }

    /// The facts and position `outcomes` (the answers to ``requests``, in order) give.
    /// - Throws: ``StakingError/unreadable(_:what:)`` naming the first answer that is not what a
    ///   pool gives, or the node's error.
    public func state(from outcomes: ArraySlice<Result<[UInt8], any Error>>, headBlock: UInt64)
        throws(StakingError) -> StakingPoolState
    {
        var answers = Answers(outcomes: Array(outcomes), pool: pool)
        let commission: DelegationCommission
        do { commission = try DelegationCommission(answer: try answers.next("getCommission()")) } catch {
            throw Self.unreadable(error, pool, "getCommission()")
        }
        let totalStake = try answers.wei("getStake()")
        let minimum = try answers.wei("getMinDelegation()")
        let unbonding = try answers.word("unbondingPeriod()")
        guard let unbondingBlocks = unbonding.uint64Value else {
            throw .unreadable(pool.address, what: "unbondingPeriod() above 2^64 blocks")
        }
        var price: Wei?
        var supply: UInt256?
        if pool.lst != nil {
            price = try answers.wei("getPrice()")
            supply = try answers.word("the LST's totalSupply()")
        }
        let facts = StakingPoolFacts(
            commission: commission, totalStake: totalStake, minimum: minimum, unbondingBlocks: unbondingBlocks,
            price: price, lstSupply: supply)
        guard account != nil else { return StakingPoolState(facts: facts, position: nil) }
        let claimable = try answers.wei("getClaimable()")
        let pending: [DelegationPendingClaim]
        do { pending = try Delegation.pendingClaims(try answers.next("getPendingClaims()")) } catch {
            throw Self.unreadable(error, pool, "getPendingClaims()")
        }
        let position: StakingPosition
        if let price {
            let balance = try answers.word("the LST's balanceOf()")
            position = StakingPosition(
                staked: StakingPosition.value(ofLST: balance, at: price), lstBalance: balance, pending: pending,
                claimable: claimable, rewards: nil, headBlock: headBlock)
        } else {
            let delegated = try answers.wei("getDelegatedAmount()")
            let rewards = try answers.wei("rewards()")
            position = StakingPosition(
                staked: delegated, lstBalance: nil, pending: pending, claimable: claimable, rewards: rewards,
                headBlock: headBlock)
        }
        return StakingPoolState(facts: facts, position: position)
    }

    private static func unreadable(_ error: any Error, _ pool: StakingPool, _ what: String) -> StakingError {
        if let staking = error as? StakingError { return staking }
        return .unreadable(pool.address, what: what)
    }

    /// The answers in order, each read as one word, a pool's view never reverting.
    private struct Answers {
        let outcomes: [Result<[UInt8], any Error>]
        let pool: StakingPool
        var index = 0

        init(outcomes: [Result<[UInt8], any Error>], pool: StakingPool) {
            self.outcomes = outcomes
            self.pool = pool
        }

        mutating func next(_ what: String) throws(StakingError) -> [UInt8] {
            guard index < outcomes.count else { throw .unreadable(pool.address, what: what) }
            defer { index += 1 }
            switch outcomes[index] {
            case .success(let bytes): return bytes
            case .failure(EVMServiceError.executionReverted):
                throw .unreadable(pool.address, what: "\(what) reverted")
            case .failure(let error): throw .node(TransactionsError(evmNode: error))
            }
        }

        mutating func word(_ what: String) throws(StakingError) -> UInt256 {
            let bytes = try next(what)
            guard bytes.count == 32, let word = try? ABIReader(bytes).uint256() else {
                throw .unreadable(pool.address, what: what)
            }
            return word
        }

        mutating func wei(_ what: String) throws(StakingError) -> Wei {
            guard let wei = try word(what).uint128Value else {
                throw .unreadable(pool.address, what: "\(what) above 2^128 wei")
            }
            return Wei(wei: wei)
        }
    }
}
