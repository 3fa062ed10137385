internal import CSecp256k1
import ZilliqaKit

/// Signing and verifying with Zilliqa's EC-Schnorr beside libsecp256k1's own ECDSA on the same
/// key and a 32-byte message.
enum SchnorrBenchmarks {
    static let name = "Signing and verifying"

    static let suite = BenchmarkSuite(name: name) { report in
        let pair = KeyPair.generate()
        let message = [UInt8](repeating: 0x5A, count: 32)
        let signature = pair.sign(message)
        let ecdsa = ECDSAReference()
        let ecdsaSignature = ecdsa.sign(message)
        let interleaving = Interleaving(rounds: 3000)

        let signing = try await interleaving.time(
            Benchmark("Schnorr sign") { _ = pair.sign(message) },
            against: Benchmark("libsecp256k1 ECDSA sign") { _ = ecdsa.sign(message) })
        report.add(Comparison(group: name, measured: signing, target: .atMost(3)))

        let verifying = try await interleaving.time(
            Benchmark("Schnorr verify") { precondition(pair.publicKey.isValidSignature(signature, for: message)) },
            against: Benchmark("libsecp256k1 ECDSA verify") { precondition(ecdsa.verify(ecdsaSignature, message)) })
        // Issue 30: one double-scalar multiplication, as ECDSA verify does, within 1.15x of it.
        report.add(Comparison(group: name, measured: verifying, target: .atMost(1.15)))
    }
}

/// libsecp256k1's ECDSA, called directly: the reference for our Schnorr.
///
/// `@unchecked Sendable`: the context is only read after creation.
final class ECDSAReference: @unchecked Sendable {
    private let context: OpaquePointer
    private let secretKey: [UInt8]
    private var publicKey = secp256k1_pubkey()

    init() {
        guard let context = secp256k1_context_create(UInt32(SECP256K1_CONTEXT_NONE)) else {
            fatalError("libsecp256k1 could not allocate a context")
        }
        self.context = context
        secretKey = [UInt8](repeating: 0x11, count: 32)
        _ = secp256k1_ec_pubkey_create(context, &publicKey, secretKey)
    }

    func sign(_ message: [UInt8]) -> secp256k1_ecdsa_signature {
        var signature = secp256k1_ecdsa_signature()
        _ = secp256k1_ecdsa_sign(context, &signature, message, secretKey, nil, nil)
        return signature
    }

    func verify(_ signature: secp256k1_ecdsa_signature, _ message: [UInt8]) -> Bool {
        var signature = signature
        var key = publicKey
        // Parse the public key as a verifier would, as Schnorr verify parses ours.
        var serialized = [UInt8](repeating: 0, count: 33)
        var length = 33
        _ = secp256k1_ec_pubkey_serialize(context, &serialized, &length, &key, UInt32(SECP256K1_EC_COMPRESSED))
        _ = secp256k1_ec_pubkey_parse(context, &key, serialized, 33)
        return secp256k1_ecdsa_verify(context, &signature, message, &key) == 1
    }

    deinit { secp256k1_context_destroy(context) }
}
