internal import CSecp256k1

/// The one libsecp256k1 context ZilliqaKit signs and verifies with.
///
/// `@unchecked Sendable`: every libsecp256k1 function we call takes the context as
/// `const`, so concurrent use is safe once `secp256k1_context_randomize` has run in `init`.
final class Secp256k1Context: @unchecked Sendable {
    /// Shared by every key and signature in the process.
    static let shared = Secp256k1Context()

    let raw: OpaquePointer

    private init() {
        guard let context = secp256k1_context_create(UInt32(SECP256K1_CONTEXT_NONE)) else {
            preconditionFailure("libsecp256k1 could not allocate a context")
        }
        var seed = SecureRandom.bytes(32)
        _ = secp256k1_context_randomize(context, &seed)
        seed.zeroize()
        raw = context
    }

    deinit { secp256k1_context_destroy(raw) }
}
