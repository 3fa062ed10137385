/// A secp256k1 private key: a 32-byte scalar d with 1 <= d < n, held in memory that is wiped
/// when the last copy of the key is released.
///
/// It never shows itself: `description`, `debugDescription` and `dump` print
/// `PrivateKey(redacted)`. Ask for the hex explicitly with ``revealedHex()``.
///
/// ```swift
/// let key = PrivateKey()                       // fresh, from libsodium's randomness
/// let same = try PrivateKey(hex: "0x0E89…C638") // 64 hex, any case
/// key.publicKey.address.bech32                  // "zil1…"
/// ```
public struct PrivateKey: Sendable {
    /// The scalar in self-wiping storage.
    let secret: SecureBytes

    /// A new random key from libsodium's CSPRNG.
    public init() {
        while true {
            var candidate = SecureRandom.bytes(32)
            defer { candidate.zeroize() }
            if Secp256k1.isValidScalar(candidate) {
                secret = SecureBytes(candidate)
                return
            }
        }
    }

    /// The key with these 32 big-endian bytes.
    /// - Throws: ``PrivateKeyError/wrongLength(_:)`` or ``PrivateKeyError/outOfRange``.
    public init(bytes: [UInt8]) throws(PrivateKeyError) {
        guard bytes.count == 32 else { throw .wrongLength(bytes.count * 2) }
        guard Secp256k1.isValidScalar(bytes) else { throw .outOfRange }
        secret = SecureBytes(bytes)
    }

    /// A key over storage already holding a valid scalar: for tests that read the storage back
    /// (``SecureBytes/init(borrowing:count:)``) to see it wiped once the last copy of the key is gone.
    init(secret: SecureBytes) {
        self.secret = secret
    }

    /// The key written as 64 hex digits, with an optional `0x`, in any case; surrounding
    /// white space (a trailing newline from a file) is ignored.
    public init(hex: String) throws(PrivateKeyError) {
        let trimmed = Hex.stripPrefix(hex.trimmingWhitespace())
        guard trimmed.utf8.count == 64 else { throw .wrongLength(trimmed.utf8.count) }
        var bytes: [UInt8]
        do {
            bytes = try Hex.decode(trimmed)
        } catch {
            if case .notHex(let position) = error { throw .notHex(position: position) }
            throw .wrongLength(trimmed.utf8.count)
        }
        defer { bytes.zeroize() }
        try self.init(bytes: bytes)
    }

    /// The public key d*G.
    public var publicKey: PublicKey {
        withScalar { scalar in
            guard let point = Secp256k1.multiplyGenerator(scalar) else {
                preconditionFailure("a range-checked private key always has a public key")
            }
            return PublicKey(point: point)
        }
    }

    /// The 64 lowercase hex digits of the key. Only for a user who asked to see it.
    public func revealedHex() -> String {
        secret.withUnsafeBytes { Hex.encode($0) }
    }

    /// Runs `body` with a copy of the scalar that is wiped afterwards.
    func withScalar<R>(_ body: ([UInt8]) throws -> R) rethrows -> R {
        var scalar = secret.copyBytes()
        defer { scalar.zeroize() }
        return try body(scalar)
    }
}

extension PrivateKey: Equatable {
    /// Compared in constant time.
    public static func == (lhs: PrivateKey, rhs: PrivateKey) -> Bool {
        lhs.withScalar { left in rhs.withScalar { right in ConstantTime.equal(left, right) } }
    }
}

extension PrivateKey: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public var description: String { "PrivateKey(redacted)" }
    public var debugDescription: String { description }
    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}

/// Why some bytes or text are not a private key.
public enum PrivateKeyError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A private key is 64 hex characters; this had the given number.
    case wrongLength(Int)
    /// The character at this position is not a hex digit.
    case notHex(position: Int)
    /// The number is zero or not below the secp256k1 group order.
    case outOfRange

    public var description: String {
        switch self {
        case .wrongLength(let count):
            "a private key is 64 hex characters, found \(count)"
        case .notHex(let position):
            "a private key is hex; the character at position \(position) is not a hex digit"
        case .outOfRange:
            "not a valid secp256k1 private key: it must be between 1 and the curve order minus 1"
        }
    }
}
