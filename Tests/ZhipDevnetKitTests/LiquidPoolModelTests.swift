import Testing
import ZhipDevnetKit
import ZilliqaKit

/// The devnet's liquid pool (`DelegationPoolModel`, `LiquidDelegation.sol`): shares minted at the
/// price, the price after rewards and commission, unstaking into the unbonding queue, claiming.
/// Pools have 10 % commission, a 100 ZIL minimum and 5 unbonding blocks.
@Suite("The modelled liquid staking pool")
struct LiquidPoolModelTests {
    private typealias F = PoolFixture

    @Test("the views answer the deployment: unbonding blocks, minimum, commission as (1000, 10000), the token")
    func views() throws {
        let model = try F.model(.liquid)
        var copy = model

        let commission = F.run(&copy, Delegation.getCommission.selector).outcome

        #expect(try F.view(model, Delegation.unbondingPeriod) == UInt256(UInt64(5)))
        #expect(try F.view(model, Delegation.getMinDelegation) == F.wei(100))
        #expect(commission.result == .returned(ABIValue.uint256(1_000).word + ABIValue.uint256(10_000).word))
        #expect(try F.view(model, Delegation.getLST) == (try UInt256(bigEndian: [0] + F.token.bytes)))
        #expect(try F.view(model, Delegation.getPrice) == F.wei(1))
    }

    @Test("a stake below the minimum reverts AmountTooLow(amount), selector 7640cbd7")
    func belowMinimum() throws {
        var model = try F.model(.liquid)

        let outcome = F.run(&model, Delegation.stake.selector, value: 99 * F.zil).outcome

        #expect(outcome.result == (try F.customError("7640cbd7", [F.wei(99)])))
    }

