import Testing

@testable import ZilliqaKit

@Suite("Recoverable ECDSA")
struct ECDSATests {
    /// The 50 eth-keys vectors, parsed; a vector that does not parse is missing from the count.
    static let vectors: [(key: PrivateKey, hash: [UInt8], signature: ECDSASignature, address: String)] = {
        let raw = (try? Fixtures.ecdsa()) ?? []
        return raw.compactMap { vector in
            guard let key = try? PrivateKey(hex: vector.privateKey),
                let signature = try? ECDSASignature(
                    r: [UInt8](hex: vector.r), s: [UInt8](hex: vector.s), recoveryID: vector.recoveryID)
            else { return nil }
            return (key, [UInt8](hex: vector.hash), signature, vector.address)
        }
    }()

    /// The same signature with s replaced by n - s and the other recovery id: valid, but malleated.
    static func highS(_ signature: ECDSASignature) throws -> ECDSASignature {
        let negated = try #require(Secp256k1.negate(signature.s))
        return try ECDSASignature(r: signature.r, s: negated, recoveryID: 1 - signature.recoveryID)
    }

    @Test("all 50 eth-keys vectors load")
    func vectorsLoad() {
        #expect(Self.vectors.count == 50)
    }

    @Test("signing gives eth-keys' r, s and recovery id byte for byte (RFC 6979)")
    func signMatchesEthKeys() throws {
        let mismatches = try Self.vectors.indices.filter {
            try ECDSA.sign(hash: Self.vectors[$0].hash, with: Self.vectors[$0].key) != Self.vectors[$0].signature
        }

        #expect(mismatches == [])
    }

    @Test("recovering each eth-keys signature gives the signer's EVM address")
    func recoverGivesSigner() throws {
        let mismatches = try Self.vectors.indices.filter {
            try ECDSA.recover(Self.vectors[$0].signature, hash: Self.vectors[$0].hash).evmAddress.checksummed
                != Self.vectors[$0].address
        }

        #expect(mismatches == [])
    }

    @Test("a signature verifies against its signer and not against another key")
    func verify() throws {
        let (key, hash, signature, _) = try #require(Self.vectors.first)
        let other = try #require(Self.vectors.last).key

        #expect(ECDSA.isValid(signature, hash: hash, publicKey: key.publicKey))
        #expect(!ECDSA.isValid(signature, hash: hash, publicKey: other.publicKey))
    }

    @Test("a high-s signature is refused when recovering")
    func highSRefused() throws {
        let (_, hash, signature, _) = try #require(Self.vectors.first)

        let malleated = try Self.highS(signature)

        #expect(throws: ECDSAError.highS) { try ECDSA.recover(malleated, hash: hash) }
    }

    @Test("a high-s signature recovers the signer's key where a high s is accepted, as Zilliqa 2.0 reads it")
    func highSRecoversTheSameKeyWhereAccepted() throws {
        let (key, hash, signature, _) = try #require(Self.vectors.first)

        let malleated = try Self.highS(signature)

        #expect(try ECDSA.recoverAcceptingHighS(malleated, hash: hash) == key.publicKey)
    }

    @Test("a high-s signature does not verify")
    func highSDoesNotVerify() throws {
        let (key, hash, signature, _) = try #require(Self.vectors.first)

        let malleated = try Self.highS(signature)

        #expect(!ECDSA.isValid(malleated, hash: hash, publicKey: key.publicKey))
    }

    @Test("r at or above the curve order is refused")
    func rOutOfRange() throws {
        let (_, hash, signature, _) = try #require(Self.vectors.first)

        let overflow = try ECDSASignature(r: [UInt8](repeating: 0xff, count: 32), s: signature.s, recoveryID: 0)

        #expect(throws: ECDSAError.notRecoverable) { try ECDSA.recover(overflow, hash: hash) }
    }

    @Test("a zero r is refused")
    func zeroR() throws {
        let (_, hash, signature, _) = try #require(Self.vectors.first)

        let zero = try ECDSASignature(r: [UInt8](repeating: 0, count: 32), s: signature.s, recoveryID: 0)

        #expect(throws: ECDSAError.notRecoverable) { try ECDSA.recover(zero, hash: hash) }
    }

    @Test("a recovery id other than 0 or 1 is refused")
    func recoveryIDOutOfRange() {
        let bytes = [UInt8](repeating: 1, count: 32)

        #expect(throws: ECDSAError.recoveryIDOutOfRange(2)) { try ECDSASignature(r: bytes, s: bytes, recoveryID: 2) }
    }

    @Test("a hash other than 32 bytes is refused when signing")
    func wrongHashLength() throws {
        let key = try #require(Self.vectors.first).key

        #expect(throws: ECDSAError.wrongHashLength(31)) {
            try ECDSA.sign(hash: [UInt8](repeating: 7, count: 31), with: key)
        }
    }
}
