internal import CSodium

extension Array where Element == UInt8 {
    /// Overwrites every byte with zero in a way the optimiser does not remove.
    mutating func zeroize() {
        guard !isEmpty else { return }
        withUnsafeMutableBytes { sodium_memzero($0.baseAddress, $0.count) }
    }
}
