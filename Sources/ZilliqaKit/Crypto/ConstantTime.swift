internal import CSodium

/// Comparisons whose running time does not depend on where the inputs differ.
///
/// ```swift
/// guard ConstantTime.equal(expectedMAC, givenMAC) else { throw .wrongPassword }
/// ```
public enum ConstantTime {
    /// True when `lhs` and `rhs` have the same length and the same bytes; the time taken
    /// depends on the length only (libsodium's `sodium_memcmp`).
    public static func equal(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        Sodium.ensureInitialized()
        return sodium_memcmp(lhs, rhs, lhs.count) == 0
    }

    /// The same for bytes in place (a ``SecretText``'s), without copying them into arrays.
    static func equal(_ lhs: UnsafeRawBufferPointer, _ rhs: UnsafeRawBufferPointer) -> Bool {
        guard lhs.count == rhs.count else { return false }
        guard let left = lhs.baseAddress, let right = rhs.baseAddress else { return true }
        Sodium.ensureInitialized()
        return sodium_memcmp(left, right, lhs.count) == 0
    }
}
