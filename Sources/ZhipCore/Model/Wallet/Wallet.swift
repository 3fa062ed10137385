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
    /// Where the key came from.
    public let origin: WalletOrigin
    /// The wallet's accounts, in the order they were added: one for a raw-key wallet, up to
    /// ``maximumAccounts`` for a seed-phrase wallet.
    public let accounts: [WalletAccount]
    /// The position in ``accounts`` of the account the wallet shows and pays from.
    public let currentAccountIndex: Int
    /// A seed-phrase wallet's phrase, locked with the wallet's password as a keystore locks a key;
    /// nil for a raw-key wallet.
    public let sealedRecoveryPhrase: SealedSecret?

    /// The most accounts a seed-phrase wallet holds: bounds the saved file and the work of reading it.
    public static let maximumAccounts = 100

    /// The account the wallet shows and pays from.
    public var currentAccount: WalletAccount { accounts[currentAccountIndex] }
    /// The current account's private key, locked with the user's encryption password.
    public var keystore: Keystore { currentAccount.keystore }
    /// The current account's address: the keystore's own, or for a keystore written without one,
    /// the address of the key found when it was unlocked on import.
    public var address: Address { currentAccount.address }
    /// The current account's public key, known once the wallet has been unlocked (at creation,
    /// import, or later); nil for a raw-key wallet saved without it.
    public var publicKey: PublicKey? { currentAccount.publicKey }
    /// The current account's EVM account, nil while ``publicKey`` is not known.
    public var evmAddress: EVMAddress? { publicKey?.evmAddress }
    /// True for a wallet made from a recovery phrase, which can hold several accounts.
    public var hasRecoveryPhrase: Bool { sealedRecoveryPhrase != nil }

    /// A wallet from a keystore whose file names its address.
    ///
    /// - Throws: ``WalletError/keystoreHasNoAddress`` when it names none: then use
    ///   ``init(keystore:address:origin:)`` with the address of the unlocked key.
    public init(keystore: Keystore, origin: WalletOrigin) throws(WalletError) {
        guard let address = keystore.address else { throw .keystoreHasNoAddress }
        self.init(keystore: keystore, address: address, publicKey: nil, origin: origin)
    }

    /// A wallet whose key has `publicKey`: both its accounts are known.
    ///
    /// - Throws: ``WalletError/addressMismatch(named:key:)`` when the keystore names an address
    ///   that is neither of the key's (an Ethereum keystore names the EVM one).
    public init(keystore: Keystore, publicKey: PublicKey, origin: WalletOrigin) throws(WalletError) {
        let account = try WalletAccount(
            name: WalletAccount.defaultName(number: 1), path: nil, keystore: keystore, publicKey: publicKey)
        self.init(origin: origin, accounts: [account], currentAccountIndex: 0, sealedRecoveryPhrase: nil)
    }

    /// This wallet with its key's public half, once an unlock has found it.
    ///
    /// - Throws: ``WalletError/addressMismatch(named:key:)`` when `publicKey` is not this
    ///   wallet's key.
    public func knowing(_ publicKey: PublicKey) throws(WalletError) -> Wallet {
        guard publicKey.address == address else { throw .addressMismatch(named: address, key: publicKey.address) }
        let known = try WalletAccount(
            name: currentAccount.name, path: currentAccount.path, keystore: keystore, publicKey: publicKey)
        return replacingCurrentAccount(with: known)
    }

    /// A wallet whose key has `address`.
    ///
    /// - Throws: ``WalletError/addressMismatch(named:key:)`` when the keystore names another
    ///   address.
    public init(keystore: Keystore, address: Address, origin: WalletOrigin) throws(WalletError) {
        if let named = keystore.address, named != address {
            throw .addressMismatch(named: named, key: address)
        }
        self.init(keystore: keystore, address: address, publicKey: nil, origin: origin)
    }

    /// A seed-phrase wallet: its sealed phrase and its first account.
    public init(sealedRecoveryPhrase: SealedSecret, firstAccount: WalletAccount, origin: WalletOrigin) {
        self.init(
            origin: origin, accounts: [firstAccount], currentAccountIndex: 0,
            sealedRecoveryPhrase: sealedRecoveryPhrase)
    }

    private init(keystore: Keystore, address: Address, publicKey: PublicKey?, origin: WalletOrigin) {
        let account = WalletAccount(
            name: WalletAccount.defaultName(number: 1), path: nil, keystore: keystore, address: address,
            publicKey: publicKey)
        self.init(origin: origin, accounts: [account], currentAccountIndex: 0, sealedRecoveryPhrase: nil)
    }

    /// Every field as given; the callers keep `accounts` non-empty and the index in range.
    init(origin: WalletOrigin, accounts: [WalletAccount], currentAccountIndex: Int, sealedRecoveryPhrase: SealedSecret?)
    {
        precondition(accounts.indices.contains(currentAccountIndex), "a wallet's current account is one of its own")
        self.origin = origin
        self.accounts = accounts
        self.currentAccountIndex = currentAccountIndex
        self.sealedRecoveryPhrase = sealedRecoveryPhrase
    }

    /// This wallet with `account` in place of the current one.
    func replacingCurrentAccount(with account: WalletAccount) -> Wallet {
        var accounts = accounts
        accounts[currentAccountIndex] = account
        return Wallet(
            origin: origin, accounts: accounts, currentAccountIndex: currentAccountIndex,
            sealedRecoveryPhrase: sealedRecoveryPhrase)
    }
}

