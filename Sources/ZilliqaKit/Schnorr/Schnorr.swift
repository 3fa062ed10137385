/// Zilliqa's EC-Schnorr over secp256k1 (not BIP-340), built from libsecp256k1's public API.
///
/// ```swift
/// let pair = KeyPair.generate()
/// let signature = Schnorr.sign(message, with: pair)
/// Schnorr.verify(signature, for: message, publicKey: pair.publicKey)   // true
/// ```
public enum Schnorr {
    /// Signs `message` with a deterministic nonce (HMAC-DRBG over key and message).
    public static func sign(_ message: [UInt8], with keyPair: KeyPair) -> Signature {
        keyPair.privateKey.withScalar { scalar in
            // Wiped when it ends, at the end of this closure.
            var nonces = NonceGenerator(privateKey: scalar, message: message)
            while true {
                var k = nonces.next()
                defer { k.zeroize() }
                if let signature = sign(message, scalar: scalar, publicKey: keyPair.publicKey, nonce: k) {
                    return signature
                }
            }
        }
    }

    /// Signs `message` with `privateKey`, deriving its public key first.
    public static func sign(_ message: [UInt8], with privateKey: PrivateKey) -> Signature {
        sign(message, with: KeyPair(privateKey: privateKey))
    }

    /// Signs with the given nonce `k`; nil when k, r or s is out of range (the caller retries
    /// with the next nonce). Internal so that tests can reproduce known r and s.
    static func sign(_ message: [UInt8], scalar: [UInt8], publicKey: PublicKey, nonce k: [UInt8]) -> Signature? {
        guard let q = Secp256k1.multiplyGenerator(k) else { return nil }
        let digest = SHA256.hash(Secp256k1.compressed(q), publicKey.compressed, message)
        guard let r = Secp256k1.reduce(digest), var rd = Secp256k1.multiply(scalar, r) else { return nil }
        // r is public, so r*d (and its negation) would give the key away: wipe them like the key.
        defer { rd.zeroize() }
        guard var minusRD = Secp256k1.negate(rd) else { return nil }
        defer { minusRD.zeroize() }
        guard let s = Secp256k1.add(k, minusRD) else { return nil }
        return try? Signature(r: r, s: s)
    }

    /// True when `signature` is a valid signature of `message` by `publicKey`.
    ///
    /// Q = r*pub + s*G is one double-scalar multiplication inside libsecp256k1
    /// (``Secp256k1/combination(_:times:plusGeneratorTimes:)``, its proof there), as ECDSA verify
    /// does; where that answers nothing (Q at infinity), the two-step path answers the same.
    public static func verify(_ signature: Signature, for message: [UInt8], publicKey: PublicKey) -> Bool {
        guard Secp256k1.isValidScalar(signature.r), Secp256k1.isValidScalar(signature.s),
            let q = Secp256k1.combination(publicKey.compressed, times: signature.r, plusGeneratorTimes: signature.s)
                ?? twoStepCombination(signature, publicKey: publicKey)
        else { return false }
        let digest = SHA256.hash(Secp256k1.compressed(q), publicKey.compressed, message)
        guard let challenge = Secp256k1.reduce(digest) else { return false }
        return challenge == signature.r
    }
}

extension Schnorr {
    /// r*pub + s*G as a tweak-multiply then a tweak-add: the path before the one-multiplication one.
    static func twoStepCombination(_ signature: Signature, publicKey: PublicKey) -> Secp256k1.Point? {
        guard let rP = Secp256k1.multiply(publicKey.point, signature.r) else { return nil }
        return Secp256k1.addingGenerator(to: rP, times: signature.s)
    }
}

extension KeyPair {
    /// Signs `message` with Zilliqa's EC-Schnorr; see ``Schnorr/sign(_:with:)-(_,KeyPair)``.
    public func sign(_ message: [UInt8]) -> Signature { Schnorr.sign(message, with: self) }
}

extension PublicKey {
    /// True when `signature` is this key's signature of `message`.
    public func isValidSignature(_ signature: Signature, for message: [UInt8]) -> Bool {
        Schnorr.verify(signature, for: message, publicKey: self)
    }
}
