import Testing

@testable import ZilliqaKit

@Suite("EC-Schnorr")
struct SchnorrTests {
    /// The 1000 zilliqa-js vectors, parsed once.
    struct Vector {
        let message: [UInt8]
        let publicKey: PublicKey
        let privateKey: PrivateKey
        let nonce: [UInt8]
        let signature: Signature
    }

    /// zilliqa-js wrote k, r and s with `BN.toString(16)`, which drops leading zeros
    /// (11 of the 1000 cases): pad them back to 32 bytes.
    static func padded(_ hex: String) -> String { String(repeating: "0", count: max(0, 64 - hex.count)) + hex }

    static let vectors: [Vector] = {
        let raw = (try? Fixtures.schnorr()) ?? []
        return raw.compactMap { vector in
            guard let publicKey = try? PublicKey(hex: vector.pub),
                let privateKey = try? PrivateKey(hex: padded(vector.priv)),
                let signature = try? Signature(hex: padded(vector.r) + padded(vector.s))
            else { return nil }
            return Vector(
                message: [UInt8](hex: vector.msg), publicKey: publicKey, privateKey: privateKey,
                nonce: [UInt8](hex: padded(vector.k)), signature: signature)
        }
    }()

    @Test("all 1000 zilliqa-js vectors load")
    func vectorsLoad() {
        #expect(Self.vectors.count == 1000)
    }

    /// The indexes of the vectors for which `fails` holds, worked out on a thread of its own:
    /// 1000 signatures are a long computation to hold a cooperative-pool thread with.
    private static func failing(_ fails: @escaping @Sendable (Int, Vector) throws -> Bool) async throws
        -> [Int]
    {
        try await DedicatedThread.run { () throws -> [Int] in
            try Self.vectors.enumerated().filter { try fails($0.offset, $0.element) }.map(\.offset)
        }
    }

    @Test("signing with each vector's nonce reproduces its r and s")
    func reproducesVectors() async throws {
        let failing = try await Self.failing { _, vector in
            let signature = vector.privateKey.withScalar { scalar in
                Schnorr.sign(vector.message, scalar: scalar, publicKey: vector.publicKey, nonce: vector.nonce)
            }
            return signature != vector.signature
        }
        #expect(failing == [])
    }

    @Test("every vector's signature verifies")
    func verifiesVectors() async throws {
        let failing = try await Self.failing { _, vector in
            !Schnorr.verify(vector.signature, for: vector.message, publicKey: vector.publicKey)
        }
        #expect(failing == [])
    }

    @Test("one flipped bit in the message is rejected")
    func flippedMessage() async throws {
        let accepted = try await Self.failing { index, vector in
            var message = vector.message
            message[index % message.count] ^= 1 << UInt8(index % 8)
            return Schnorr.verify(vector.signature, for: message, publicKey: vector.publicKey)
        }
        #expect(accepted == [])
    }

    @Test("one flipped bit in r is rejected")
    func flippedR() async throws {
        let accepted = try await Self.failing { index, vector in
            var r = vector.signature.r
            r[index % 32] ^= 1 << UInt8(index % 8)
            let forged = try Signature(r: r, s: vector.signature.s)
            return Schnorr.verify(forged, for: vector.message, publicKey: vector.publicKey)
        }
        #expect(accepted == [])
    }

    @Test("one flipped bit in s is rejected")
    func flippedS() async throws {
        let accepted = try await Self.failing { index, vector in
            var s = vector.signature.s
            s[index % 32] ^= 1 << UInt8(index % 8)
            let forged = try Signature(r: vector.signature.r, s: s)
            return Schnorr.verify(forged, for: vector.message, publicKey: vector.publicKey)
        }
        #expect(accepted == [])
    }

    @Test("one flipped bit in the public key is rejected")
    func flippedPublicKey() async throws {
        let accepted = try await Self.failing { index, vector in
            var bytes = vector.publicKey.compressed
            bytes[1 + index % 32] ^= 1 << UInt8(index % 8)
            // A flipped x may leave the curve; that is a rejection too.
            guard let forged = try? PublicKey(bytes: bytes) else { return false }
            return Schnorr.verify(vector.signature, for: vector.message, publicKey: forged)
        }
        #expect(accepted == [])
    }

