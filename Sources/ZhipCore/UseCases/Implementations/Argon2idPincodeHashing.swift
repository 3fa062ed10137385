internal import CSodium

/// Pincode hashing with libsodium's Argon2id (`crypto_pwhash_argon2id_str`): a random 16-byte
/// salt per hash, and the result in the standard encoded form
/// `$argon2id$v=19$m=65536,t=2,p=1$<salt>$<hash>`, which carries its own limits so that
/// ``verify(_:against:)`` needs none.
///
/// ```swift
/// let hashing = Argon2idPincodeHashing.interactive       // what the app uses
/// let stored = try hashing.hash(try Pincode("1234"))     // "$argon2id$v=19$m=65536,t=2,p=1$…"
/// ```
///
/// There are only 10 000 pincodes, so whoever can read the stored hash can try them all; the
/// hash keeps that from being instant and keeps the digits off disk, and the lockout in
/// ``DefaultPincodeUseCase`` limits guessing through the app. The wallet's keys are protected by
/// the keystore password, not by the pincode. A check uses the limits written in the stored
/// hash; only someone who can already write the secure store could raise them.
public struct Argon2idPincodeHashing: PincodeHashing {
    /// Passes over memory (`t`).
    public let opsLimit: Int
    /// Memory in bytes (`m`, written in KiB).
    public let memLimit: Int

    /// libsodium's interactive limits: 2 passes over 64 MiB, about 0.1 s per hash or check.
    public static let interactive = Argon2idPincodeHashing(
        opsLimit: Int(crypto_pwhash_argon2id_OPSLIMIT_INTERACTIVE),
        memLimit: Int(crypto_pwhash_argon2id_MEMLIMIT_INTERACTIVE))

    /// libsodium's smallest limits, 1 pass over 8 KiB: real Argon2id in microseconds, for
    /// tests only; never for a stored pincode.
    public static let fastForTests = Argon2idPincodeHashing(
        opsLimit: Int(crypto_pwhash_argon2id_OPSLIMIT_MIN), memLimit: Int(crypto_pwhash_argon2id_MEMLIMIT_MIN))

    private static let sodiumReady: Bool = sodium_init() >= 0

    private init(opsLimit: Int, memLimit: Int) {
        self.opsLimit = opsLimit
        self.memLimit = memLimit
    }

    public func hash(_ pincode: Pincode) throws(PincodeError) -> String {
        guard Self.sodiumReady else { throw .hashingFailed }
        var output = [CChar](repeating: 0, count: Int(crypto_pwhash_argon2id_STRBYTES))
        let status = Self.withPassword(pincode) { password, length in
            crypto_pwhash_argon2id_str(&output, password, length, UInt64(opsLimit), memLimit)
        }
        guard status == 0, let end = output.firstIndex(of: 0) else { throw .hashingFailed }
        return String(decoding: output[..<end].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    public func verify(_ pincode: Pincode, against stored: String) throws(PincodeError) -> Bool {
        guard Self.sodiumReady else { throw .hashingFailed }
        guard stored.utf8.count < Int(crypto_pwhash_argon2id_STRBYTES),
            stored.withCString({ crypto_pwhash_argon2id_str_needs_rehash($0, UInt64(opsLimit), memLimit) }) != -1
        else { throw .savedPincodeUnreadable }
        let status = Self.withPassword(pincode) { password, length in
            stored.withCString { crypto_pwhash_argon2id_str_verify($0, password, length) }
        }
        return status == 0
    }

    /// Runs `body` with the pincode's ASCII digits as a C password and its length; the copy is
    /// wiped afterwards. Nil only if the digits had no storage, which a ``Pincode`` never has.
    private static func withPassword(_ pincode: Pincode, _ body: (UnsafePointer<CChar>, UInt64) -> Int32) -> Int32? {
        pincode.withDigits { digits in
            digits.withUnsafeBufferPointer { bytes in
                bytes.withMemoryRebound(to: CChar.self) { password in
                    password.baseAddress.map { body($0, UInt64(password.count)) }
                }
            }
        }
    }
}
