extension FixedWidthInteger where Self: UnsignedInteger {
    /// The number as exactly `bitWidth / 8` big-endian bytes, most significant first: 4 for a
    /// `UInt32` (a BIP-32 index, a Ledger length), 16 for a `UInt128` (Zilliqa's amount fields).
    var bigEndianBytes: [UInt8] {
        let count = Self.bitWidth / 8
        return (0..<count).map { UInt8(truncatingIfNeeded: self >> (8 * (count - 1 - $0))) }
    }
}