    @Test("signing is deterministic: the known key and message give the known signature")
    func deterministicKnownAnswer() throws {
        // Computed independently with Python's hmac module and textbook curve arithmetic.
        let pair = KeyPair(privateKey: try PrivateKey(hex: KnownKey.privateKeyHex))
        let message = [UInt8](hex: KnownTransaction.serialized)
        let signature = pair.sign(message)
        #expect(signature.hex == KnownTransaction.deterministicSignature)
    }

    @Test("the first nonce is HMAC-DRBG's first output over key, message and personalisation")
    func nonceKnownAnswer() throws {
        var generator = NonceGenerator(
            privateKey: [UInt8](hex: KnownKey.privateKeyHex), message: [UInt8](hex: KnownTransaction.serialized))
        #expect(Hex.encode(generator.next()) == "b4ef4b79333cd1f593a506d1a6eb4ee6c95fc74b33ee93b7a6a8ddcdd798bab1")
    }

    @Test("successive nonces differ, so a retry never reuses k")
    func noncesAdvance() {
        var generator = NonceGenerator(privateKey: [UInt8](repeating: 1, count: 32), message: [1, 2, 3])
        #expect(generator.next() != generator.next())
    }

    @Test("a fresh key's signature verifies and a different message does not")
    func freshKeyRoundTrip() {
        let pair = KeyPair.generate()
        let signature = pair.sign(Array("pay 1 ZIL".utf8))
        #expect(pair.publicKey.isValidSignature(signature, for: Array("pay 1 ZIL".utf8)))
        #expect(!pair.publicKey.isValidSignature(signature, for: Array("pay 2 ZIL".utf8)))
    }

    @Test("r or s of zero, or at or above the order, is rejected")
    func outOfRangeScalarsRejected() throws {
        let vector = try #require(Self.vectors.first)
        let zero = [UInt8](repeating: 0, count: 32)
        let order = [UInt8](hex: "FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141")
        for (r, s) in [(zero, vector.signature.s), (vector.signature.r, zero), (order, vector.signature.s)] {
            #expect(!Schnorr.verify(try Signature(r: r, s: s), for: vector.message, publicKey: vector.publicKey))
        }
    }

    @Test("a signature of the wrong length is refused")
    func signatureLength() {
        #expect(throws: SignatureError.wrongLength(63)) { try Signature(hex: String(repeating: "ab", count: 63)) }
    }
}

@Suite("Scalar reduction")
struct ScalarReductionTests {
    static let order = "fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141"

    @Test("a value below the order is unchanged")
    func belowOrder() {
        let value = [UInt8](hex: "00000000000000000000000000000000000000000000000000000000000000ff")
        #expect(Secp256k1.reduce(value) == value)
    }

    @Test("the order plus five reduces to five")
    func orderPlusFive() throws {
        let value = [UInt8](hex: "fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364146")
        let five = [UInt8](repeating: 0, count: 31) + [5]
        #expect(Secp256k1.reduce(value) == five)
    }

    @Test("2^256 - 1 reduces to 2^256 - 1 - n")
    func maximum() {
        let value = [UInt8](repeating: 0xff, count: 32)
        let expected = [UInt8](hex: "000000000000000000000000000000014551231950b75fc4402da1732fc9bebe")
        #expect(Secp256k1.reduce(value) == expected)
    }

    @Test("the order itself reduces to zero, which is reported as nil")
    func orderIsZero() {
        #expect(Secp256k1.reduce([UInt8](hex: Self.order)) == nil)
    }
}

/// The protocol document's known transaction, and its deterministic signature.
enum KnownTransaction {
    static let serialized =
        "0881800410041a149ca91eb535fb92fda5094110fdaeb752edb9b03922230a21034ae47910d58b9bde819c3cffa8de4441955508db00aa2540db8e6bf6e99abc1b2a120a10000000000000000000000da475abf00032120a100000000000000000000000003b9aca003801"
    static let deterministicSignature =
        "1727048b9f200d07e6e2d8eff6ba3e54bf491589ccb55d872e242505b72e6ca74e022ac954df21420af8737c89a7e9048b75b531f6865b78b1e2a864169ed64d"
}
