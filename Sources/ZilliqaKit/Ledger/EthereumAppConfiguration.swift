/// The Ethereum app's settings and version, as GET APP CONFIGURATION answers them.
public struct EthereumAppConfiguration: Sendable, Hashable {
    /// The app's flags byte: bit 0x01 is blind signing ("arbitrary data") on.
    public let flags: UInt8
    /// The app's version, "major.minor.patch".
    public let version: String

    public init(flags: UInt8, version: String) {
        self.flags = flags
        self.version = version
    }

    /// Whether the app signs contract data and EIP-712 hashes it cannot show (off by default).
    public var blindSigningEnabled: Bool { flags & 0x01 != 0 }
}
