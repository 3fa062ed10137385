import Testing
import ZhipCore

@Suite("Pincode validators")
struct PincodeValidatorTests {
    @Test("four digits are a pincode")
    func fourDigits() throws {
        #expect(try PincodeValidator().validate("0258") == .valid(Pincode("0258")))
    }

    @Test("anything but four digits is refused", arguments: ["", "258", "25800", "25a0", " 0258", "٢٥٨٠"])
    func notFourDigits(text: String) {
        #expect(PincodeValidator().validate(text) == .invalid(PincodeValidator.notFourDigits))
    }

    @Test("the same four digits confirm the chosen pincode")
    func confirmationMatches() throws {
        let validator = try PincodeConfirmationValidator(expected: Pincode("0258"))
        #expect(try validator.validate("0258") == .valid(Pincode("0258")))
    }

    @Test("other digits do not confirm it: Zhip's \"PIN does not match\"")
    func confirmationMismatch() throws {
        let validator = try PincodeConfirmationValidator(expected: Pincode("0258"))
        #expect(validator.validate("0259") == .invalid(ValidationMessage("PIN does not match")))
    }

    @Test("a confirmation that is not four digits says so, not that it does not match")
    func confirmationNotDigits() throws {
        let validator = try PincodeConfirmationValidator(expected: Pincode("0258"))
        #expect(validator.validate("25") == .invalid(PincodeValidator.notFourDigits))
    }
}
