public import ZilliqaKit

/// The user's wallet: a password-locked ``Keystore``, the address its key has, and where the
/// key came from. This is what ``SecurePersistence`` keeps under ``SecurePersistenceKey/wallet``;
/// nothing in it is secret without the password.
///
/// ```swift
/// let wallet = try await Container.shared.createWalletUseCase().createNewWallet(encryptionPassword: password)
/// wallet.address.bech32        // "zil1…", to receive funds
/// try Container.shared.walletStorageUseCase().save(wallet: wallet)
/// ```
///
/// Stored as `{"address":"0x…","keystore":{…zilliqa-js keystore…},"origin":"generated"}`.
/// Reading checks that the address is one and that it agrees with the keystore's own, so a
/// hand-edited file is refused rather than shown with the wrong address.
public struct Wallet: Sendable, Equatable {
    /// The private key, locked with the user's encryption password.
    public let keystore: Keystore
    /// Where the key came from.
    public let origin: WalletOrigin
    /// The address of the key: the keystore's own, or for a keystore written without one, the
    /// address of the key found when it was unlocked on import.
    public let address: Address

    /// A wallet from a keystore whose file names its address.
    ///
    /// - Throws: ``WalletError/keystoreHasNoAddress`` when it names none: then use
    ///   ``init(keystore:address:origin:)`` with the address of the unlocked key.
    public init(keystore: Keystore, origin: WalletOrigin) throws(WalletError) {
        guard let address = keystore.address else { throw .keystoreHasNoAddress }
        self.keystore = keystore
        self.origin = origin
        self.address = address
    }

    /// A wallet whose key has `address`.
    ///
    /// - Throws: ``WalletError/addressMismatch(named:key:)`` when the keystore names another
    ///   address.
    public init(keystore: Keystore, address: Address, origin: WalletOrigin) throws(WalletError) {
        if let named = keystore.address, named != address {
            throw .addressMismatch(named: named, key: address)
        }
        self.keystore = keystore
        self.origin = origin
        self.address = address
    }
}

extension Wallet: Codable {
    private enum CodingKeys: String, CodingKey {
        case keystore
        case origin
        case address
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let keystore = try container.decode(Keystore.self, forKey: .keystore)
        let origin = try container.decode(WalletOrigin.self, forKey: .origin)
        let text = try container.decode(String.self, forKey: .address)
        let address: Address
        do {
            address = try Address(text)
        } catch {
            throw DecodingError.dataCorruptedError(
                forKey: .address, in: container, debugDescription: "not a Zilliqa address: \(error)")
        }
        try self.init(keystore: keystore, address: address, origin: origin)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(keystore, forKey: .keystore)
        try container.encode(origin, forKey: .origin)
        try container.encode(address.checksummed, forKey: .address)
    }
}

extension Wallet: CustomStringConvertible {
    /// The address and origin; the keystore's ciphertext never.
    public var description: String { "Wallet(address: \(address.bech32), origin: \(origin.rawValue))" }
}
