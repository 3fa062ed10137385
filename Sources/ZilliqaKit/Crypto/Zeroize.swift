internal import CSodium

extension Array where Element == UInt8 {
    /// Overwrites every byte with zero through libsodium's `sodium_memzero`, which the
    /// optimiser does not remove (a plain `memset` before the buffer dies may be). For
    /// password and key bytes a front end reads from files or terminals.
    public mutating func zeroize() {
        guard !isEmpty else { return }
        withUnsafeMutableBytes { sodium_memzero($0.baseAddress, $0.count) }
    }
}