    @Test("the first stake mints as many shares as wei (price 1) and logs Transfer from 0 and Staked(amount, shares)")
    func firstStake() throws {
        var model = try F.model(.liquid)

        let outcome = F.run(&model, Delegation.stake.selector, value: 1_000 * F.zil).outcome

        #expect(model.lst?.balance(of: F.alice) == F.wei(1_000))
        #expect(outcome.logs.count == 2)
        #expect(outcome.logs.first?.address == F.token)
        #expect(outcome.logs.first?.topics.first == ERC20.transferEvent.topic)
        let staked = try #require(outcome.logs.last)
        #expect(staked.topics == [Delegation.stakedEvent.topic, [UInt8](repeating: 0, count: 12) + F.alice.bytes])
        #expect(
            staked.data
                == ABIValue.uint256(F.wei(1_000)).word + ABIValue.uint256(64).word + ABIValue.uint256(32).word
                + ABIValue.uint256(F.wei(1_000)).word)
    }

    @Test("a first stake's gas is docs/devnet-staking.md's 108,469 less the selector's 64 intrinsic gas")
    func firstStakeGas() throws {
        var model = try F.model(.liquid)

        let meter = F.run(&model, Delegation.stake.selector, value: 1_000 * F.zil).meter

        // 21000 + 3000 + 12000 + 2100 + 100 + 3 × 22100 + 1756 + 2149.
        #expect(meter.gasUsed == 108_405)
    }

    @Test("1000 ZIL staked, 100 ZIL rewards, 10 % commission: getPrice is (1000 + 100 − 10) / 1000 = 1.09 ZIL")
    func priceAfterRewards() throws {
        var model = try F.model(.liquid)
        F.run(&model, Delegation.stake.selector, value: 1_000 * F.zil)

        let added = model.addRewards(100 * F.zil)

        #expect(added)
        #expect(try F.view(model, Delegation.getPrice) == UInt256(UInt64(1_090_000_000_000_000_000)))
    }

    @Test("a second stake after rewards is taxed first: 10 ZIL commission paid, shares = 1000 × 109 / 1090")
    func stakeAfterRewards() throws {
        var model = try F.model(.liquid)
        F.run(&model, Delegation.stake.selector, value: 1_000 * F.zil)
        _ = model.addRewards(100 * F.zil)

        let outcome = F.run(&model, Delegation.stake.selector, from: F.bob, value: 109 * F.zil, block: 2).outcome

        // shares = supply × value / (stake + taxedRewards) = 1000e18 × 109e18 / 1090e18 = 100e18.
        #expect(model.lst?.balance(of: F.bob) == F.wei(100))
        #expect(outcome.payouts == [ContractPayout(to: F.receiver, wei: 10 * F.zil)])
        #expect(outcome.logs.first?.topics.first == DelegationPoolABI.commissionPaidEvent.topic)
        #expect(try F.view(model, DelegationPoolABI.getTaxedRewards) == F.wei(90))
    }

    @Test("unstaking half the shares after rewards answers (1000 + 90) × 500 / 1000 = 545 ZIL, queued at block + 5")
    func unstakeAfterRewards() throws {
        var model = try F.model(.liquid)
        F.run(&model, Delegation.stake.selector, value: 1_000 * F.zil)
        _ = model.addRewards(100 * F.zil)

        let outcome = F.run(&model, Delegation.unstakeCall(amount: F.wei(500)), block: 10).outcome

        #expect(try F.word(outcome) == F.wei(545))
        #expect(model.claims[F.alice] == [DelegationPoolModel.Claim(blockNumber: 15, amount: 545 * F.zil)])
        #expect(model.stake == 545 * F.zil)
        #expect(try F.view(model, Delegation.getPrice) == UInt256(UInt64(1_090_000_000_000_000_000)))
    }

    @Test("getPendingClaims answers [[block, amount]] while unbonding, and getClaimable the amount from that block")
    func pendingThenClaimable() throws {
        let model = try F.unstakedPool()
        var copy = model

        let pending = F.run(&copy, Delegation.getPendingClaims.selector, block: 14).outcome

        #expect(
            pending.result
                == .returned(
                    ABIValue.uint256(32).word + ABIValue.uint256(1).word + ABIValue.uint256(15).word
                        + ABIValue.uint256(F.wei(400)).word))
        #expect(try F.view(model, Delegation.getClaimable, block: 14) == .zero)
        #expect(try F.view(model, Delegation.getClaimable, block: 15) == F.wei(400))
        let after = F.run(&copy, Delegation.getPendingClaims.selector, block: 15).outcome
        #expect(after.result == .returned(ABIValue.uint256(32).word + ABIValue.uint256(0).word))
    }

    @Test("claim() before the unbonding block pays nothing, logs nothing, and does not revert")
    func claimTooEarly() throws {
        var model = try F.unstakedPool()

        let outcome = F.run(&model, Delegation.claim.selector, block: 14).outcome

        #expect(outcome == .returned([]))
        #expect(model.claims[F.alice]?.count == 1)
    }

    @Test("claim() at the unbonding block pays the claim and logs Claimed(amount, empty data)")
    func claimReady() throws {
        var model = try F.unstakedPool()

        let outcome = F.run(&model, Delegation.claim.selector, block: 15).outcome

        #expect(outcome.payouts == [ContractPayout(to: F.alice, wei: 400 * F.zil)])
        #expect(outcome.logs.first?.topics.first == Delegation.claimedEvent.topic)
        #expect(
            outcome.logs.first?.data
                == ABIValue.uint256(F.wei(400)).word + ABIValue.uint256(64).word + ABIValue.uint256(0).word)
        #expect(model.claims[F.alice] == nil)
    }

    @Test(
        "claim() of a ready claim of 0 wei (0 shares unstaked) dequeues it and logs nothing, as the contract's total == 0"
    )
    func claimZero() throws {
        var model = try F.model(.liquid)
        F.run(&model, Delegation.stake.selector, value: 100 * F.zil)
        F.run(&model, Delegation.unstakeCall(amount: .zero), block: 2)

        let outcome = F.run(&model, Delegation.claim.selector, block: 7).outcome

        #expect(outcome == .returned([]))
        #expect(model.claims[F.alice] == nil)
    }

    @Test("unstaking more shares than held reverts ERC20InsufficientBalance(holder, balance, needed), e450d38c")
    func unstakeTooMany() throws {
        var model = try F.model(.liquid)
        F.run(&model, Delegation.stake.selector, value: 100 * F.zil)

        let outcome = F.run(&model, Delegation.unstakeCall(amount: F.wei(101))).outcome

        let expected =
            try F.bytes("e450d38c") + [UInt8](repeating: 0, count: 12) + F.alice.bytes
            + ABIValue.uint256(F.wei(100)).word
            + ABIValue.uint256(F.wei(101)).word
        #expect(outcome.result == .reverted(expected))
    }

    @Test("value sent to a view reverts with no data, as Solidity's non-payable check does")
    func valueToView() throws {
        var model = try F.model(.liquid)

        let outcome = F.run(&model, Delegation.getStake.selector, value: 1).outcome

        #expect(outcome == .revertedEmpty)
    }

    @Test("the token answers ERC-20 at its own address: symbol stZIL, 18 decimals, and a transfer moves shares")
    func tokenIsERC20() throws {
        var model = try F.model(.liquid)
        F.run(&model, Delegation.stake.selector, value: 100 * F.zil)

        let moved = F.run(&model, ERC20.transferCall(to: EthFixture.bob, amount: F.wei(30)), contract: F.token).outcome

        #expect(moved.succeeded)
        #expect(model.lst?.balance(of: F.bob) == F.wei(30))
        #expect(model.lst?.symbol == "stZIL")
        #expect(model.lst?.decimals == 18)
        #expect(model.code(at: F.token) != model.code(at: F.pool))
    }
}
