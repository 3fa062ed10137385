internal import CSecp256k1

/// The secp256k1 scalar and point operations ZilliqaKit needs, each one libsecp256k1 call.
///
/// Scalars are 32-byte big-endian arrays; points are libsecp256k1's parsed public keys.
/// Nothing here does arithmetic by hand: reduction, products, sums and negation all go
/// through `secp256k1_ec_seckey_*` and `secp256k1_ec_pubkey_*`.
enum Secp256k1 {
    /// A curve point other than infinity, as libsecp256k1 holds it.
    struct Point: Sendable {
        fileprivate var raw: secp256k1_pubkey
    }

    private static var context: OpaquePointer { Secp256k1Context.shared.raw }

    // MARK: - Scalars

    /// True when `scalar` is 32 bytes with 1 <= value < n.
    static func isValidScalar(_ scalar: [UInt8]) -> Bool {
        scalar.count == 32 && secp256k1_ec_seckey_verify(context, scalar) == 1
    }

    /// `value mod n` for any 32-byte big-endian value, or nil when the result is zero.
    ///
    /// A value below n is returned as it is. Above, it is split as hi * 2^128 + lo, where
    /// both halves are valid scalars, and recombined with libsecp256k1's modular multiply
    /// and add.
    static func reduce(_ value: [UInt8]) -> [UInt8]? {
        precondition(value.count == 32)
        if isValidScalar(value) { return value }
        if value.allSatisfy({ $0 == 0 }) { return nil }
        var high = [UInt8](repeating: 0, count: 16) + value[0..<16]
        let low = [UInt8](repeating: 0, count: 16) + value[16..<32]
        var twoTo128 = [UInt8](repeating: 0, count: 32)
        twoTo128[15] = 1
        guard secp256k1_ec_seckey_tweak_mul(context, &high, twoTo128) == 1 else { return nil }
        if low.allSatisfy({ $0 == 0 }) { return high }
        guard secp256k1_ec_seckey_tweak_add(context, &high, low) == 1 else { return nil }
        return high
    }

    /// `a * b mod n`; both must be valid scalars. The result starts as a copy of `a` (a key, in
    /// signing), overwritten in place by the product, and is wiped when the call fails; the caller
    /// wipes a secret result. ``add(_:_:)`` and ``negate(_:)`` work the same way.
    static func multiply(_ a: [UInt8], _ b: [UInt8]) -> [UInt8]? {
        var result = a
        guard secp256k1_ec_seckey_tweak_mul(context, &result, b) == 1 else {
            result.zeroize()  // a copy of a secret scalar, maybe
            return nil
        }
        return result
    }

    /// `a + b mod n`, or nil when the sum is zero.
    static func add(_ a: [UInt8], _ b: [UInt8]) -> [UInt8]? {
        var result = a
        guard secp256k1_ec_seckey_tweak_add(context, &result, b) == 1 else {
            result.zeroize()  // a copy of a secret scalar, maybe
            return nil
        }
        return result
    }

    /// `-a mod n`.
    static func negate(_ a: [UInt8]) -> [UInt8]? {
        var result = a
        guard secp256k1_ec_seckey_negate(context, &result) == 1 else {
            result.zeroize()  // a copy of a secret scalar, maybe
            return nil
        }
        return result
    }

    // MARK: - Points

    /// `scalar * G`, or nil when `scalar` is not a valid scalar.
    static func multiplyGenerator(_ scalar: [UInt8]) -> Point? {
        var point = secp256k1_pubkey()
        guard scalar.count == 32, secp256k1_ec_pubkey_create(context, &point, scalar) == 1 else { return nil }
        return Point(raw: point)
    }

    /// `scalar * point`, or nil when `scalar` is not a valid scalar.
    static func multiply(_ point: Point, _ scalar: [UInt8]) -> Point? {
        var result = point.raw
        guard secp256k1_ec_pubkey_tweak_mul(context, &result, scalar) == 1 else { return nil }
        return Point(raw: result)
    }

    /// `point + scalar * G`, or nil at infinity or when `scalar` is not a valid scalar.
    static func addingGenerator(to point: Point, times scalar: [UInt8]) -> Point? {
        var result = point.raw
        guard secp256k1_ec_pubkey_tweak_add(context, &result, scalar) == 1 else { return nil }
        return Point(raw: result)
    }

