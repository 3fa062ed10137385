public import ZilliqaKit

/// An account the home watches without holding its key: a name and the address (in the form it was
/// given). Read commands show it as any account; nothing can be signed for it here.
///
/// ```swift
/// let account = WatchedAccount(name: "Savings", address: try WatchedAddress("0x7E5F…"))
/// account.address.otherForm      // "zil1…"
/// ```
public struct WatchedAccount: Sendable, Hashable {
    /// What the person calls it ("Watched 1" unless named): 1 to ``WalletAccount/maximumNameLength`` characters.
    public let name: String
    /// Its 20 bytes and the form they were given in.
    public let address: WatchedAddress

    public init(name: String, address: WatchedAddress) {
        self.name = name
        self.address = address
    }

    /// Its 20 bytes, as the EVM reads them.
    public var evmAddress: EVMAddress { address.address }
}

extension WatchedAccount: Codable {
    private enum CodingKeys: String, CodingKey {
        case name, address
    }

    /// Read bounded: a name as an account's, an address in either form (its form is how it is written).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        do {
            name = try WalletAccount.validName(try container.decode(String.self, forKey: .name))
            address = try WatchedAddress(try container.decode(String.self, forKey: .address))
        } catch let error as DecodingError {
            throw error
        } catch {
            throw DecodingError.dataCorruptedError(forKey: .address, in: container, debugDescription: "\(error)")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(address.shown, forKey: .address)
    }
}
