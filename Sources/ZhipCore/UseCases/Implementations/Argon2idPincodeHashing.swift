import ZilliqaKit

/// Pincode hashing with ZilliqaKit's ``Argon2id`` (libsodium's `crypto_pwhash_argon2id_str`): a
/// random 16-byte salt per hash, and the result in the standard encoded form
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
/// hash; only someone who can already write the secure store could raise them, and past
/// ``ZilliqaKit/Argon2idCost``'s bounds the record is refused as damaged before any hashing.
public struct Argon2idPincodeHashing: PincodeHashing {
    /// Passes over memory (`t`).
    public let opsLimit: Int
    /// Memory in bytes (`m`, written in KiB).
    public let memLimit: Int

    /// libsodium's interactive limits: 2 passes over 64 MiB, about 0.1 s per hash or check.
    public static let interactive = Argon2idPincodeHashing(Argon2id.interactive)

    /// libsodium's smallest limits, 1 pass over 8 KiB: real Argon2id in microseconds, for
    /// tests only; never for a stored pincode.
    public static let fastForTests = Argon2idPincodeHashing(Argon2id.minimum)

    private init(_ limits: Argon2id) {
        opsLimit = limits.opsLimit
        memLimit = limits.memLimit
    }

    public func hash(_ pincode: Pincode) throws(PincodeError) -> String {
        do {
            return try pincode.withDigits { digits throws(Argon2idError) in
                try Argon2id(opsLimit: opsLimit, memLimit: memLimit).hash(digits)
            }
        } catch {
            throw .hashingFailed
        }
    }

    public func verify(_ pincode: Pincode, against stored: String) throws(PincodeError) -> Bool {
        do {
            return try pincode.withDigits { digits throws(Argon2idError) in
                try Argon2id.verify(digits, against: stored)
            }
        } catch .malformedHash {
            throw .savedPincodeUnreadable
        } catch .costOutOfBounds(let cost) {
            throw Self.damaged(cost)
        } catch {
            throw .hashingFailed
        }
    }

    public func checkStored(_ stored: String) throws(PincodeError) {
        do {
            try Argon2idCost(encoded: stored).checkBounds()
        } catch .costOutOfBounds(let cost) {
            throw Self.damaged(cost)
        } catch {
            throw .savedPincodeUnreadable
        }
    }

    private static func damaged(_ cost: Argon2idCost) -> PincodeError {
        .savedPincodeDamaged(
            reason: "its hash asks for \(cost) to check, and at most "
                + "\(Argon2idCost(memoryKiB: Argon2idCost.maximumMemoryKiB, passes: Argon2idCost.maximumPasses, lanes: Argon2idCost.maximumLanes)) "
                + "are checked (Zhip writes 64 MiB, 2 passes, 1 lane)")
    }
}
