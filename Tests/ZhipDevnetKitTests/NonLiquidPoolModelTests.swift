import Testing
import ZhipDevnetKit
import ZilliqaKit

/// The devnet's non-liquid pool (`DelegationPoolModel`, `NonLiquidDelegation.sol`): stakes in
/// ZIL, rewards split pro rata after the commission, withdrawn with RewardPaid at a gas that grows
/// with the history. Pools have 10 % commission, a 100 ZIL minimum and 5 unbonding blocks.
@Suite("The modelled non-liquid staking pool")
struct NonLiquidPoolModelTests {
    private typealias F = PoolFixture

    /// Alice stakes 300 ZIL, bob 100 ZIL, then 40 ZIL of rewards arrive.
    private static func sharedPool() throws -> DelegationPoolModel {
        var model = try F.model(.nonLiquid)
        F.run(&model, Delegation.stake.selector, value: 300 * F.zil)
        F.run(&model, Delegation.stake.selector, from: F.bob, value: 100 * F.zil, block: 2)
        _ = model.addRewards(40 * F.zil)
        return model
    }

    @Test("stakes show in getDelegatedAmount for the caller and getDelegatedTotal and getStake for the pool")
    func delegated() throws {
        let model = try Self.sharedPool()

        #expect(try F.view(model, Delegation.getDelegatedAmount) == F.wei(300))
        #expect(try F.view(model, Delegation.getDelegatedAmount, from: F.bob) == F.wei(100))
        #expect(try F.view(model, DelegationPoolABI.getDelegatedTotal) == F.wei(400))
        #expect(try F.view(model, Delegation.getStake) == F.wei(400))
    }

    @Test("40 ZIL of rewards less 10 % split 300 : 100: alice 36 × 3/4 = 27 ZIL, bob 36 × 1/4 = 9 ZIL")
    func rewardsSplit() throws {
        let model = try Self.sharedPool()

        #expect(try F.view(model, Delegation.rewards) == F.wei(27))
        #expect(try F.view(model, Delegation.rewards, from: F.bob) == F.wei(9))
    }

    @Test("withdrawAllRewards() pays bob his 9 ZIL with RewardPaid(bob, 9 ZIL) and leaves him none")
    func withdrawAll() throws {
        var model = try Self.sharedPool()

        let outcome = F.run(&model, Delegation.withdrawAllRewards.selector, from: F.bob, block: 3).outcome

        #expect(try F.word(outcome) == F.wei(9))
        #expect(outcome.payouts == [ContractPayout(to: F.bob, wei: 9 * F.zil)])
        #expect(outcome.logs.first?.topics.first == Delegation.rewardPaidEvent.topic)
        #expect(outcome.logs.first?.data == ABIValue.uint256(F.wei(9)).word)
        #expect(try F.view(model, Delegation.rewards, from: F.bob) == .zero)
        #expect(try F.view(model, Delegation.rewards) == F.wei(27))
    }

    @Test("an unstake closes the period: 4 ZIL commission paid, and the split stays 27 and 9")
    func entryClosesPeriod() throws {
        var model = try Self.sharedPool()

        let outcome = F.run(&model, Delegation.unstakeCall(amount: F.wei(100)), from: F.bob, block: 3).outcome

        #expect(outcome.payouts == [ContractPayout(to: F.receiver, wei: 4 * F.zil)])
        #expect(try F.view(model, Delegation.rewards) == F.wei(27))
        #expect(try F.view(model, Delegation.rewards, from: F.bob) == F.wei(9))
        #expect(model.claims[F.bob] == [DelegationPoolModel.Claim(blockNumber: 8, amount: 100 * F.zil)])
    }

    @Test("withdrawRewards past what is available reverts RequestedAmountTooHigh(requested, available), f6d81a2c")
    func withdrawTooMuch() throws {
        var model = try Self.sharedPool()

        let outcome = F.run(&model, Delegation.withdrawRewardsCall(amount: F.wei(10)), from: F.bob).outcome

        #expect(outcome.result == (try F.customError("f6d81a2c", [F.wei(10), F.wei(9)])))
    }

