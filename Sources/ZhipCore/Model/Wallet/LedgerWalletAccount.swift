public import ZilliqaKit

/// One account of a ``LedgerWallet``: a name, the path the device derives it on, and its public key
/// (the device's own answer when the account was added); no key is kept.
public struct LedgerWalletAccount: Sendable, Hashable {
    /// What the person calls it ("Account 1" unless renamed).
    public let name: String
    /// The BIP-32 path the Ledger derives the account's key on.
    public let path: DerivationPath
    /// The account's public key, as the device gave it.
    public let publicKey: PublicKey

    public init(name: String, path: DerivationPath, publicKey: PublicKey) {
        self.name = name
        self.path = path
        self.publicKey = publicKey
    }

    /// The account the device gave, called `name`.
    public init(name: String, device account: LedgerAccount) {
        self.init(name: name, path: account.path, publicKey: account.publicKey)
    }

    /// Its EVM (0x) account: the only account a Ledger wallet has (the Ethereum app signs no
    /// legacy transaction).
    public var address: EVMAddress { publicKey.evmAddress }
}

extension LedgerWalletAccount: Codable {
    private enum CodingKeys: String, CodingKey {
        case name, path, publicKey, address
    }

    /// Read with its address, which must be its public key's: a hand-edited file is refused.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        do {
            name = try WalletAccount.validName(try container.decode(String.self, forKey: .name))
            path = try DerivationPath(try container.decode(String.self, forKey: .path))
            publicKey = try PublicKey(hex: try container.decode(String.self, forKey: .publicKey))
        } catch let error as DecodingError {
            throw error
        } catch {
            throw DecodingError.dataCorruptedError(forKey: .publicKey, in: container, debugDescription: "\(error)")
        }
        guard path.indexes.count <= EthereumApp.maximumPathDepth else {
            throw DecodingError.dataCorruptedError(forKey: .path, in: container, debugDescription: "too deep a path")
        }
        let saved = try container.decode(String.self, forKey: .address)
        guard let named = try? EVMAddress(saved), named == address else {
            throw DecodingError.dataCorruptedError(
                forKey: .address, in: container, debugDescription: "not the address of the account's public key")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(path.description, forKey: .path)
        try container.encode(publicKey.hex, forKey: .publicKey)
        try container.encode(address.checksummed, forKey: .address)
    }
}
