#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Array where Element == UInt8 {
    /// Overwrites every byte with zero (read files that held a password or a key).
    ///
    /// The buffer is released through the Swift runtime right after, an opaque call, so the
    /// compiler cannot treat this `memset` as a dead store and drop it.
    mutating func wipe() {
        withUnsafeMutableBytes { raw in
            guard let base = raw.baseAddress else { return }
            _ = memset(base, 0, raw.count)
        }
    }
}
