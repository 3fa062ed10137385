/// How ``DefaultPincodeUseCase`` turns a pincode into what it stores, and checks one against
/// it. The stored text must be safe to keep on disk: salted, slow to brute-force, and never
/// the digits. ``Argon2idPincodeHashing`` is the one to use; tests pass its ``Argon2idPincodeHashing/fastForTests``
/// limits so that each hash takes microseconds instead of a tenth of a second.
///
/// ```swift
/// let hashing: any PincodeHashing = Argon2idPincodeHashing.interactive
/// let stored = try hashing.hash(pincode)
/// let same = try hashing.verify(pincode, against: stored)   // true
/// ```
public protocol PincodeHashing: Sendable {
    /// A new salted hash of `pincode`, as printable text.
    ///
    /// - Throws: ``PincodeError/hashingFailed``.
    func hash(_ pincode: Pincode) throws(PincodeError) -> String

    /// True when `stored` (from ``hash(_:)``) is the hash of `pincode`.
    ///
    /// - Throws: ``PincodeError/savedPincodeUnreadable`` when `stored` is not such a hash.
    func verify(_ pincode: Pincode, against stored: String) throws(PincodeError) -> Bool

    /// Throws when `stored` could not be checked in reasonable time and memory, without hashing
    /// anything: ``DefaultPincodeUseCase`` calls it on every read of the record.
    ///
    /// - Throws: ``PincodeError/savedPincodeDamaged(reason:)``, ``PincodeError/savedPincodeUnreadable``.
    func checkStored(_ stored: String) throws(PincodeError)
}
