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
/// Stored as `{"address":"0x…","keystore":{…keystore…},"origin":"generated","publicKey":"03…"}`.
/// Reading checks that the address is one and that it agrees with the keystore's own and the
/// public key's, so a hand-edited file is refused rather than shown with the wrong address.
///
/// One key has two accounts on Zilliqa 2.0: the legacy ``address`` (`zil1…`) and the EVM
/// ``evmAddress`` (`0x…`). The EVM address needs the public key, which a wallet saved before
/// Zhip knew EVM accounts does not have until it is next unlocked (``publicKey`` nil).
public struct Wallet: Sendable, Equatable {
    /// The private key, locked with the user's encryption password.
    public let keystore: Keystore
    /// Where the key came from.
    public let origin: WalletOrigin
    /// The address of the key: the keystore's own, or for a keystore written without one, the
    /// address of the key found when it was unlocked on import.
    public let address: Address
    /// The key's public half, known once the wallet has been unlocked (at creation, import, or
    /// later); nil for a wallet saved without it.
    public let publicKey: PublicKey?

    /// The key's EVM account, nil while ``publicKey`` is not known.
    public var evmAddress: EVMAddress? { publicKey?.evmAddress }

    /// A wallet from a keystore whose file names its address.
    ///
    /// - Throws: ``WalletError/keystoreHasNoAddress`` when it names none: then use
    ///   ``init(keystore:address:origin:)`` with the address of the unlocked key.
    public init(keystore: Keystore, origin: WalletOrigin) throws(WalletError) {
        guard let address = keystore.address else { throw .keystoreHasNoAddress }
        self.keystore = keystore
        self.origin = origin
        self.address = address
        self.publicKey = nil
    }

    /// A wallet whose key has `publicKey`: both its accounts are known.
    ///
    /// - Throws: ``WalletError/addressMismatch(named:key:)`` when the keystore names an address
    ///   that is neither of the key's (an Ethereum keystore names the EVM one).
    public init(keystore: Keystore, publicKey: PublicKey, origin: WalletOrigin) throws(WalletError) {
        let address = publicKey.address
        if let named = keystore.address, named != address, named.bytes != publicKey.evmAddress.bytes {
            throw .addressMismatch(named: named, key: address)
        }
        self.keystore = keystore
        self.origin = origin
        self.address = address
        self.publicKey = publicKey
    }

    /// This wallet with its key's public half, once an unlock has found it.
    ///
    /// - Throws: ``WalletError/addressMismatch(named:key:)`` when `publicKey` is not this
    ///   wallet's key.
    public func knowing(_ publicKey: PublicKey) throws(WalletError) -> Wallet {
        guard publicKey.address == address else { throw .addressMismatch(named: address, key: publicKey.address) }
        return try Wallet(keystore: keystore, publicKey: publicKey, origin: origin)
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
        self.publicKey = nil
    }
}

extension Wallet: Codable {
    private enum CodingKeys: String, CodingKey {
        case keystore
        case origin
        case address
        case publicKey
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
        guard let publicKeyHex = try container.decodeIfPresent(String.self, forKey: .publicKey) else {
            try self.init(keystore: keystore, address: address, origin: origin)
            return
        }
        let publicKey: PublicKey
        do {
            publicKey = try PublicKey(hex: publicKeyHex)
        } catch {
            throw DecodingError.dataCorruptedError(
                forKey: .publicKey, in: container, debugDescription: "not a public key: \(error)")
        }
        guard publicKey.address == address else {
            throw DecodingError.dataCorruptedError(
                forKey: .publicKey, in: container,
                debugDescription: WalletError.addressMismatch(named: address, key: publicKey.address).description)
        }
        try self.init(keystore: keystore, publicKey: publicKey, origin: origin)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(keystore, forKey: .keystore)
        try container.encode(origin, forKey: .origin)
        try container.encode(address.checksummed, forKey: .address)
        try container.encodeIfPresent(publicKey?.hex, forKey: .publicKey)
    }
}

extension Wallet: CustomStringConvertible {
    /// The address and origin; the keystore's ciphertext never.
    public var description: String { "Wallet(address: \(address.bech32), origin: \(origin.rawValue))" }
}

extension Wallet {
    /// When a wallet's ``evmAddress`` becomes known, for every place that shows it missing: "it is
    /// saved at the wallet's next unlock (a send, or <revealingTheKey>)", `revealingTheKey` naming
    /// how that place reveals the private key (the app's backup, `zhip-cli wallet backup`).
    public static func evmAddressSavedAtNextUnlock(revealingTheKey: String) -> String {
        "it is saved at the wallet's next unlock (a send, or \(revealingTheKey))"
    }
}