extension Wallet: Codable {
    private enum CodingKeys: String, CodingKey {
        case keystore
        case origin
        case address
        case publicKey
        case accountName
        case recoveryPhrase
    }

    /// A seed-phrase wallet's own part of the file.
    private enum PhraseKeys: String, CodingKey {
        case sealed
        case accounts
        case currentAccount
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let origin = try container.decode(WalletOrigin.self, forKey: .origin)
        let current = try Self.decodeCurrentAccount(from: container)
        guard container.contains(.recoveryPhrase) else {
            self.init(origin: origin, accounts: [current], currentAccountIndex: 0, sealedRecoveryPhrase: nil)
            return
        }
        let phrase = try container.nestedContainer(keyedBy: PhraseKeys.self, forKey: .recoveryPhrase)
        let sealed = try phrase.decode(SealedSecret.self, forKey: .sealed)
        var list = try phrase.nestedUnkeyedContainer(forKey: .accounts)
        var accounts: [WalletAccount] = []
        while !list.isAtEnd {
            guard accounts.count < Self.maximumAccounts else {
                throw DecodingError.dataCorruptedError(
                    forKey: .accounts, in: phrase,
                    debugDescription: "more than \(Self.maximumAccounts) accounts, more than a wallet holds")
            }
            accounts.append(try list.decode(WalletAccount.self))
        }
        let index = try phrase.decode(Int.self, forKey: .currentAccount)
        guard accounts.indices.contains(index) else {
            throw DecodingError.dataCorruptedError(
                forKey: .currentAccount, in: phrase, debugDescription: "not one of the \(accounts.count) accounts")
        }
        guard Set(accounts.compactMap(\.path)).count == accounts.count else {
            throw DecodingError.dataCorruptedError(
                forKey: .accounts, in: phrase, debugDescription: "two accounts have the same derivation path")
        }
        guard accounts[index].keystore == current.keystore, accounts[index].address == current.address else {
            throw DecodingError.dataCorruptedError(
                forKey: .keystore, in: container, debugDescription: "not the current account's keystore")
        }
        self.init(origin: origin, accounts: accounts, currentAccountIndex: index, sealedRecoveryPhrase: sealed)
    }

    /// The top-level account: a raw-key wallet's only one, a seed-phrase wallet's current one.
    private static func decodeCurrentAccount(from container: KeyedDecodingContainer<CodingKeys>) throws
        -> WalletAccount
    {
        let keystore = try container.decode(Keystore.self, forKey: .keystore)
        let text = try container.decode(String.self, forKey: .address)
        let address: Address
        do {
            address = try Address(text)
        } catch {
            throw DecodingError.dataCorruptedError(
                forKey: .address, in: container, debugDescription: "not a Zilliqa address: \(error)")
        }
        var name = WalletAccount.defaultName(number: 1)
        if let saved = try container.decodeIfPresent(String.self, forKey: .accountName) {
            do { name = try WalletAccount.validName(saved) } catch {
                throw DecodingError.dataCorruptedError(
                    forKey: .accountName, in: container, debugDescription: error.description)
            }
        }
        guard let publicKeyHex = try container.decodeIfPresent(String.self, forKey: .publicKey) else {
            if let named = keystore.address, named != address {
                throw DecodingError.dataCorruptedError(
                    forKey: .keystore, in: container,
                    debugDescription: WalletError.addressMismatch(named: named, key: address).description)
            }
            return WalletAccount(name: name, path: nil, keystore: keystore, address: address, publicKey: nil)
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
        do {
            return try WalletAccount(name: name, path: nil, keystore: keystore, publicKey: publicKey)
        } catch {
            throw DecodingError.dataCorruptedError(
                forKey: .keystore, in: container, debugDescription: error.description)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(keystore, forKey: .keystore)
        try container.encode(origin, forKey: .origin)
        try container.encode(address.checksummed, forKey: .address)
        try container.encodeIfPresent(publicKey?.hex, forKey: .publicKey)
        guard let sealedRecoveryPhrase else {
            if currentAccount.name != WalletAccount.defaultName(number: 1) {
                try container.encode(currentAccount.name, forKey: .accountName)
            }
            return
        }
        var phrase = container.nestedContainer(keyedBy: PhraseKeys.self, forKey: .recoveryPhrase)
        try phrase.encode(sealedRecoveryPhrase, forKey: .sealed)
        try phrase.encode(accounts, forKey: .accounts)
        try phrase.encode(currentAccountIndex, forKey: .currentAccount)
    }
}

extension Wallet: CustomStringConvertible {
    /// The address and origin; the keystore's ciphertext never.
    public var description: String {
        "Wallet(address: \(address.bech32), origin: \(origin.rawValue)"
            + (hasRecoveryPhrase ? ", accounts: \(accounts.count))" : ")")
    }
}

extension Wallet {
    /// When a wallet's ``evmAddress`` becomes known, for every place that shows it missing: "it is
    /// saved at the wallet's next unlock (a send, or <revealingTheKey>)", `revealingTheKey` naming
    /// how that place reveals the private key (the app's backup, `zhip-cli wallet backup`).
    public static func evmAddressSavedAtNextUnlock(revealingTheKey: String) -> String {
        "it is saved at the wallet's next unlock (a send, or \(revealingTheKey))"
    }
}
