/// Why an ECDSA signature could not be made or checked.
public enum ECDSAError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A signed hash is 32 bytes; this had the given number.
    case wrongHashLength(Int)
    /// r and s are 32 bytes each, 64 together; these had the given number together.
    case wrongLength(Int)
    /// The recovery id is 0 or 1; this was another value.
    case recoveryIDOutOfRange(UInt8)
    /// s is in the upper half of the curve order: a malleated signature, which Ethereum refuses (EIP-2).
    case highS
    /// r or s is zero or not below the curve order, or no public key makes this signature.
    case notRecoverable

    public var description: String {
        switch self {
        case .wrongHashLength(let count): "a signed hash is 32 bytes, found \(count)"
        case .wrongLength(let count): "an ECDSA signature's r and s are 64 bytes together, found \(count)"
        case .recoveryIDOutOfRange(let id): "an ECDSA recovery id is 0 or 1, found \(id)"
        case .highS: "the signature's s is in the upper half of the curve order (a malleated signature)"
        case .notRecoverable: "no public key makes this signature: it is not a valid secp256k1 signature"
        }
    }
}
