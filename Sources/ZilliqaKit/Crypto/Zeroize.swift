internal import CSodium

extension Array where Element == UInt8 {
    /// Overwrites every byte with zero through libsodium's `sodium_memzero`, which the
    /// optimiser does not remove (a plain `memset` before the buffer dies may be). For
    /// password and key bytes a front end reads from files or terminals.
    public mutating func zeroize() {
        guard !isEmpty else { return }
        withUnsafeMutableBytes { $0.zeroize() }
    }
}

extension UnsafeMutableRawBufferPointer {
    /// Overwrites every byte with zero through `sodium_memzero`, as `[UInt8].zeroize()` does:
    /// for secret storage a caller allocated itself, before it deallocates it.
    public func zeroize() {
        guard let baseAddress, count > 0 else { return }
        sodium_memzero(baseAddress, count)
    }
}