    @Test("unstaking more than the stake reverts RequestedAmountTooHigh(requested, stake)")
    func unstakeTooMuch() throws {
        var model = try Self.sharedPool()

        let outcome = F.run(&model, Delegation.unstakeCall(amount: F.wei(150)), from: F.bob).outcome

        #expect(outcome.result == (try F.customError("f6d81a2c", [F.wei(150), F.wei(100)])))
    }

    @Test("unstaking less than the minimum but not everything reverts AmountTooLow(amount)")
    func unstakeBelowMinimum() throws {
        var model = try Self.sharedPool()

        let outcome = F.run(&model, Delegation.unstakeCall(amount: F.wei(50))).outcome

        #expect(outcome.result == (try F.customError("7640cbd7", [F.wei(50)])))
    }

    @Test("a withdrawal walking 4 more history entries costs 4 more history steps of gas; after it no step is left")
    func gasGrowsWithHistory() throws {
        var short = try Self.sharedPool()
        // Bob's stake and unstake close the rewards' period in both pools: the same storage is written.
        F.run(&short, Delegation.stake.selector, from: F.bob, value: 100 * F.zil, block: 3)
        F.run(&short, Delegation.unstakeCall(amount: F.wei(200)), from: F.bob, block: 3)
        var long = short
        for block in UInt64(4)...5 {
            F.run(&long, Delegation.stake.selector, from: F.bob, value: 100 * F.zil, block: block)
            F.run(&long, Delegation.unstakeCall(amount: F.wei(100)), from: F.bob, block: block)
        }

        let few = F.run(&short, Delegation.withdrawAllRewards.selector, block: 6).meter
        let many = F.run(&long, Delegation.withdrawAllRewards.selector, block: 6).meter

        #expect(many.spent - few.spent == 4 * DelegationPoolModel.Gas.historyStep)
        #expect(try F.view(long, Delegation.getAdditionalSteps, block: 6) == .zero)
    }

    @Test("stakeRewards() with 27 ZIL of rewards, below the 100 ZIL minimum, reverts AmountTooLow(27 ZIL)")
    func stakeRewardsTooLow() throws {
        var model = try Self.sharedPool()

        let outcome = F.run(&model, Delegation.stakeRewards.selector, block: 3).outcome

        #expect(outcome.result == (try F.customError("7640cbd7", [F.wei(27)])))
    }

    @Test(
        "stakeRewards() after 400 ZIL more: of 440 untaxed 44 is commission, alice's 297 staked (597 in all), bob keeps 99"
    )
    func stakeRewards() throws {
        var model = try Self.sharedPool()
        _ = model.addRewards(400 * F.zil)

        let outcome = F.run(&model, Delegation.stakeRewards.selector, block: 3).outcome

        #expect(outcome.payouts == [ContractPayout(to: F.receiver, wei: 44 * F.zil)])
        #expect(outcome.logs.last?.data.prefix(32) == ABIValue.uint256(F.wei(297)).word[...])
        #expect(try F.view(model, Delegation.getDelegatedAmount) == F.wei(597))
        #expect(try F.view(model, Delegation.rewards) == .zero)
        #expect(try F.view(model, Delegation.rewards, from: F.bob) == F.wei(99))
    }

    @Test("getAdditionalSteps counts the entries appended since the caller's first")
    func additionalSteps() throws {
        var model = try Self.sharedPool()
        F.run(&model, Delegation.stake.selector, from: F.bob, value: 100 * F.zil, block: 3)

        #expect(try F.view(model, Delegation.getAdditionalSteps) == UInt256(UInt64(2)))
        #expect(try F.view(model, Delegation.getAdditionalSteps, from: F.bob) == UInt256(UInt64(1)))
    }
}
