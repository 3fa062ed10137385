import Testing
import ZilliqaKit

/// EIP-191 personal_sign against eth-account's answers (`scripts/personal-sign-fixtures.py`).
@Suite("EIP-191 personal messages: hash, sign and recover as eth-account does")
struct PersonalMessageTests {
    struct Vector: Decodable, Sendable {
        let privateKey: String
        let message: String
        let hash: String
        let signature: String
        let address: String
    }

    let vectors: [Vector]

    init() throws {
        vectors = try Fixtures.load("evm-personal-sign")
    }

    @Test("the hash of each message is eth-account's encode_defunct digest")
    func hashes() throws {
        for vector in vectors {
            let message = try PersonalMessage(bytes: try Hex.decode(vector.message))

            #expect(Hex.encode(message.hash) == vector.hash)
        }
    }

    @Test("each signature is eth-account's sign_message, byte for byte, v 27 or 28")
    func signatures() throws {
        for vector in vectors {
            let message = try PersonalMessage(bytes: try Hex.decode(vector.message))

            let signature = try message.sign(with: try PrivateKey(hex: vector.privateKey))

            #expect(signature.hex == "0x" + vector.signature)
        }
    }

    @Test("the signer recovered from each of eth-account's signatures is the key's address")
    func recovers() throws {
        for vector in vectors {
            let message = try PersonalMessage(bytes: try Hex.decode(vector.message))

            let signer = try message.signer(of: try MessageSignature(hex: vector.signature))

            #expect(signer.checksummed == vector.address)
        }
    }

    @Test("text that starts with 0x is signed as its UTF-8, not as the bytes it spells")
    func hexLookingText() throws {
        let vector = try #require(vectors.first { $0.message == "307831323334" })  // "0x1234"

        #expect(Hex.encode(try PersonalMessage(text: "0x1234").hash) == vector.hash)
    }

    @Test("a signature whose v is not 0, 1, 27 or 28 is refused")
    func badV() throws {
        let signature = try #require(vectors.first?.signature)

        #expect(throws: MessageSignatureError.self) {
            try MessageSignature(hex: String(signature.dropLast(2)) + "1d")
        }
    }

    @Test("a message past 1 MiB is refused")
    func tooLong() {
        #expect(throws: MessageSignatureError.messageTooLong(PersonalMessage.maximumBytes + 1)) {
            try PersonalMessage(bytes: [UInt8](repeating: 0, count: PersonalMessage.maximumBytes + 1))
        }
    }
}
