/// A recoverable secp256k1 ECDSA signature as EVM transactions carry it: r, s and a recovery id 0 or 1.
public struct ECDSASignature: Sendable, Hashable {
    /// r, 32 big-endian bytes.
    public let r: [UInt8]
    /// s, 32 big-endian bytes.
    public let s: [UInt8]
    /// Which of the two candidate public keys signed (EIP-155's v - 35 - 2 * chainId, EIP-1559's yParity).
    public let recoveryID: UInt8

    /// The signature with these parts; r and s are checked against the curve order when recovering.
    /// - Throws: ``ECDSAError/wrongLength(_:)`` or ``ECDSAError/recoveryIDOutOfRange(_:)``.
    public init(r: [UInt8], s: [UInt8], recoveryID: UInt8) throws(ECDSAError) {
        guard r.count == 32, s.count == 32 else { throw .wrongLength(r.count + s.count) }
        guard recoveryID <= 1 else { throw .recoveryIDOutOfRange(recoveryID) }
        self.r = r
        self.s = s
        self.recoveryID = recoveryID
    }

    /// r || s, as libsecp256k1's compact form.
    var compact: [UInt8] { r + s }
}
