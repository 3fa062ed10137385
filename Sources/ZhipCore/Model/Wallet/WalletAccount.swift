import Foundation
public import ZilliqaKit

/// One account of a ``Wallet``: a password-locked key with a name and, in a seed-phrase wallet,
/// the derivation path it came from. A raw-key wallet has exactly one, with no path.
///
/// ```swift
/// for (number, account) in zip(1..., wallet.accounts) { print(number, account.name, account.address.bech32) }
/// ```
public struct WalletAccount: Sendable, Equatable {
    /// What the person calls it ("Account 1" unless renamed): 1 to ``maximumNameLength`` characters.
    public let name: String
    /// Where a seed-phrase wallet derives it; nil for a raw key.
    public let path: DerivationPath?
    /// Its private key, locked with the wallet's password.
    public let keystore: Keystore
    /// Its legacy address (`zil1…`).
    public let address: Address
    /// Its public key; nil only for a raw-key wallet saved before Zhip knew EVM accounts.
    public let publicKey: PublicKey?

    /// The longest name, in characters.
    public static let maximumNameLength = 32

    /// Its EVM account, nil while ``publicKey`` is not known.
    public var evmAddress: EVMAddress? { publicKey?.evmAddress }

    /// An account whose key has `publicKey`.
    /// - Throws: ``WalletError/addressMismatch(named:key:)`` when the keystore names another address.
    public init(name: String, path: DerivationPath?, keystore: Keystore, publicKey: PublicKey) throws(WalletError) {
        let address = publicKey.address
        if let named = keystore.address, named != address, named.bytes != publicKey.evmAddress.bytes {
            throw .addressMismatch(named: named, key: address)
        }
        self.init(name: name, path: path, keystore: keystore, address: address, publicKey: publicKey)
    }

    init(name: String, path: DerivationPath?, keystore: Keystore, address: Address, publicKey: PublicKey?) {
        (self.name, self.path, self.keystore, self.address, self.publicKey) = (name, path, keystore, address, publicKey)
    }

    /// The name of the account numbered `number` until it is renamed: "Account 1", "Account 2"…
    public static func defaultName(number: Int) -> String { "Account \(number)" }

    /// This account called `name`.
    func renamed(_ name: String) -> WalletAccount {
        WalletAccount(name: name, path: path, keystore: keystore, address: address, publicKey: publicKey)
    }

    /// `text` as an account name: trimmed, 1 to ``maximumNameLength`` characters, no control characters.
    /// - Throws: ``WalletError/invalidAccountName(maximumLength:)``.
    public static func validName(_ text: String) throws(WalletError) -> String {
        let name = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard (1...maximumNameLength).contains(name.count),
            !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else { throw .invalidAccountName(maximumLength: maximumNameLength) }
        return name
    }
}

extension WalletAccount: CustomStringConvertible {
    /// The name, address and path; never the keystore's ciphertext.
    public var description: String {
        "WalletAccount(\(name), \(address.bech32)" + (path.map { ", \($0))" } ?? ")")
    }
}

extension WalletAccount: Codable {
    private enum CodingKeys: String, CodingKey {
        case name
        case path
        case keystore
        case publicKey
    }

    /// Reads `{"name","path","keystore","publicKey"}`, the form a seed-phrase wallet keeps each
    /// account in; the key's address must be the keystore's.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name: String
        do {
            name = try Self.validName(try container.decode(String.self, forKey: .name))
        } catch let error as WalletError {
            throw DecodingError.dataCorruptedError(forKey: .name, in: container, debugDescription: error.description)
        }
        let path: DerivationPath
        do {
            path = try DerivationPath(try container.decode(String.self, forKey: .path))
        } catch let error as DerivationPathError {
            throw DecodingError.dataCorruptedError(forKey: .path, in: container, debugDescription: error.description)
        }
        let keystore = try container.decode(Keystore.self, forKey: .keystore)
        let publicKey: PublicKey
        do {
            publicKey = try PublicKey(hex: try container.decode(String.self, forKey: .publicKey))
        } catch let error as DecodingError {
            throw error
        } catch {
            throw DecodingError.dataCorruptedError(
                forKey: .publicKey, in: container, debugDescription: "not a public key: \(error)")
        }
        do {
            try self.init(name: name, path: path, keystore: keystore, publicKey: publicKey)
        } catch {
            throw DecodingError.dataCorruptedError(
                forKey: .keystore, in: container, debugDescription: error.description)
        }
    }

    /// Writes `{"name","path","keystore","publicKey"}`; only seed-phrase accounts are written so.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encodeIfPresent(path?.description, forKey: .path)
        try container.encode(keystore, forKey: .keystore)
        try container.encodeIfPresent(publicKey?.hex, forKey: .publicKey)
    }
}
