/// Recoverable ECDSA over secp256k1 with libsecp256k1's recovery module, as EVM transactions use it.
///
/// Nonces are RFC 6979's (deterministic) and s is always low, so the same key and hash give the
/// same bytes as eth-account, ethers and geth.
/// ```swift
/// let signature = try ECDSA.sign(hash: Keccak256.hash(payload), with: key)
/// let signer = try ECDSA.recover(signature, hash: Keccak256.hash(payload))
/// ```
public enum ECDSA {
    /// `key`'s signature of the 32-byte `hash`.
    public static func sign(hash: [UInt8], with key: PrivateKey) throws(ECDSAError) -> ECDSASignature {
        guard hash.count == 32 else { throw .wrongHashLength(hash.count) }
        let made = key.withScalar { Secp256k1.signRecoverable(hash: hash, scalar: $0) }
        guard let made, let recoveryID = UInt8(exactly: made.recoveryID) else {
            preconditionFailure("libsecp256k1 signs any 32-byte hash with a range-checked key")
        }
        return try ECDSASignature(
            r: Array(made.compact[0..<32]), s: Array(made.compact[32..<64]), recoveryID: recoveryID)
    }

    /// The public key that signed `hash`; a high s is refused.
    public static func recover(_ signature: ECDSASignature, hash: [UInt8]) throws(ECDSAError) -> PublicKey {
        guard hash.count == 32 else { throw .wrongHashLength(hash.count) }
        let recoveryID = Int32(signature.recoveryID)
        guard let isHigh = Secp256k1.isHighS(compact: signature.compact, recoveryID: recoveryID) else {
            throw .notRecoverable
        }
        guard !isHigh else { throw .highS }
        guard let point = Secp256k1.recover(compact: signature.compact, recoveryID: recoveryID, hash: hash) else {
            throw .notRecoverable
        }
        return PublicKey(point: point)
    }

    /// The public key that signed `hash`, a high s accepted: n - s with the other recovery id is
    /// the same signature, and libsecp256k1 recovers the same key from either form, as Zilliqa 2.0
    /// (alloy) does when it reads a transaction.
    public static func recoverAcceptingHighS(_ signature: ECDSASignature, hash: [UInt8]) throws(ECDSAError)
        -> PublicKey
    {
        guard hash.count == 32 else { throw .wrongHashLength(hash.count) }
        guard
            let point = Secp256k1.recover(
                compact: signature.compact, recoveryID: Int32(signature.recoveryID), hash: hash)
        else { throw .notRecoverable }
        return PublicKey(point: point)
    }

    /// True when `publicKey` signed `hash` with a low-s `signature`.
    public static func isValid(_ signature: ECDSASignature, hash: [UInt8], publicKey: PublicKey) -> Bool {
        (try? recover(signature, hash: hash)) == publicKey
    }
}
