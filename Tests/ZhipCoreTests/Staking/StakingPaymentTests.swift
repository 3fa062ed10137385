import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// A staking call through the payment session: the pool read in the one batch, the staking rules,
/// the simulation with the pool's custom errors, and the gas and funds rules.
@Suite("Staking calls", .container)
struct StakingPaymentTests {
    @Test("A stake is sent to the pool with the ZIL as its value, stake()'s selector, gas from the estimate")
    func aStakeCallsThePool() async throws {
        let fixture = try StakingFixture()

        let transaction = try #require(
            try await fixture.session(.stake(Wei(1_000, unit: .zil))).prepare().transaction?.evm)

        #expect(transaction.to == fixture.pool.address)
        #expect(transaction.value == Wei(1_000, unit: .zil).wei)
        #expect(transaction.data == [0x3a, 0x4b, 0x66, 0xf1])
        #expect(transaction.gasLimit == 150_000)
    }

    @Test("A liquid stake's review expects the LST at the pool's price, rounded down as the contract rounds")
    func aStakeExpectsLSTAtThePrice() async throws {
        let fixture = try StakingFixture()

        let prepared = try await fixture.session(.stake(Wei(1_000, unit: .zil))).prepare()

        // 1000 ZIL × 10^18 ÷ 1.09 ZIL, rounded down.
        #expect(prepared.reading.staking?.expectedLST == (try UInt256(decimal: "917431192660550458715")))
    }

    @Test("The review says what happens in words, amounts as typed")
    func theReviewSentence() async throws {
        let fixture = try StakingFixture()
        let prepared = try await fixture.session(.stake(Wei(1_000, unit: .zil))).prepare()

        let text = StakingText.review(try #require(prepared.summary.staking))

        #expect(
            text
                == "stake 1000 ZIL with Test pool (0x1f0e86Bc299Cc66df2e5512a7786C3F528C0b5b6); you receive about "
                + "917.431192660550458715 stZIL at 1.09 ZIL per stZIL; unstaking later takes 5 blocks (about 5 "
                + "seconds) before the ZIL can be claimed")
    }

    @Test("A stake below the pool's minimum is refused, nothing signed")
    func belowTheMinimumIsRefused() async throws {
        let fixture = try StakingFixture()

        await #expect(
            throws: TransactionsError.stakingRefused(
                .belowMinimum(amount: Wei(50, unit: .zil), minimum: Wei(100, unit: .zil), pool: fixture.pool))
        ) {
            try await fixture.session(.stake(Wei(50, unit: .zil))).pay(signingWith: fixture.world.key)
        }
        #expect(fixture.node.sentTransactions.isEmpty)
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
            try await fixture.session(.stake(Wei(50, unit: .zil))).prepare()
        }
    }

    @Test("Unstaking all unstakes the LST balance the pool's token reports")
    func unstakeAllResolvesToTheBalance() async throws {
        let fixture = try StakingFixture()

        let prepared = try await fixture.session(.unstake(.all)).prepare()

        #expect(prepared.transaction?.evm?.data == Delegation.unstakeCall(amount: StakingFixture.zil(100)))
        #expect(prepared.transaction?.evm?.value == 0)
        #expect(prepared.reading.staking?.call.action == .unstake(.exactly(StakingFixture.zil(100))))
    }

    @Test("Unstaking all simulates the call the position resolved to, in a second batch")
    func unstakeAllIsSimulated() async throws {
        let fixture = try StakingFixture()

        _ = try await fixture.session(.unstake(.all)).prepare()

        let simulated = EVMCallRequest(
            from: fixture.sender, to: fixture.pool.address,
            data: Delegation.unstakeCall(amount: StakingFixture.zil(100)))
        #expect(fixture.node.callRequests.contains(simulated))
    }

    @Test("A liquid unstake expects the ZIL the LST is worth at the price")
    func unstakeExpectsZIL() async throws {
        let fixture = try StakingFixture()

        let prepared = try await fixture.session(.unstake(.exactly(StakingFixture.zil(50)))).prepare()

        #expect(prepared.reading.staking?.expectedZIL == Wei(wei: 54_500_000_000_000_000_000))
    }

    @Test("Unstaking more than the account holds is refused")
    func unstakeAboveHeldIsRefused() async throws {
        let fixture = try StakingFixture()

        await #expect(
            throws: TransactionsError.stakingRefused(
                .unstakeAboveHeld(requested: StakingFixture.zil(101), held: StakingFixture.zil(100), pool: fixture.pool)
            )
        ) {
            try await fixture.session(.unstake(.exactly(StakingFixture.zil(101)))).prepare()
        }
    }

    @Test("A claim with nothing unbonded is refused, naming the next claim and the blocks until it")
    func nothingToClaimIsRefused() async throws {
        let fixture = try StakingFixture(pending: [(block: 20, amount: StakingFixture.zil(5))], head: 15)
        let next = DelegationPendingClaim(unbondedAtBlock: 20, amount: StakingFixture.zil(5))

        await #expect(
            throws: TransactionsError.stakingRefused(.nothingToClaim(fixture.pool, next: next, blocksLeft: 5))
        ) {
            try await fixture.session(.claim).prepare()
        }
    }

    @Test("A claim of what has unbonded is sent, and its preview pays the claimable ZIL")
    func aClaimIsSent() async throws {
        let fixture = try StakingFixture(claimable: StakingFixture.zil(7))

        let prepared = try await fixture.session(.claim).prepare()

        #expect(prepared.transaction?.evm?.data == Delegation.claim.selector)
        #expect(prepared.reading.staking?.payout == Wei(7, unit: .zil))
    }

    @Test("Withdrawing rewards from a liquid pool is refused: its rewards raise the LST's price")
    func liquidRewardsAreNotWithdrawn() async throws {
        let fixture = try StakingFixture()

        await #expect(throws: TransactionsError.stakingRefused(.liquidPoolHasNoRewardWithdrawal(fixture.pool))) {
            try await fixture.session(.withdrawRewards).prepare()
        }
    }

    @Test("A gas limit above the staking ceiling is refused by rule gas-limit")
    func gasAboveTheCeilingIsRefused() async throws {
        let fixture = try StakingFixture()

        let error = await #expect(throws: TransactionsError.self) {
            try await fixture.session(.stake(Wei(1_000, unit: .zil)), gasLimit: 2_000_001).prepare()
        }

        #expect(error?.ruleRefusal?.rule == "gas-limit")
        #expect(error?.ruleRefusal?.nextStep == "give at most \(StakingRules.maximumGas)")
    }

    @Test("A stake the balance cannot pay with its fee is refused by rule funds, naming the exact total")
    func aStakeAboveTheBalanceIsRefused() async throws {
        let fixture = try StakingFixture()

        let error = await #expect(throws: TransactionsError.self) {
            try await fixture.session(.stake(Wei(5_000, unit: .zil))).pay(signingWith: fixture.world.key)
        }

        // 5000 ZIL and 150,000 gas × Zilliqa 2.0's gas price 4,761,904,800,000 wei.
        #expect(error?.ruleRefusal?.rule == "funds")
        #expect(error?.ruleRefusal?.reason.contains("(5000714285720000000000 wei)") == true)
        #expect(fixture.node.sentTransactions.isEmpty)
    }
}
