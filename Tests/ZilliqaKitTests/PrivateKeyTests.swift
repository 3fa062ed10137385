import Foundation
import Testing

@testable import ZilliqaKit

@Suite("Private keys")
struct PrivateKeyTests {
    @Test("the known key derives the protocol document's public key")
    func knownPublicKey() throws {
        let key = try PrivateKey(hex: KnownKey.privateKeyHex)
        #expect(key.publicKey.hex == KnownKey.publicKeyHex)
    }

    @Test("hex is accepted with 0x, in lowercase and with a trailing newline")
    func parsesEveryTextForm() throws {
        let expected = try PrivateKey(hex: KnownKey.privateKeyHex)
        let forms = ["0x" + KnownKey.privateKeyHex, KnownKey.privateKeyHex.lowercased(), KnownKey.privateKeyHex + "\n"]
        for form in forms {
            #expect(try PrivateKey(hex: form) == expected)
        }
    }

    @Test("every zilliqa-js vector derives its public key", arguments: try Fixtures.addresses())
    func vectorsDerivePublicKeys(vector: Fixtures.AddressVector) throws {
        let key = try PrivateKey(hex: vector.private)
        #expect(key.publicKey.hex == vector.public.lowercased())
    }

    @Test("a key of the wrong length is refused with the length found")
    func wrongLength() {
        #expect(throws: PrivateKeyError.wrongLength(62)) {
            try PrivateKey(hex: String(KnownKey.privateKeyHex.dropLast(2)))
        }
    }

    @Test("a non-hex character is refused with its position")
    func notHex() {
        let text = "zz" + KnownKey.privateKeyHex.dropFirst(2)
        #expect(throws: PrivateKeyError.notHex(position: 0)) { try PrivateKey(hex: text) }
    }

    @Test("zero is not a private key")
    func zeroRefused() {
        #expect(throws: PrivateKeyError.outOfRange) { try PrivateKey(hex: String(repeating: "0", count: 64)) }
    }

    @Test("the curve order and above are not private keys")
    func orderRefused() {
        let order = "FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141"
        #expect(throws: PrivateKeyError.outOfRange) { try PrivateKey(hex: order) }
        #expect(throws: PrivateKeyError.outOfRange) { try PrivateKey(hex: String(repeating: "F", count: 64)) }
    }

    @Test("the largest valid scalar, n - 1, is a private key")
    func orderMinusOneAccepted() throws {
        let key = try PrivateKey(hex: "FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364140")
        #expect(key.publicKey.compressed.count == 33)
    }

    @Test("generated keys are valid and differ")
    func generatedKeysDiffer() {
        let first = PrivateKey()
        let second = PrivateKey()
        #expect(first != second)
        #expect(Secp256k1.isValidScalar(first.withScalar { $0 }))
    }

    @Test("description, debugDescription and dump never show the key")
    func neverPrintsTheKey() throws {
        let key = try PrivateKey(hex: KnownKey.privateKeyHex)
        var dumped = ""
        dump(key, to: &dumped)
        let pair = KeyPair(privateKey: key)
        var dumpedPair = ""
        dump(pair, to: &dumpedPair)
        let texts = [
            key.description, key.debugDescription, "\(key)", String(reflecting: key), dumped, dumpedPair, "\(pair)",
        ]
        for text in texts {
            #expect(!text.lowercased().contains(KnownKey.privateKeyHex.lowercased().prefix(16)))
        }
    }

    @Test("the key is shown only when asked for")
    func revealsOnRequest() throws {
        let key = try PrivateKey(hex: KnownKey.privateKeyHex)
        #expect(key.revealedHex() == KnownKey.privateKeyHex.lowercased())
    }

    @Test("secret bytes are wiped when the last reference is released")
    func wipesOnRelease() {
        let storage = UnsafeMutableRawBufferPointer.allocate(byteCount: 32, alignment: 16)
        defer { storage.deallocate() }
        storage.copyBytes(from: [UInt8](repeating: 0xAB, count: 32))
        do {
            let secret = SecureBytes(borrowing: storage)
            #expect(secret.copyBytes() == [UInt8](repeating: 0xAB, count: 32))
        }
        #expect(storage.allSatisfy { $0 == 0 })
    }

    @Test("zeroize overwrites every byte of an array")
    func zeroizeArray() {
        var bytes = [UInt8](repeating: 0xCD, count: 32)
        bytes.zeroize()
        #expect(bytes == [UInt8](repeating: 0, count: 32))
    }
}
