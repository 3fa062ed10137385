import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@Suite("Address validator")
struct AddressValidatorTests {
    private let address = TestWallets.wallet.address

    @Test("a bech32 address is valid")
    func bech32IsValid() {
        #expect(AddressValidator().validate(address.bech32) == .valid(address))
    }

    @Test("a checksummed hex address is valid, with or without 0x")
    func checksummedHexIsValid() {
        #expect(AddressValidator().validate(address.checksummed) == .valid(address))
        #expect(AddressValidator().validate(address.checksummedWithoutPrefix) == .valid(address))
    }

    @Test("mixed-case hex whose capitals are not the checksum says Invalid checksum.")
    func badHexChecksum() throws {
        let body = address.checksummedWithoutPrefix
        let index = try #require(body.firstIndex { $0.isLetter })
        let flipped = body[index].isUppercase ? body[index].lowercased() : body[index].uppercased()
        let typo = body.replacingCharacters(in: index...index, with: flipped)
        #expect(AddressValidator().validate(typo) == .invalid(ValidationMessage("Invalid checksum.")))
    }

    @Test("a bech32 address with a typo says Invalid checksum.")
    func badBech32Checksum() {
        var text = address.bech32
        let last = text.removeLast()
        text.append(last == "q" ? "p" : "q")
        #expect(AddressValidator().validate(text) == .invalid(ValidationMessage("Invalid checksum.")))
    }

    @Test("hex that is too short says how long it should be")
    func tooShort() {
        #expect(
            AddressValidator().validate("0x1234") == .invalid(ValidationMessage("Address is too short, should be 40")))
    }

    @Test("hex that is too long says how long it should be")
    func tooLong() {
        let text = address.hex + "00"
        #expect(AddressValidator().validate(text) == .invalid(ValidationMessage("Address is too long, should be 40")))
    }

    @Test("text that is neither hex nor bech32 says Invalid address")
    func notAnAddress() {
        let text = String(repeating: "g", count: 40)
        #expect(AddressValidator().validate(text) == .invalid(ValidationMessage("Invalid address")))
    }

    @Test("another chain's bech32 address says Invalid address")
    func wrongPrefix() {
        let text = "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq"
        #expect(AddressValidator().validate(text) == .invalid(ValidationMessage("Invalid address")))
    }
}

@Suite("Amount validator")
struct AmountValidatorTests {
    @Test("a decimal point is accepted, with spaces around", arguments: ["1.5", " 1.5 "])
    func decimalPoint(text: String) throws {
        #expect(AmountValidator().validate(text) == .valid(try Amount("1.5", unit: .zil)))
    }

    @Test("a comma is never accepted, as a decimal or a thousands separator", arguments: ["1,5", "1,500", "1,000.5"])
    func commaRefused(text: String) {
        #expect(AmountValidator().validate(text) == .invalid(AmountValidator.commaRefused))
    }

    @Test("text that is not a number says String not a number", arguments: ["abc", "1.2.3", "-1", "", "1 ZIL"])
    func notANumber(text: String) {
        #expect(AmountValidator().validate(text) == .invalid(ValidationMessage("String not a number")))
    }

    @Test("zero is below the minimum of one Qa")
    func zeroIsTooSmall() {
        #expect(AmountValidator().validate("0") == .invalid(ValidationMessage("Must be at least 0.000000000001 ZIL")))
    }

    @Test("more than the total supply says the maximum, as an amount is typed")
    func moreThanTheSupply() {
        #expect(
            AmountValidator().validate("21000000001")
                == .invalid(ValidationMessage("Must be at most 21000000000 ZIL")))
    }

    @Test("a number too large for any amount says the maximum too")
    func beyondAnyAmount() {
        let text = String(repeating: "9", count: 60)
        #expect(
            AmountValidator().validate(text) == .invalid(ValidationMessage("Must be at most 21000000000 ZIL")))
    }

    @Test("more decimals than the unit has says how many are allowed")
    func tooManyDecimals() {
        #expect(
            AmountValidator().validate("0.0000000000001")
                == .invalid(ValidationMessage("At most 12 decimals in ZIL")))
    }

    @Test("the bounds themselves are valid")
    func boundsAreValid() {
        let validator = AmountValidator(minimum: Amount(1, unit: .zil), maximum: Amount(2, unit: .zil))
        #expect(validator.validate("1") == .valid(Amount(1, unit: .zil)))
        #expect(validator.validate("2") == .valid(Amount(2, unit: .zil)))
    }
}

