internal import CSodium

/// Argon2id password hashing from libsodium (`crypto_pwhash_argon2id_str`), in its standard
/// encoded form `$argon2id$v=19$m=<KiB>,t=<passes>,p=1$<salt>$<hash>`: a fresh random 16-byte
/// salt and a 32-byte hash, the limits written beside them so that a check needs none.
///
/// ```swift
/// let stored = try Argon2id.interactive.hash(Array("0258".utf8))   // "$argon2id$v=19$m=65536,t=2,p=1$…"
/// let matches = try Argon2id.verify(Array("0258".utf8), against: stored)
/// ```
/// The password bytes are only read; the caller zeroizes its copy.
public struct Argon2id: Sendable, Equatable {
    /// Passes over memory (`t` in the encoded form); libsodium takes at least 1.
    public let opsLimit: Int
    /// Memory in bytes (`m` in the encoded form, written in KiB); libsodium takes at least 8 KiB.
    public let memLimit: Int

    /// Hashing with these limits; limits libsodium refuses make ``hash(_:)`` throw.
    public init(opsLimit: Int, memLimit: Int) {
        self.opsLimit = opsLimit
        self.memLimit = memLimit
    }

    /// libsodium's interactive limits: 2 passes over 64 MiB, about 0.1 s per hash or check.
    public static let interactive = Argon2id(
        opsLimit: Int(crypto_pwhash_argon2id_OPSLIMIT_INTERACTIVE),
        memLimit: Int(crypto_pwhash_argon2id_MEMLIMIT_INTERACTIVE))

    /// libsodium's smallest limits, 1 pass over 8 KiB: real Argon2id in microseconds, for tests;
    /// far too weak for anything stored.
    public static let minimum = Argon2id(
        opsLimit: Int(crypto_pwhash_argon2id_OPSLIMIT_MIN), memLimit: Int(crypto_pwhash_argon2id_MEMLIMIT_MIN))

    /// The encoded hash of `password` with a fresh random salt.
    /// - Throws: ``Argon2idError/hashingFailed`` when libsodium refuses the limits or cannot
    ///   get the memory.
    public func hash(_ password: [UInt8]) throws(Argon2idError) -> String {
        guard Sodium.isReady, opsLimit >= 0, memLimit >= 0 else { throw .hashingFailed }
        var output = [CChar](repeating: 0, count: Int(crypto_pwhash_argon2id_STRBYTES))
        let status = Self.withCPassword(password) { bytes, length in
            crypto_pwhash_argon2id_str(&output, bytes, length, UInt64(opsLimit), memLimit)
        }
        guard status == 0, let end = output.firstIndex(of: 0) else { throw .hashingFailed }
        return String(decoding: output[..<end].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// True when `password` is the one `encoded` was made from; the check runs with the limits
    /// written in `encoded`, so only whoever can write it can make the check slow.
    /// - Throws: ``Argon2idError/malformedHash`` when `encoded` is not an Argon2id hash in the
    ///   encoded form, ``Argon2idError/costOutOfBounds(_:)`` when its limits are past
    ///   ``Argon2idCost``'s bounds (checked before libsodium runs), ``Argon2idError/hashingFailed``
    ///   when libsodium cannot start.
    public static func verify(_ password: [UInt8], against encoded: String) throws(Argon2idError) -> Bool {
        guard Sodium.isReady else { throw .hashingFailed }
        // needs_rehash answers -1 exactly when the string does not decode; the limits only decide 0 or 1.
        guard encoded.utf8.count < Int(crypto_pwhash_argon2id_STRBYTES),
            encoded.withCString({
                crypto_pwhash_argon2id_str_needs_rehash($0, UInt64(minimum.opsLimit), minimum.memLimit)
            }) != -1
        else { throw .malformedHash }
        try Argon2idCost(encoded: encoded).checkBounds()
        let status = withCPassword(password) { bytes, length in
            encoded.withCString { crypto_pwhash_argon2id_str_verify($0, bytes, length) }
        }
        return status == 0
    }

    /// Runs `body` with `password` seen as C characters and its length, without copying it.
    private static func withCPassword(
        _ password: [UInt8], _ body: (UnsafePointer<CChar>, UInt64) -> Int32
    ) -> Int32 {
        password.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { characters in
                guard let base = characters.baseAddress else { return "".withCString { body($0, 0) } }
                return body(base, UInt64(characters.count))
            }
        }
    }
}