    /// `a * P + b * G` for the point `P` whose compressed SEC1 form is `compressed`, in ONE
    /// double-scalar multiplication: libsecp256k1's public key recovery, given a crafted signature.
    ///
    /// `secp256k1_ecdsa_recover(sig = (r_e, s_e), recid, m)` answers `Q = r_e^-1 * (s_e * R - m * G)`,
    /// where R is the point with x ≡ r_e (mod n) and the parity in `recid` (bit 0: y odd; bit 1: x is
    /// r_e + n), computed as one Strauss multiplication `r_e^-1 s_e * R + (-r_e^-1 m) * G`. Taking
    /// R = P (r_e = x(P) mod n, recid from P's prefix and whether x(P) >= n), s_e = a * r_e and
    /// m = -b * r_e (mod n):
    ///
    ///     Q = r_e^-1 * (a r_e * P + b r_e * G) = a * P + b * G.
    ///
    /// r_e is 0 only for P with x = n (no point has x = 0, 7 not being a square mod p; the two points
    /// with x = n exist, n^3 + 7 being one): nil there, as for a or b not a valid scalar or Q at
    /// infinity, and the caller takes the two-step path. Otherwise r_e is invertible and s_e, m are
    /// non-zero. The scalar products and the negation are libsecp256k1's `secp256k1_ec_seckey_*`;
    /// nothing is computed by hand.
    static func combination(_ compressed: [UInt8], times a: [UInt8], plusGeneratorTimes b: [UInt8]) -> Point? {
        guard compressed.count == 33, compressed[0] == 2 || compressed[0] == 3, isValidScalar(a), isValidScalar(b)
        else { return nil }
        let x = Array(compressed[1...])
        var recoveryID: Int32 = compressed[0] == 3 ? 1 : 0
        let rE: [UInt8]
        if isValidScalar(x) {
            rE = x
        } else {
            guard let reduced = reduce(x) else { return nil }
            rE = reduced
            recoveryID |= 2
        }
        guard let sE = multiply(a, rE), let bTimesR = multiply(b, rE), let m = negate(bTimesR) else { return nil }
        return recover(compact: rE + sE, recoveryID: recoveryID, hash: m)
    }

    /// Parses a 33-byte compressed or 65-byte uncompressed SEC1 point; nil when it is not on the curve.
    static func parsePoint(_ bytes: [UInt8]) -> Point? {
        var point = secp256k1_pubkey()
        guard secp256k1_ec_pubkey_parse(context, &point, bytes, bytes.count) == 1 else { return nil }
        return Point(raw: point)
    }

    /// The 33-byte compressed SEC1 form of `point`.
    static func compressed(_ point: Point) -> [UInt8] {
        serialize(point, flags: UInt32(SECP256K1_EC_COMPRESSED), length: 33)
    }

    /// The 65-byte uncompressed SEC1 form of `point`.
    static func uncompressed(_ point: Point) -> [UInt8] {
        serialize(point, flags: UInt32(SECP256K1_EC_UNCOMPRESSED), length: 65)
    }

    private static func serialize(_ point: Point, flags: UInt32, length: Int) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: length)
        var outLength = length
        var raw = point.raw
        _ = secp256k1_ec_pubkey_serialize(context, &out, &outLength, &raw, flags)
        return out
    }

    // MARK: - Recoverable ECDSA (EVM)

    /// The 64-byte compact r || s and the recovery id of `key`'s signature of `hash` (32 bytes), with
    /// RFC 6979 nonces and a low s, as libsecp256k1 makes it.
    static func signRecoverable(hash: [UInt8], scalar: [UInt8]) -> (compact: [UInt8], recoveryID: Int32)? {
        var signature = secp256k1_ecdsa_recoverable_signature()
        guard hash.count == 32, scalar.count == 32,
            secp256k1_ecdsa_sign_recoverable(context, &signature, hash, scalar, nil, nil) == 1
        else { return nil }
        var compact = [UInt8](repeating: 0, count: 64)
        var recoveryID: Int32 = 0
        _ = secp256k1_ecdsa_recoverable_signature_serialize_compact(context, &compact, &recoveryID, &signature)
        return (compact, recoveryID)
    }

    /// Whether libsecp256k1 would change `compact`'s s to the low half (n - s): true for a high s.
    /// Nil when r or s is not below n.
    static func isHighS(compact: [UInt8], recoveryID: Int32) -> Bool? {
        guard let recoverable = parseRecoverable(compact: compact, recoveryID: recoveryID) else { return nil }
        var raw = recoverable
        var plain = secp256k1_ecdsa_signature()
        _ = secp256k1_ecdsa_recoverable_signature_convert(context, &plain, &raw)
        var normalized = secp256k1_ecdsa_signature()
        return secp256k1_ecdsa_signature_normalize(context, &normalized, &plain) == 1
    }

    /// The public key that made `compact` (r || s) with `recoveryID` over `hash`, or nil when none did.
    static func recover(compact: [UInt8], recoveryID: Int32, hash: [UInt8]) -> Point? {
        guard hash.count == 32, var signature = parseRecoverable(compact: compact, recoveryID: recoveryID) else {
            return nil
        }
        var point = secp256k1_pubkey()
        guard secp256k1_ecdsa_recover(context, &point, &signature, hash) == 1 else { return nil }
        return Point(raw: point)
    }

    private static func parseRecoverable(compact: [UInt8], recoveryID: Int32) -> secp256k1_ecdsa_recoverable_signature?
    {
        var signature = secp256k1_ecdsa_recoverable_signature()
        guard compact.count == 64, (0...3).contains(recoveryID),
            secp256k1_ecdsa_recoverable_signature_parse_compact(context, &signature, compact, recoveryID) == 1
        else { return nil }
        return signature
    }
}
