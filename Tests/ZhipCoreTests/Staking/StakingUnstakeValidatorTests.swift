import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// An unstake as typed: `all`, or an exact amount in the pool's unit.
@Suite("Unstake amount as typed")
struct StakingUnstakeValidatorTests {
    @Test("'all' unstakes everything held, in any case")
    func all() {
        #expect(StakingUnstakeValidator(pool: StakingFixtures.moonlet).validate("ALL") == .valid(.all))
    }

    @Test("A liquid pool's amount is its LST's, exact in its decimals")
    func liquidInLST() {
        #expect(
            StakingUnstakeValidator(pool: StakingFixtures.plunder).validate("12.5")
                == .valid(.exactly(UInt256(UInt64(12_500_000_000_000_000_000)))))
    }

    @Test("A non-liquid pool's amount is ZIL, exact to the wei")
    func nonLiquidInZIL() {
        #expect(
            StakingUnstakeValidator(pool: StakingFixtures.moonlet).validate("0.000000000000000001")
                == .valid(.exactly(UInt256(UInt64(1)))))
    }

    @Test("Nothing, or not a number, is refused")
    func refused() {
        #expect(!StakingUnstakeValidator(pool: StakingFixtures.moonlet).validate("0").isValid)
        #expect(!StakingUnstakeValidator(pool: StakingFixtures.moonlet).validate("lots").isValid)
    }
}
