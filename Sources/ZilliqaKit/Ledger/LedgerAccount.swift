/// An account on a Ledger device: the path it was derived on, its public key and its EVM address.
public struct LedgerAccount: Sendable, Hashable {
    /// The BIP-32 path the device derived the key on.
    public let path: DerivationPath
    /// The account's public key.
    public let publicKey: PublicKey

    public init(path: DerivationPath, publicKey: PublicKey) {
        self.path = path
        self.publicKey = publicKey
    }

    /// The account's EVM (0x) address.
    public var address: EVMAddress { publicKey.evmAddress }
}
