extension Address {
    /// The Zilliqa 2.0 migration escrow, `0x00000000005a494c31455343524f5750524f5859` (the bytes
    /// spell "\0\0\0\0\0ZIL1ESCROWPROXY"): once a network takes legacy transactions only when
    /// addressed here, a payment to it lodges ZIL for a later claim with the official recovery tool.
    /// ```swift
    /// Address.migrationEscrow.bech32   // zil1qqqqqqqqtfy5cv292dp4yn6h2pfy7kzec60lqn
    /// ```
    public static let migrationEscrow = Address(
        escrowBytes: Array(repeating: 0, count: 5) + Array("ZIL1ESCROWPROXY".utf8))

    /// True for ``migrationEscrow``.
    public var isMigrationEscrow: Bool { self == .migrationEscrow }

    /// An address from 20 bytes known in this file.
    private init(escrowBytes: [UInt8]) {
        self.bytes = escrowBytes
    }
}
