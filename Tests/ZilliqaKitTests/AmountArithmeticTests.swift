import Testing
import ZilliqaKit

@Suite("Amount arithmetic")
struct AmountArithmeticTests {
    let oneQa = Amount(qa: 1)

    @Test("adding sums exactly")
    func adds() throws {
        let amount = try Amount("1.5", unit: .zil)
        let fee = try Amount("0.1", unit: .zil)

        let total = try amount.adding(fee)

        #expect(total == (try Amount("1.6", unit: .zil)))
    }

    @Test("adding up to the largest amount is fine")
    func addsUpToMaximum() throws {
        let total = try Amount(qa: .max - 1).adding(oneQa)

        #expect(total == .max)
    }

    @Test("adding one Qa to the largest amount is an overflow error, not a trap")
    func additionOverflow() {
        #expect(throws: AmountError.additionOverflow(.max, oneQa)) {
            try Amount.max.adding(oneQa)
        }
    }

    @Test("subtracting gives the exact difference")
    func subtracts() throws {
        let difference = try Amount(2, unit: .zil).subtracting(Amount(qa: 500_000_000_000))

        #expect(difference.qa == 1_500_000_000_000)
    }

    @Test("subtracting an amount from itself gives zero")
    func subtractsToZero() throws {
        let difference = try Amount.max.subtracting(.max)

        #expect(difference == .zero)
        #expect(difference.isZero)
    }

    @Test("subtracting a larger amount is a negative-result error")
    func negativeResult() {
        let small = Amount(1, unit: .zil)
        let large = Amount(2, unit: .zil)

        #expect(throws: AmountError.negativeResult(small, minus: large)) {
            try small.subtracting(large)
        }
    }

    static let fees: [(gasPrice: Amount, gasLimit: UInt64, qa: UInt128)] = [
        (Amount(2000, unit: .li), 50, 100_000_000_000),
        (Amount(qa: 1_000_000_000), 1, 1_000_000_000),
        (Amount(2000, unit: .li), 0, 0),
        (Amount.zero, UInt64.max, 0),
        (Amount(qa: 1), UInt64.max, UInt128(UInt64.max)),
        (Amount(qa: UInt128.max / 5), 5, UInt128.max),
    ]

    @Test("the fee is gas price times gas limit", arguments: fees)
    func fee(gasPrice: Amount, gasLimit: UInt64, qa: UInt128) throws {
        let fee = try Amount.fee(gasPrice: gasPrice, gasLimit: gasLimit)

        #expect(fee.qa == qa)
    }

    @Test("a fee beyond the largest amount is an overflow error, not a trap")
    func feeOverflow() {
        let gasPrice = Amount(qa: .max / 50 + 1)

        #expect(throws: AmountError.feeOverflow(gasPrice: gasPrice, gasLimit: 50)) {
            try Amount.fee(gasPrice: gasPrice, gasLimit: 50)
        }
    }

    @Test("amounts order by their Qa")
    func ordering() throws {
        let amounts = [Amount.max, Amount(1, unit: .li), .zero, Amount(1, unit: .zil), Amount(qa: 1)]

        #expect(amounts.sorted().map(\.qa) == [0, 1, 1_000_000, 1_000_000_000_000, .max])
    }
}
