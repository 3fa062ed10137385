import Testing
import ZhipCore
import ZilliqaKit

@Suite("Token field validators")
struct TokenValidatorsTests {
    @Test("a token amount is read exactly in the token's smallest unit")
    func amountExact() throws {
        // Arrange
        let validator = TokenAmountValidator(token: try TokenSceneFixtures.maker())
        // Act
        let result = validator.validate("1.000000000000000001")
        // Assert
        #expect(result.value == UInt256(1_000_000_000_000_000_001 as UInt64))
    }

    @Test("a token amount of zero is refused: nothing is asked for zero")
    func amountZero() throws {
        #expect(
            TokenAmountValidator(token: try TokenSceneFixtures.usdt()).validate("0").error
                == ValidationMessage("Must be more than 0 USDT"))
    }

    @Test("a token amount past 2^256 - 1 smallest units is refused, not trapped")
    func amountTooLarge() throws {
        // Arrange: 2^256 - 1 (eth-abi's uint256 maximum, TokenAnswers.balanceMaxDecimal) plus one, in units.
        let validator = TokenAmountValidator(token: try TokenSceneFixtures.usdt())
        let past = "115792089237316195423570985008687907853269984665640564039457584007913129.639936"
        // Act
        let result = validator.validate(past)
        // Assert
        #expect(result.error == ValidationMessage("Too large for an amount of USDT"))
    }

    @Test("a token amount with a comma is refused with the accepted form")
    func amountComma() throws {
        #expect(
            TokenAmountValidator(token: try TokenSceneFixtures.usdt()).validate("1,5").error
                == AmountValidator.commaRefused)
    }

    @Test(
        "decimals are a whole number from 0 to 77, written in digits only",
        arguments: ["-1", "+6", "78", "6.0", "", "999999999999999999999"])
    func decimalsRefused(text: String) {
        #expect(TokenDecimalsValidator().validate(text).error == TokenDecimalsValidator.outOfRange)
    }

    @Test("decimals of 0 and 77 are accepted", arguments: [("0", 0), ("77", 77)])
    func decimalsAccepted(text: String, decimals: Int) {
        #expect(TokenDecimalsValidator().validate(text).value == decimals)
    }

    @Test("a token's contract is a 0x address of 40 hex digits")
    func contract() throws {
        #expect(
            TokenContractValidator().validate(TokenSceneFixtures.usdtContract).value
                == (try EVMAddress(TokenSceneFixtures.usdtContract)))
    }

    @Test("a zil1 address is refused as a token's contract")
    func contractNotBech32() {
        #expect(!TokenContractValidator().validate("zil1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq").isValid)
    }
}
