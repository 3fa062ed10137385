import Testing
import ZilliqaKit

@Suite("Staking pool answers read strictly, against eth-abi")
struct DelegationAnswerTests {
    /// One word holding `number`.
    private static func word(_ number: UInt64) -> [UInt8] { UInt256(number).bigEndianBytes }

    @Test("getCommission() answers read as eth-abi encoded them")
    func commissions() throws {
        for vector in try StakingABIVectors.load().commissions {
            let commission = try DelegationCommission(answer: [UInt8](hex: vector.data))

            #expect(commission.numerator == (try UInt256(decimal: vector.numerator)))
            #expect(commission.denominator == (try UInt256(decimal: vector.denominator)))
        }
    }

    @Test("a commission above 100 % or over a zero denominator is refused")
    func commissionOutOfRange() {
        #expect(throws: ABIError.commissionOutOfRange(numerator: 10_001, denominator: 10_000)) {
            try DelegationCommission(answer: Self.word(10_001) + Self.word(10_000))
        }
        #expect(throws: ABIError.commissionOutOfRange(numerator: 0, denominator: 0)) {
            try DelegationCommission(answer: Self.word(0) + Self.word(0))
        }
    }

    @Test("getPendingClaims() answers read as [block, amount] pairs, in order")
    func pendingClaims() throws {
        for vector in try StakingABIVectors.load().pendingClaims {
            let expected = try vector.claims.map {
                DelegationPendingClaim(
                    unbondedAtBlock: try UInt256(decimal: $0.block), amount: try UInt256(decimal: $0.amount))
            }

            let claims = try Delegation.pendingClaims([UInt8](hex: vector.data))

            #expect(claims == expected)
        }
    }

    @Test("a list longer than the maximum is refused by its count, before its entries are read")
    func tooManyClaims() {
        let count = UInt64(Delegation.maximumPendingClaims + 1)
        let huge = Self.word(32) + UInt256.max.bigEndianBytes

        #expect(throws: ABIError.tooManyEntries(count: UInt256(count), maximum: Delegation.maximumPendingClaims)) {
            try Delegation.pendingClaims(Self.word(32) + Self.word(count))
        }
        #expect(throws: ABIError.tooManyEntries(count: .max, maximum: Delegation.maximumPendingClaims)) {
            try Delegation.pendingClaims(huge)
        }
    }

    @Test("entries that run past the answer, and an offset past it, are refused")
    func claimsPastTheAnswer() {
        let oneEntryMissingItsAmount = Self.word(32) + Self.word(1) + Self.word(7)

        #expect(throws: ABIError.lengthOutOfBounds(length: 1, available: 32)) {
            try Delegation.pendingClaims(oneEntryMissingItsAmount)
        }
        #expect(throws: ABIError.offsetOutOfBounds(offset: 64, size: 64)) {
            try Delegation.pendingClaims(Self.word(64) + Self.word(0))
        }
    }
}
