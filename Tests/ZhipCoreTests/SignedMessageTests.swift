import Testing
import ZhipCore
import ZilliqaKit

/// Signing a message with the EVM account, checking a signature, and showing a message before it is signed.
@Suite struct SignedMessageTests {
    let key: KeyPair

    init() throws {
        // eth-account's first personal_sign vector (Tests/ZilliqaKitTests/Fixtures/evm-personal-sign.json).
        key = KeyPair(
            privateKey: try PrivateKey(hex: "a50d6c80bf05cceb70159633b60f65006e0c4ff2a562991f5bae7d42f6a08d77"))
    }

    @Test("a signed message carries the key's EVM address and eth-account's signature")
    func signs() throws {
        let signed = try SignedMessage(signing: .personal(try PersonalMessage(text: "0x1234")), with: key)

        #expect(signed.address.checksummed == "0xA533410d5Df4927569A1fAfA2E4E0Dc76479FdA1")
        #expect(
            signed.signature.hex
                == "0x94fbff0b7de934627df5acf03b22b7650307ab5df80083d744e7cfc333dea1005e9b99e8f4643261cf1da5a058348bf7"
                + "9b960c31eae5f67670d7a5bbb5cd7a291b")
    }

    @Test("a signature checks against its signer, and names the real signer for another address")
    func checks() throws {
        let message = MessageToSign.personal(try PersonalMessage(text: "0x1234"))
        let signed = try SignedMessage(signing: message, with: key)
        let other = try EVMAddress("0x00000000000000000000000000000000000000aa")

        #expect(SignedMessage.check(message, signature: signed.signature, claimedSigner: signed.address) == .matches)
        #expect(
            SignedMessage.check(message, signature: signed.signature, claimedSigner: other)
                == .otherSigner(signed.address))
    }

    @Test("a message is shown with its escape codes made harmless and its line breaks kept")
    func shownSafely() throws {
        let message = MessageToSign.personal(try PersonalMessage(text: "line one\n\u{1B}[2Jline two\u{202E}"))

        #expect(message.shown == "line one\n\u{FFFD}[2Jline two\u{FFFD}")
    }

    @Test("bytes that are not UTF-8 are shown as hex")
    func shownAsHex() throws {
        #expect(MessageToSign.personal(try PersonalMessage(bytes: [0xFF, 0x00])).shown == "0xff00")
    }
}
