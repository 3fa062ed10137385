import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// A staking call through the one payment pipeline (EVMPaymentRail+Staking): the pool read in one
/// batch, the rules, the simulation with the pool's custom errors, the gas ceiling and the funds.
@Suite struct StakingPaymentTests {
    @Test("A stake is sent to the pool with the ZIL as its value, stake()'s selector, gas from the estimate")
    func aStakeCallsThePool() async throws {
        let fixture = try StakingFixture()

        let payment = try await fixture.useCase.prepare(fixture.draft(.stake(Wei(1_000, unit: .zil))))

        #expect(payment.transaction.to == fixture.pool.address)
        #expect(payment.transaction.value == Wei(1_000, unit: .zil).wei)
        #expect(payment.transaction.data == [0x3a, 0x4b, 0x66, 0xf1])
        #expect(payment.transaction.gasLimit == 150_000)
    }

    @Test("A liquid stake's review expects the LST at the pool's price, rounded down as the contract rounds")
    func aStakeExpectsLSTAtThePrice() async throws {
        let fixture = try StakingFixture()

        let payment = try await fixture.useCase.prepare(fixture.draft(.stake(Wei(1_000, unit: .zil))))

        // 1000 ZIL × 10^18 ÷ 1.09 ZIL, rounded down.
        #expect(payment.staking?.expectedLST == (try UInt256(decimal: "917431192660550458715")))
    }

    @Test("The review says what happens in words, amounts as typed")
    func theReviewSentence() async throws {
        let fixture = try StakingFixture()
        let payment = try await fixture.useCase.prepare(fixture.draft(.stake(Wei(1_000, unit: .zil))))

        let text = StakingText.review(try #require(payment.staking))

        #expect(
            text
                == "stake 1000 ZIL with Test pool (0x1f0e86Bc299Cc66df2e5512a7786C3F528C0b5b6); you receive about "
                + "917.431192660550458715 stZIL at 1.09 ZIL per stZIL; unstaking later takes 5 blocks (about 5 "
                + "seconds) before the ZIL can be claimed")
    }

    @Test("A stake below the pool's minimum is refused before it is simulated")
    func belowTheMinimumIsRefused() async throws {
        let fixture = try StakingFixture()

        await #expect(
            throws: TransactionsError.stakingRefused(
                .belowMinimum(amount: Wei(50, unit: .zil), minimum: Wei(100, unit: .zil), pool: fixture.pool))
        ) {
            try await fixture.useCase.prepare(fixture.draft(.stake(Wei(50, unit: .zil))))
        }
        #expect(fixture.node.calls(to: .estimateGas) == 0)
    }

    @Test("A simulated revert is refused unsigned with the pool's custom error decoded")
    func aCustomErrorIsDecoded() async throws {
        let fixture = try StakingFixture(minimum: .zero)
        let data = DelegationError.amountTooLowSelector + StakingFixture.zil(50).bigEndianBytes
        fixture.node.setCallAnswer(
            .failure(.executionReverted(method: "eth_call", data: data)), to: fixture.pool.address,
            data: Delegation.stake.selector)

        await #expect(
            throws: TransactionsError.stakingRefused(
                .reverted(fixture.pool, .amountTooLow(amount: StakingFixture.zil(50)), ABIRevertReason(data: data)))
        ) {
            try await fixture.useCase.prepare(fixture.draft(.stake(Wei(50, unit: .zil))))
        }
    }

    @Test("Unstaking all unstakes the LST balance the pool's token reports")
    func unstakeAllResolvesToTheBalance() async throws {
        let fixture = try StakingFixture()

        let payment = try await fixture.useCase.prepare(fixture.draft(.unstake(.all)))

        #expect(payment.transaction.data == Delegation.unstakeCall(amount: StakingFixture.zil(100)))
        #expect(payment.transaction.value == 0)
        #expect(payment.intent.staking?.action == .unstake(.exactly(StakingFixture.zil(100))))
    }

    @Test("A liquid unstake expects the ZIL the LST is worth at the price")
    func unstakeExpectsZIL() async throws {
        let fixture = try StakingFixture()

        let payment = try await fixture.useCase.prepare(fixture.draft(.unstake(.exactly(StakingFixture.zil(50)))))

        #expect(payment.staking?.expectedZIL == Wei(wei: 54_500_000_000_000_000_000))
    }

    @Test("Unstaking more than the account holds is refused")
    func unstakeAboveHeldIsRefused() async throws {
        let fixture = try StakingFixture()

        await #expect(
            throws: TransactionsError.stakingRefused(
                .unstakeAboveHeld(requested: StakingFixture.zil(101), held: StakingFixture.zil(100), pool: fixture.pool)
            )
        ) {
            try await fixture.useCase.prepare(fixture.draft(.unstake(.exactly(StakingFixture.zil(101)))))
        }
    }

    @Test("A claim with nothing unbonded is refused, naming the next claim and the blocks until it")
    func nothingToClaimIsRefused() async throws {
        let fixture = try StakingFixture(pending: [(block: 20, amount: StakingFixture.zil(5))], head: 15)
        let next = DelegationPendingClaim(unbondedAtBlock: 20, amount: StakingFixture.zil(5))

        await #expect(
            throws: TransactionsError.stakingRefused(.nothingToClaim(fixture.pool, next: next, blocksLeft: 5))
        ) {
            try await fixture.useCase.prepare(fixture.draft(.claim))
        }
    }

    @Test("A claim of what has unbonded is sent, and its preview pays the claimable ZIL")
    func aClaimIsSent() async throws {
        let fixture = try StakingFixture(claimable: StakingFixture.zil(7))

        let payment = try await fixture.useCase.prepare(fixture.draft(.claim))

        #expect(payment.transaction.data == Delegation.claim.selector)
        #expect(payment.staking?.payout == Wei(7, unit: .zil))
    }

    @Test("Withdrawing rewards from a liquid pool is refused: its rewards raise the LST's price")
    func liquidRewardsAreNotWithdrawn() async throws {
        let fixture = try StakingFixture()

        await #expect(throws: TransactionsError.stakingRefused(.liquidPoolHasNoRewardWithdrawal(fixture.pool))) {
            try await fixture.useCase.prepare(fixture.draft(.withdrawRewards))
        }
    }

    @Test("A gas limit above the staking ceiling is refused")
    func gasAboveTheCeilingIsRefused() async throws {
        let fixture = try StakingFixture()

        await #expect(
            throws: TransactionsError.stakingRefused(.gasAboveCeiling(2_000_001, ceiling: StakingRules.maximumGas))
        ) {
            try await fixture.useCase.prepare(fixture.draft(.stake(Wei(1_000, unit: .zil)), gasLimit: 2_000_001))
        }
    }

    @Test("A stake the balance cannot pay with its fee is refused")
    func aStakeAboveTheBalanceIsRefused() async throws {
        let fixture = try StakingFixture()

        // 150,000 gas × Zilliqa 2.0's gas price 4,761,904,800,000 wei.
        let fee = Wei(wei: 714_285_720_000_000_000)

        await #expect(
            throws: TransactionsError.insufficientEVMFunds(
                required: Wei(wei: Wei(5_000, unit: .zil).wei + fee.wei), balance: Wei(5_000, unit: .zil),
                maximumFee: fee)
        ) {
            try await fixture.useCase.prepare(fixture.draft(.stake(Wei(5_000, unit: .zil))))
        }
        #expect(fixture.node.sentTransactions.isEmpty)
    }
}
