import Testing
import ZhipCore
import ZilliqaKit

/// Staking figures in words: commission, unbonding time, pending claims.
@Suite struct StakingTextTests {
    private static func facts(numerator: UInt64) throws -> StakingPoolFacts {
        StakingPoolFacts(
            commission: try DelegationCommission(
                answer: UInt256(numerator).bigEndianBytes + UInt256(10_000).bigEndianBytes),
            totalStake: .zero, minimum: .zero, unbondingBlocks: 0, price: nil, lstSupply: nil)
    }

    @Test("A commission of 1000 / 10000 is 10 %, 725 is 7.25 %, 1 is 0.01 %")
    func commission() throws {
        #expect(try Self.facts(numerator: 1_000).commissionText == "10 %")
        #expect(try Self.facts(numerator: 725).commissionText == "7.25 %")
        #expect(try Self.facts(numerator: 1).commissionText == "0.01 %")
    }

    @Test("A week of blocks at 1.1 s a block is about 7 days; 30 blocks about 33 seconds")
    func unbondingTime() {
        #expect(UnbondingTime.words(forBlocks: 604_800) == "about 7 days")
        #expect(UnbondingTime.words(forBlocks: 30) == "about 33 seconds")
        #expect(UnbondingTime.words(forBlocks: 1) == "about 1 second")
    }

    @Test("A pending claim says its block, the blocks left and when; a past one that it is claimable now")
    func pendingClaim() {
        let position = StakingPosition(
            staked: .zero, lstBalance: nil, pending: [], claimable: .zero, rewards: nil, headBlock: 100)
        let later = DelegationPendingClaim(unbondedAtBlock: 130, amount: UInt256(UInt64(5_000_000_000_000_000_000)))
        let ready = DelegationPendingClaim(unbondedAtBlock: 100, amount: UInt256(UInt64(1_000_000_000_000_000_000)))

        #expect(StakingText.pending(later, in: position) == "5 ZIL at block 130 (in 30 blocks, about 33 seconds)")
        #expect(StakingText.pending(ready, in: position) == "1 ZIL at block 100 (claimable now)")
    }

    @Test("LST units at a price are worth units × price ÷ 10^18, rounded down")
    func lstValue() {
        let value = StakingPosition.value(
            ofLST: UInt256(UInt64(3)), at: Wei(wei: 1_090_000_000_000_000_000))

        #expect(value == Wei(wei: 3))  // 3.27 wei, rounded down
    }
}
