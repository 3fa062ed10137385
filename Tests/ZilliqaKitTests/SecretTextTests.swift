import Foundation
import Testing

@testable import ZilliqaKit

/// The password type the KDF reads: wiping storage filled in place, never a `String`.
@Suite("Secret text")
struct SecretTextTests {
    /// Storage the test owns holding `text`'s UTF-8, so that it can be read back after a wipe.
    private static func storage(_ text: String) -> UnsafeMutableRawBufferPointer {
        let storage = UnsafeMutableRawBufferPointer.allocate(byteCount: text.utf8.count, alignment: 16)
        storage.copyBytes(from: Array(text.utf8))
        return storage
    }

    @Test("wipe() zeroes the password's storage, and the password reads as empty from then on")
    func wipeZeroes() {
        let storage = Self.storage("correct horse battery")
        defer { storage.deallocate() }
        let password = SecretText(borrowing: storage)

        password.wipe()

        #expect(storage.allSatisfy { $0 == 0 })
        #expect(password.isWiped && password.byteCount == 0)
    }

    @Test("the storage is wiped when the last reference goes, without wipe()")
    func wipedOnRelease() {
        let storage = Self.storage("correct horse battery")
        defer { storage.deallocate() }

        do {
            let password = SecretText(borrowing: storage)
            #expect(password.byteCount == 21)
        }

        #expect(storage.allSatisfy { $0 == 0 })
    }

    @Test("text filled in place unlocks what the same text as a String locked: the KDF reads the same UTF-8 bytes")
    func filledInPlaceMatchesString() throws {
        let text = "pässwörd ✓ 𝔷"
        let key = PrivateKey()
        let keystore = try Keystore.encrypt(key, password: SecretText(text), kdf: .pbkdf2(iterations: 1000))
        let filled = SecretText(capacity: 64) { buffer in
            buffer.copyBytes(from: Array(text.utf8))
            return text.utf8.count
        }

        #expect(try keystore.decrypt(password: filled) == key)
    }

    @Test("a keystore call reads the password and leaves it as it is, for its owner to wipe")
    func callsLeaveThePassword() throws {
        let password: SecretText = "correct horse battery"
        let keystore = try Keystore.encrypt(PrivateKey(), password: password, kdf: .pbkdf2(iterations: 1000))

        _ = try keystore.decrypt(password: password)

        #expect(!password.isWiped && password == "correct horse battery")
    }

    @Test("a wiped password locks nothing (too short) and unlocks nothing (wrong)")
    func wipedPasswordIsRefused() throws {
        let password: SecretText = "correct horse battery"
        let keystore = try Keystore.encrypt(PrivateKey(), password: password, kdf: .pbkdf2(iterations: 1000))
        password.wipe()

        #expect(throws: KeystoreError.passwordTooShort(minimum: 8)) {
            try Keystore.encrypt(PrivateKey(), password: password, kdf: .pbkdf2(iterations: 1000))
        }
        #expect(throws: KeystoreError.wrongPassword) { try keystore.decrypt(password: password) }
    }

    @Test("the length counts Unicode scalars, and malformed UTF-8 is not text")
    func lengthAndUTF8() {
        let accented = SecretText("ééééééé")  // 7 scalars, 14 bytes
        let malformed = SecretText(capacity: 2) { buffer in
            buffer[0] = 0xC3  // a lead byte with no continuation
            buffer[1] = 0x28
            return 2
        }

        #expect(accented.unicodeScalarCount == 7 && accented.byteCount == 14)
        #expect(!Keystore.isLongEnough(accented))
        #expect(malformed.unicodeScalarCount == nil && !malformed.isUTF8)
    }

    @Test("filling more than the capacity keeps only the capacity; a fill that throws leaves nothing")
    func fillBounds() {
        struct Refused: Error {}
        let clamped = SecretText(capacity: 4) { _ in 100 }

        #expect(clamped.byteCount == 4)
        #expect(throws: Refused.self) { try SecretText(capacity: 4) { _ throws(Refused) in throw Refused() } }
    }

    @Test("it never shows its bytes: description, debugDescription and dump are redacted")
    func redacted() {
        let password: SecretText = "correct horse battery"
        var dumped = ""
        dump(password, to: &dumped)

        #expect(password.description == "SecretText(redacted)")
        #expect(password.debugDescription == "SecretText(redacted)")
        #expect(!dumped.contains("horse") && !"\(password)".contains("horse"))
    }

    @Test("equal bytes are equal, other bytes or lengths are not")
    func equality() {
        let password: SecretText = "correct horse battery"

        #expect(password == SecretText("correct horse battery"))
        #expect(password != SecretText("correct horse batterz"))
        #expect(password != SecretText("correct horse"))
    }
}
