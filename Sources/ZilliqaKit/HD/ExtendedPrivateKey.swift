/// A BIP-32 extended private key: a secp256k1 key and its chain code, from which child keys
/// derive (HMAC-SHA512 from libsodium, the scalar addition from libsecp256k1).
///
/// It never shows itself: `description` prints `ExtendedPrivateKey(redacted)`.
/// ```swift
/// let master = try ExtendedPrivateKey(seed: phrase.seed())
/// let account = try master.derived(DerivationPreset.zilliqa.path(account: 0)).privateKey
/// ```
public struct ExtendedPrivateKey: Sendable {
    /// The key.
    public let privateKey: PrivateKey
    private let chainCodeBytes: SecureBytes

    /// The master key of `seed` (16 to 64 bytes): HMAC-SHA512 keyed with "Bitcoin seed".
    /// - Throws: ``BIP32Error/invalidSeed`` when the seed gives no valid key (about 1 in 2^127).
    public init(seed: [UInt8]) throws(BIP32Error) {
        guard (16...64).contains(seed.count) else { throw .seedLength(seed.count) }
        var digest = HMACSHA512.authenticate(key: Array("Bitcoin seed".utf8), seed)
        defer { digest.zeroize() }
        var master = Array(digest[0..<32])
        defer { master.zeroize() }
        guard let key = try? PrivateKey(bytes: master) else { throw .invalidSeed }
        self.init(privateKey: key, chainCodeOf: digest)
    }

    /// `privateKey` with the chain code in `digest`'s second half, copied straight into wiping
    /// storage (a temporary array of it would be freed unwiped).
    private init(privateKey: PrivateKey, chainCodeOf digest: [UInt8]) {
        self.privateKey = privateKey
        chainCodeBytes = SecureBytes(capacity: 32) { storage in
            digest.withUnsafeBytes { storage.copyMemory(from: UnsafeRawBufferPointer(rebasing: $0[32..<64])) }
            return 32
        }
    }

    /// The chain code, for tests against the BIP-32 vectors; the caller zeroes it.
    func chainCode() -> [UInt8] { chainCodeBytes.copyBytes() }

    /// The child at `index` (hardened at or above 2^31).
    /// - Throws: ``BIP32Error/invalidChild(_:)`` when IL ≥ n or the key would be zero, which the
    ///   spec says to skip (``derived(_:)`` then takes the next index).
    public func child(_ index: UInt32) throws(BIP32Error) -> ExtendedPrivateKey {
        let indexBytes = index.bigEndianBytes
        var chain = chainCode()
        defer { chain.zeroize() }
        var digest: [UInt8]
        if index >= DerivationPath.hardenedOffset {
            digest = privateKey.withScalar { scalar in HMACSHA512.authenticate(key: chain, [0], scalar, indexBytes) }
        } else {
            digest = HMACSHA512.authenticate(key: chain, privateKey.publicKey.compressed, indexBytes)
        }
        defer { digest.zeroize() }
        var tweak = Array(digest[0..<32])
        defer { tweak.zeroize() }
        var sum = privateKey.withScalar { scalar in Secp256k1.add(scalar, tweak) }
        defer { sum?.zeroize() }
        guard let sum, let key = try? PrivateKey(bytes: sum) else { throw .invalidChild(index) }
        return ExtendedPrivateKey(privateKey: key, chainCodeOf: digest)
    }

    /// The key at `path` below this one; an index whose key is invalid is skipped for the next
    /// one (of the same kind), as BIP-32 says.
    public func derived(_ path: DerivationPath) throws(BIP32Error) -> ExtendedPrivateKey {
        var key = self
        for index in path.indexes {
            var candidate = index
            while true {
                do {
                    key = try key.child(candidate)
                    break
                } catch {
                    let next = candidate &+ 1
                    // Stay within the hardened (or the normal) half.
                    guard (next >= DerivationPath.hardenedOffset) == (index >= DerivationPath.hardenedOffset) else {
                        throw error
                    }
                    candidate = next
                }
            }
        }
        return key
    }
}

extension ExtendedPrivateKey: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public var description: String { "ExtendedPrivateKey(redacted)" }
    public var debugDescription: String { description }
    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}

/// Why a BIP-32 key could not be derived.
public enum BIP32Error: Error, Sendable, Hashable, CustomStringConvertible {
    /// A seed is 16 to 64 bytes.
    case seedLength(Int)
    /// The seed's master key is not a valid secp256k1 key (about 1 in 2^127).
    case invalidSeed
    /// The child at this index has no valid key, nor any later index of its kind.
    case invalidChild(UInt32)

    public var description: String {
        switch self {
        case .seedLength(let count): "a BIP-32 seed is 16 to 64 bytes, not \(count)"
        case .invalidSeed: "this seed gives no valid master key; use another phrase"
        case .invalidChild(let index): "no valid key at index \(index) of this path or after it"
        }
    }
}
