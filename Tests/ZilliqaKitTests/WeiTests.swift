import Testing
import ZilliqaKit

@Suite("Wei amounts")
struct WeiTests {
    @Test(
        "decimal text in an EVM unit parses to exact wei",
        arguments: [
            ("1.5", WeiUnit.zil, UInt128(1_500_000_000_000_000_000)),
            ("0.000000000000000001", .zil, 1),
            ("0.1000000008", .zil, 100_000_000_800_000_000),
            ("4761.9048", .gwei, 4_761_904_800_000),
            ("21000", .wei, 21_000),
        ])
    func parsesExactly(text: String, unit: WeiUnit, wei: UInt128) throws {
        let amount = try Wei(text, unit: unit)

        #expect(amount.wei == wei)
    }

    @Test("a nineteenth decimal place of ZIL is refused, naming the 18 allowed")
    func refusesNineteenPlaces() {
        #expect(throws: AmountError.tooManyDecimalPlacesOfWei(text: "0.0000000000000000001", found: 19, unit: .zil)) {
            try Wei("0.0000000000000000001", unit: .zil)
        }
        #expect(
            AmountError.tooManyDecimalPlacesOfWei(text: "0.0000000000000000001", found: 19, unit: .zil).description
                .contains("at most 18 decimal places"))
    }

    @Test("an amount past UInt128.max wei is refused as too large, not wrapped")
    func refusesTooLarge() {
        #expect(throws: AmountError.tooLargeInWei(text: "340282366920938463464", unit: .zil)) {
            try Wei("340282366920938463464", unit: .zil)
        }
    }

    @Test("the unit-free failures read as they do for Qa amounts")
    func sharesUnitFreeFailures() {
        #expect(throws: AmountError.negative) { try Wei("-1", unit: .zil) }
        #expect(throws: AmountError.notANumber(character: ",", position: 1)) { try Wei("1,5", unit: .zil) }
        #expect(throws: AmountError.notANumber(character: " ", position: 2)) { try Wei(weiString: "21 000") }
    }

    @Test("a plain ZQ2 transfer's fee is 21000 x 4761904800000 wei = 0.1000000008 ZIL (zq2-eth-api.md §3)")
    func plainTransferFee() throws {
        let fee = try Wei.fee(gasPrice: Wei(wei: 4_761_904_800_000), gasLimit: 21_000)

        #expect(fee.wei == 100_000_000_800_000_000)
        #expect(fee.formatted(in: .zil) == "0.1000000008")
        #expect(fee.description == "0.1000000008 ZIL")
    }

    @Test("a fee past UInt128.max wei is a typed error")
    func feeOverflow() {
        #expect(throws: AmountError.weiFeeOverflow(gasPrice: .max, gasLimit: 2)) {
            try Wei.fee(gasPrice: .max, gasLimit: 2)
        }
    }

    @Test("the legacy API's view of a wei balance is floor(wei / 10^6) Qa (zq2-eth-api.md §4)")
    func qaRoundedDown() {
        let balance = Wei(wei: 1_999_999)

        #expect(balance.qaRoundedDown == Amount(qa: 1))
        #expect(balance.weiBelowOneQa == 999_999)
    }

    @Test("a Qa amount is 10^6 times as many wei")
    func fromQa() throws {
        let wei = try Wei(Amount(1, unit: .zil))

        #expect(wei == Wei(1, unit: .zil))
        #expect(wei.weiString == "1000000000000000000")
    }

    @Test("a Qa amount too large for wei is a typed error")
    func fromQaOverflow() {
        #expect(throws: AmountError.notRepresentableInWei(.max)) { try Wei(Amount.max) }
    }

    @Test("subtracting more than there is is a typed error, never a wrap")
    func negativeResult() {
        #expect(throws: AmountError.weiNegativeResult(Wei(wei: 1), minus: Wei(wei: 2))) {
            try Wei(wei: 1).subtracting(Wei(wei: 2))
        }
    }

    @Test("formatting groups thousands and keeps up to 18 decimals exactly")
    func formatting() {
        let amount = Wei(wei: 1_234_567_000_000_000_000_000_001)

        #expect(amount.formatted(in: .zil, thousandsSeparator: ",") == "1,234,567.000000000000000001")
        #expect(amount.formatted(in: .gwei) == "1234567000000000.000000001")
    }

    @Test(
        "an EVM unit is found by its symbol in any case",
        arguments: [("zil", WeiUnit.zil), ("GWEI", .gwei), ("Wei", .wei)])
    func unitBySymbol(symbol: String, unit: WeiUnit) {
        #expect(WeiUnit(symbol: symbol) == unit)
    }
}
