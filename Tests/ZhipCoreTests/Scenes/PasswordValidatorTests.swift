import Testing
import ZhipCore

@Suite("Encryption password rules")
struct EncryptionPasswordValidatorTests {
    @Test("a password of 7 characters is too short, in words that give the minimum")
    func sevenCharactersTooShort() {
        let result = EncryptionPasswordValidator().validate("1234567")

        #expect(result == .invalid(ValidationMessage("Password must be at least 8 characters")))
    }

    @Test("a password of exactly 8 characters is accepted as it is")
    func eightCharactersAccepted() {
        let result = EncryptionPasswordValidator().validate("12345678")

        #expect(result == .valid("12345678"))
    }

    @Test("characters are counted as a person counts them: 8 emoji are 8 characters")
    func emojiCountAsOneEach() {
        let result = EncryptionPasswordValidator().validate(String(repeating: "🔑", count: 8))

        #expect(result.isValid)
    }

    @Test("a lower minimum, for imported keystores, accepts a shorter password")
    func lowerMinimum() {
        let validator = EncryptionPasswordValidator(minimumLength: 1)

        #expect(validator.validate("abc").isValid)
        #expect(validator.validate("") == .invalid(ValidationMessage("Password must be at least 1 characters")))
    }

    @Test("a minimum below 1 is raised to 1, so the empty password is never accepted")
    func minimumAtLeastOne() {
        #expect(EncryptionPasswordValidator(minimumLength: 0).minimumLength == 1)
    }
}

@Suite("Password confirmation rule")
struct PasswordConfirmationValidatorTests {
    @Test("the same text as the password is accepted")
    func sameTextAccepted() {
        let result = PasswordConfirmationValidator(password: "apple pie tree").validate("apple pie tree")

        #expect(result == .valid("apple pie tree"))
    }

    @Test("another text is refused with Zhip's message")
    func otherTextRefused() {
        let result = PasswordConfirmationValidator(password: "apple pie tree").validate("apple pie tre")

        #expect(result == .invalid(ValidationMessage("The passwords do not match")))
    }

    @Test("the validator never shows the password it holds, in description or dump")
    func passwordRedacted() {
        let validator = PasswordConfirmationValidator(password: "apple pie tree")
        var dumped = ""

        dump(validator, to: &dumped)

        #expect(!String(describing: validator).contains("apple"))
        #expect(!dumped.contains("apple"))
    }
}
