import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@Suite("Restore validators: private key, keystore and passwords in Zhip's words")
struct RestoreWalletValidatorsTests {
    private let keyHex = "e19d05c5452598e24caad4a0d85a49146f7be089515c905ae6a19e8a578a6930"

    @Test("64 hex characters are the private key")
    func validKey() {
        #expect(PrivateKeyValidator().validate(keyHex).value == TestWallets.privateKey)
    }

    @Test("a 0x prefix and surrounding white space are ignored")
    func prefixAndWhiteSpace() {
        #expect(PrivateKeyValidator().validate("  0x\(keyHex.uppercased())\n").value == TestWallets.privateKey)
    }

    @Test("a short key says how many characters are missing")
    func tooShort() {
        let result = PrivateKeyValidator().validate(String(keyHex.dropLast(3)))
        #expect(result == .invalid(ValidationMessage("Should be 64 characters (missing 3)")))
    }

    @Test("a long key says how many characters are too many")
    func tooLong() {
        let result = PrivateKeyValidator().validate(keyHex + "ab")
        #expect(result == .invalid(ValidationMessage("Should be 64 characters (2 too many)")))
    }

    @Test("64 characters that are not hex are a bad private key")
    func notHex() {
        let result = PrivateKeyValidator().validate(String(keyHex.dropLast()) + "g")
        #expect(result == .invalid(ValidationMessage("Bad private key")))
    }

    @Test("64 hex characters that are not a secp256k1 key (zero) are a bad private key")
    func zeroKey() {
        let result = PrivateKeyValidator().validate(String(repeating: "0", count: 64))
        #expect(result == .invalid(PrivateKeyValidator.badKey))
    }

    @Test("a keystore file's JSON is a keystore")
    func validKeystore() throws {
        let json = try #require(String(data: TestWallets.keystore.jsonData(), encoding: .utf8))
        #expect(KeystoreValidator().validate(json).value == TestWallets.keystore)
    }

    @Test(
        "text that is not a keystore gets Zhip's \"Bad JSON, control format.\"",
        arguments: ["", "not json", "{}", "{\"version\": 3}", "[1, 2]"])
    func badKeystore(text: String) {
        #expect(KeystoreValidator().validate(text) == .invalid(ValidationMessage("Bad JSON, control format.")))
    }

    @Test("a new encryption password needs at least 8 characters, in Zhip's words")
    func passwordTooShort() {
        #expect(
            RestorePasswordValidator().validate("1234567") == .invalid(ValidationMessage("Password have length >8")))
    }

    @Test("8 characters are enough for a new encryption password")
    func passwordLongEnough() {
        #expect(RestorePasswordValidator().validate("12345678") == .valid("12345678"))
    }

    @Test("a confirmation that differs gets Zhip's \"Passwords does not match\"")
    func confirmationMismatch() {
        let validator = RestorePasswordConfirmationValidator(password: "apples and pears")
        #expect(validator.validate("apples and pear") == .invalid(ValidationMessage("Passwords does not match")))
    }

    @Test("the same password confirms it")
    func confirmationMatches() {
        let validator = RestorePasswordConfirmationValidator(password: "apples and pears")
        #expect(validator.validate("apples and pears") == .valid("apples and pears"))
    }

    @Test("an empty confirmation never counts as confirmed, even of an empty password")
    func emptyConfirmation() {
        #expect(!RestorePasswordConfirmationValidator(password: "").validate("").isValid)
    }

    @Test("a keystore password may be short but not empty")
    func keystorePassword() {
        #expect(KeystorePasswordValidator().validate("abc") == .valid("abc"))
        #expect(KeystorePasswordValidator().validate("") == .invalid(KeystorePasswordValidator.empty))
    }
}
