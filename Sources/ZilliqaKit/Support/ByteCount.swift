/// A size in bytes in words for error messages: `1 GiB`, `256 MiB`, `8 KiB`, or `1500 bytes`
/// (rounded down to whole units from KiB up, so a bound never reads larger than it is).
///
/// ```swift
/// ByteCount.words(256 << 20)   // "256 MiB"
/// ```
enum ByteCount {
    /// `bytes` in the largest binary unit it holds at least once.
    static func words(_ bytes: Int) -> String {
        for (shift, unit) in [(40, "TiB"), (30, "GiB"), (20, "MiB"), (10, "KiB")] where bytes >= 1 << shift {
            return "\(bytes >> shift) \(unit)"
        }
        return "\(bytes) bytes"
    }
}
