import Testing

@testable import ZilliqaKit

/// ZilPay's legacy message signatures against pyzil's answers (`scripts/legacy-message-fixtures.py`):
/// SHA-256 of the text, signed with Zilliqa's EC-Schnorr.
@Suite("Legacy (zil1) messages: hash, sign and verify as ZilPay and pyzil do")
struct LegacyMessageTests {
    struct Vector: Decodable, Sendable {
        let privateKey: String
        let message: String
        let hash: String
        let k: String
        let signature: String
        let publicKey: String
    }

    let vectors: [Vector]

    init() throws {
        vectors = try Fixtures.load("legacy-message-sign")
    }

    @Test("the hash of each message is SHA-256 of its UTF-8, as Python's hashlib computes it")
    func hashes() throws {
        for vector in vectors {
            #expect(Hex.encode(try LegacyMessage(text: vector.message).hash) == vector.hash)
        }
    }

    @Test("with pyzil's nonce, each signature of the hash is pyzil's, byte for byte")
    func signatures() throws {
        for vector in vectors {
            let key = KeyPair(privateKey: try PrivateKey(hex: vector.privateKey))
            let hash = try LegacyMessage(text: vector.message).hash
            let (scalar, nonce) = (try Hex.decode(vector.privateKey), try Hex.decode(vector.k))

            let signature = Schnorr.sign(hash, scalar: scalar, publicKey: key.publicKey, nonce: nonce)

            #expect(signature?.hex == vector.signature)
            #expect(key.publicKey.hex == vector.publicKey)
        }
    }

    @Test("the wallet's own signatures (its deterministic nonce) verify with the key's public key")
    func ownSignaturesVerify() throws {
        for vector in vectors.prefix(5) {
            let key = KeyPair(privateKey: try PrivateKey(hex: vector.privateKey))
            let message = try LegacyMessage(text: vector.message)

            #expect(message.isSigned(by: key.publicKey, with: message.sign(with: key)))
        }
    }

    @Test("each of pyzil's signatures verifies with its public key")
    func verifies() throws {
        for vector in vectors {
            let message = try LegacyMessage(text: vector.message)

            let valid = message.isSigned(
                by: try PublicKey(hex: vector.publicKey), with: try Signature(hex: vector.signature))

            #expect(valid)
        }
    }

    @Test("a signature does not verify another message")
    func otherMessage() throws {
        let vector = try #require(vectors.last)
        let message = try LegacyMessage(text: vector.message + ".")

        let publicKey = try PublicKey(hex: vector.publicKey)

        let valid = message.isSigned(by: publicKey, with: try Signature(hex: vector.signature))

        #expect(!valid)
    }

    @Test("bytes that are not UTF-8 are refused: ZilPay signs text")
    func refusesBytes() {
        #expect(throws: MessageSignatureError.self) { try LegacyMessage(bytes: [0xFF, 0xFE]) }
    }
}
