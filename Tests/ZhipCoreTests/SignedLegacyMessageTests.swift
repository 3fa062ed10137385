import Testing
import ZhipCore
import ZilliqaKit

/// Signing a message with the legacy account as ZilPay does, and checking such a signature.
@Suite struct SignedLegacyMessageTests {
    let key: KeyPair
    let message: LegacyMessage

    init() throws {
        key = KeyPair(
            privateKey: try PrivateKey(hex: "1111111111111111111111111111111111111111111111111111111111111111"))
        message = try LegacyMessage(text: "I own this zil1 account")
    }

    @Test("a signed legacy message carries the key's zil1 address and public key, and checks as theirs")
    func signsAndChecks() {
        let signed = SignedLegacyMessage(signing: message, with: key)

        #expect(signed.address == Address(publicKey: key.publicKey))
        #expect(
            SignedLegacyMessage.check(
                message, signature: signed.signature, publicKey: signed.publicKey, claimedSigner: signed.address)
                == .matches)
    }

    @Test("a public key that is not the claimed address's names the address it is")
    func otherSigner() throws {
        let signed = SignedLegacyMessage(signing: message, with: key)
        let claimed = try Address(bytes: [UInt8](repeating: 7, count: 20))

        #expect(
            SignedLegacyMessage.check(
                message, signature: signed.signature, publicKey: signed.publicKey, claimedSigner: claimed)
                == .otherSigner(signed.address))
    }

    @Test("the signature of another text is invalid")
    func invalid() throws {
        let signed = SignedLegacyMessage(signing: message, with: key)

        #expect(
            SignedLegacyMessage.check(
                try LegacyMessage(text: "I own another"), signature: signed.signature, publicKey: signed.publicKey,
                claimedSigner: signed.address) == .invalid)
    }
}
