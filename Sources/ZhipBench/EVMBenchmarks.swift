internal import CKeccak
internal import CSecp256k1
import ZilliqaKit

/// The EVM account's primitives beside the library calls they wrap: ECDSA sign and recover
/// beside libsecp256k1's own, Keccak-256 beside Crypto++'s, and a whole EIP-1559 transfer
/// signed beside one ECDSA signature.
enum EVMBenchmarks {
    static let name = "EVM signing and hashing"

    static let suite = BenchmarkSuite(name: name) { report in
        let key = try PrivateKey(bytes: [UInt8](repeating: 0x11, count: 32))
        let pair = KeyPair(privateKey: key)
        let hash = Keccak256.hash([UInt8](repeating: 0x5A, count: 32))
        let reference = RecoverableECDSAReference(secretKey: [UInt8](repeating: 0x11, count: 32))
        let signature = try ECDSA.sign(hash: hash, with: key)
        let compact = reference.sign(hash)
        let interleaving = Interleaving(rounds: 3000)

        let signing = try await interleaving.time(
            Benchmark("ECDSA.sign (recoverable)") { _ = try ECDSA.sign(hash: hash, with: key) },
            against: Benchmark("secp256k1_ecdsa_sign_recoverable + serialize") { _ = reference.sign(hash) })
        report.add(Comparison(group: name, measured: signing, target: .atMost(1.1)))

        let recovering = try await interleaving.time(
            Benchmark("ECDSA.recover (low s checked)") { _ = try ECDSA.recover(signature, hash: hash) },
            against: Benchmark("secp256k1_ecdsa_recover + parse") { precondition(reference.recover(compact, hash)) })
        report.add(Comparison(group: name, measured: recovering, target: .atMost(1.1)))

        let input = [UInt8](repeating: 0xA5, count: 64)
        let hashing = try await interleaving.time(
            batched("Keccak256.hash of 64 bytes") { _ = Keccak256.hash(input) },
            against: batched("zhip_keccak256 (Crypto++) of 64 bytes") { _ = directKeccak(input) })
        report.add(Comparison(group: name, measured: hashing, target: .atMost(1.1)))

        let transfer = EVMTransaction(
            nonce: 7, fee: .eip1559(maxFeePerGas: 4_761_904_800_000, maxPriorityFeePerGas: 4_761_904_800_000),
            gasLimit: 21_000, to: key.publicKey.evmAddress, value: 1_000_000_000_000_000_000, chainID: 32769)
        let wholeTransfer = try await interleaving.time(
            Benchmark("EIP-1559 transfer: hash, sign, encode, raw hash") { _ = transfer.signed(with: pair).hash },
            against: Benchmark("one secp256k1_ecdsa_sign_recoverable") { _ = reference.sign(hash) })
        report.add(Comparison(group: name, measured: wholeTransfer, target: .atMost(1.5)))
    }

    /// A benchmark that runs `work` 1000 times, so that the clock's own cost does not dominate.
    private static func batched(_ label: String, _ work: @escaping () -> Void) -> Benchmark {
        let batch = 1000
        return Benchmark("\(label) x\(batch)") {
            for _ in 0..<batch { work() }
        }
    }

    /// Crypto++'s Keccak-256 through the C shim, with nothing of ours around it.
    private static func directKeccak(_ input: [UInt8]) -> [UInt8] {
        var digest = [UInt8](repeating: 0, count: 32)
        zhip_keccak256(input, input.count, &digest)
        return digest
    }
}

/// libsecp256k1's recoverable ECDSA, called directly: the reference for ``ECDSA``.
///
/// `@unchecked Sendable`: the context is only read after creation.
final class RecoverableECDSAReference: @unchecked Sendable {
    private let context: OpaquePointer
    private let secretKey: [UInt8]

    init(secretKey: [UInt8]) {
        guard let context = secp256k1_context_create(UInt32(SECP256K1_CONTEXT_NONE)) else {
            fatalError("libsecp256k1 could not allocate a context")
        }
        self.context = context
        self.secretKey = secretKey
    }

    /// r || s || recovery id, as a caller of the library would keep it.
    func sign(_ hash: [UInt8]) -> [UInt8] {
        var signature = secp256k1_ecdsa_recoverable_signature()
        _ = secp256k1_ecdsa_sign_recoverable(context, &signature, hash, secretKey, nil, nil)
        var compact = [UInt8](repeating: 0, count: 65)
        var recoveryID: Int32 = 0
        _ = secp256k1_ecdsa_recoverable_signature_serialize_compact(context, &compact, &recoveryID, &signature)
        compact[64] = UInt8(truncatingIfNeeded: recoveryID)
        return compact
    }

    /// Whether a public key is recovered from `compact` (as ``sign(_:)`` made it) over `hash`.
    func recover(_ compact: [UInt8], _ hash: [UInt8]) -> Bool {
        var signature = secp256k1_ecdsa_recoverable_signature()
        guard
            secp256k1_ecdsa_recoverable_signature_parse_compact(context, &signature, compact, Int32(compact[64])) == 1
        else { return false }
        var point = secp256k1_pubkey()
        return secp256k1_ecdsa_recover(context, &point, &signature, hash) == 1
    }

    deinit { secp256k1_context_destroy(context) }
}