@Suite("Gas limit validator")
struct GasLimitValidatorTests {
    @Test("50 is the smallest gas limit")
    func fiftyIsValid() {
        #expect(GasLimitValidator().validate("50") == .valid(50))
    }

    @Test("below 50 says Must be at least 50")
    func belowFifty() {
        #expect(GasLimitValidator().validate("49") == .invalid(ValidationMessage("Must be at least 50")))
    }

    @Test("a gas limit is a whole number", arguments: ["50.5", "abc", "", "-50", "５０"])
    func wholeNumber(text: String) {
        #expect(GasLimitValidator().validate(text) == .invalid(ValidationMessage("String not a number")))
    }

    @Test("more than the largest gas limit says the largest")
    func tooLarge() {
        #expect(
            GasLimitValidator().validate("18446744073709551616")
                == .invalid(ValidationMessage("Must be at most 18446744073709551615")))
    }
}

@Suite("Gas price validator")
struct GasPriceValidatorTests {
    private let validator = GasPriceValidator(minimum: Amount(2000, unit: .li))

    @Test("the network's minimum, in Li, is valid")
    func minimumIsValid() {
        #expect(validator.validate("2000") == .valid(Amount(2000, unit: .li)))
        #expect(validator.minimum == Amount(2000, unit: .li))
    }

    @Test("below the network's minimum says the minimum in Li")
    func belowMinimum() {
        #expect(validator.validate("1999") == .invalid(ValidationMessage("Must be at least 2000 Li")))
    }

    @Test("above the payment ceiling (20,000 Li, the one prepare enforces) says the ceiling in Li")
    func aboveMaximum() {
        #expect(validator.validate("20001") == .invalid(ValidationMessage("Must be at most 20000 Li")))
    }

    @Test("a maximum below the network's minimum is raised to it")
    func maximumNeverBelowMinimum() {
        let validator = GasPriceValidator(minimum: Amount(2, unit: .zil), maximum: Amount(1, unit: .zil))
        #expect(validator.maximum == Amount(2, unit: .zil))
    }
}

@Suite("Sufficient funds")
struct SufficientFundsValidatorTests {
    private let funds = SufficientFundsValidator()
    private let fee = Amount(qa: 100_000_000_000)

    @Test("an amount plus fee equal to the balance is covered, and gives the total")
    func exactlyCovered() {
        #expect(
            funds.validate(amount: Amount(1, unit: .zil), fee: fee, balance: Amount(qa: 1_100_000_000_000))
                == .valid(Amount(qa: 1_100_000_000_000)))
    }

    @Test("one Qa more than the balance says Insufficient funds")
    func oneQaShort() {
        #expect(
            funds.validate(amount: Amount(1, unit: .zil), fee: fee, balance: Amount(qa: 1_099_999_999_999))
                == .invalid(ValidationMessage("Insufficient funds")))
    }

    @Test("a total beyond any amount is insufficient, not a crash")
    func overflowIsInsufficient() {
        #expect(
            funds.validate(amount: .max, fee: fee, balance: .max) == .invalid(ValidationMessage("Insufficient funds")))
    }

    @Test("the most that can be sent is the balance minus the fee")
    func maximumAmount() {
        #expect(funds.maximumAmount(balance: Amount(1, unit: .zil), fee: fee) == Amount(qa: 900_000_000_000))
    }

    @Test("when the fee takes the whole balance, the most that can be sent is zero")
    func maximumWhenFeeTakesAll() {
        #expect(funds.maximumAmount(balance: Amount(qa: 5), fee: fee) == .zero)
    }

    @Test("a fee beyond any amount is nil")
    func feeOverflow() {
        #expect(funds.fee(gasPrice: .max) == nil)
        #expect(funds.fee(gasPrice: Amount(2000, unit: .li)) == fee)
    }

    @Test("the fee is 50 gas at the gas price: Zilliqa 2.0's charge for a payment, whatever its gas limit")
    func feeIsFiftyGas() {
        let fee = funds.fee(gasPrice: Amount(qa: 2_000_000_016))

        #expect(fee == Amount(qa: 100_000_000_800))
    }
}
