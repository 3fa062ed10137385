public import ZilliqaKit

/// The accounts a home watches, in the order they were added (at most ``maximumAccounts``), and the
/// one in use, if any: nil when the wallet's own account is. Kept under
/// ``PreferencesKey/watchedAccounts``; nothing in it is secret. Each change is a pure function of the
/// list, for ``KeyValueStore/update(_:as:_:)`` to apply atomically.
///
/// ```swift
/// let watched = try WatchedAccounts().adding(address, name: nil, besides: ownAccounts)
/// watched.inUse          // nil: the wallet's own account is still the one in use
/// ```
public struct WatchedAccounts: Sendable, Hashable {
    /// The most accounts a home watches.
    public static let maximumAccounts = 100
    /// What a watched account is called unless named: "Watched 1", "Watched 2", ….
    public static let defaultNamePrefix = "Watched "

    /// The accounts, in the order they were added.
    public let accounts: [WatchedAccount]
    /// The address of the account in use, nil while the wallet's own account is.
    public let inUseAddress: EVMAddress?

    /// No account watched.
    public init() {
        self.init(accounts: [], inUseAddress: nil)
    }

    private init(accounts: [WatchedAccount], inUseAddress: EVMAddress?) {
        self.accounts = accounts
        self.inUseAddress = inUseAddress
    }

    /// The watched account in use, nil while the wallet's own account is.
    public var inUse: WatchedAccount? {
        accounts.first { $0.evmAddress == inUseAddress }
    }

    /// The watched account of `address`'s 20 bytes, if it is watched.
    public func account(of address: EVMAddress) -> WatchedAccount? {
        accounts.first { $0.evmAddress == address }
    }

    /// The watched account called `name` (any case).
    public func account(named name: String) -> WatchedAccount? {
        let wanted = Self.folded(name)
        return accounts.first { Self.folded($0.name) == wanted }
    }

    /// This list with `address` added as `name` (else the first free "Watched N"), in use when
    /// `inUse` (else the one in use stays). `own` are the home's other accounts (the wallet's): their
    /// names are taken and their addresses are not watched.
    /// - Throws: ``WatchedAccountError/ownAccount(name:)``, ``WatchedAccountError/alreadyWatched(name:)``,
    ///   ``WatchedAccountError/invalidName(maximumLength:)``, ``WatchedAccountError/nameTaken(_:)``,
    ///   ``WatchedAccountError/full(maximum:)``.
    public func adding(
        _ address: WatchedAddress, name: String?, besides own: [OwnAccount], inUse: Bool = false
    ) throws(WatchedAccountError) -> WatchedAccounts {
        if let mine = own.first(where: { $0.addresses.contains(address.address) }) {
            throw .ownAccount(name: mine.name)
        }
        if let existing = account(of: address.address) { throw .alreadyWatched(name: existing.name) }
        guard accounts.count < Self.maximumAccounts else { throw .full(maximum: Self.maximumAccounts) }
        let taken = Set(own.map { Self.folded($0.name) } + accounts.map { Self.folded($0.name) })
        let chosen: String
        if let name {
            do { chosen = try WalletAccount.validName(name) } catch {
                throw .invalidName(maximumLength: WalletAccount.maximumNameLength)
            }
            guard !taken.contains(Self.folded(chosen)) else { throw .nameTaken(chosen) }
        } else {
            // At most 100 watched and 100 own accounts: one of the first 201 numbers is free.
            let free = (1...(Self.maximumAccounts + Wallet.maximumAccounts + 1)).lazy
                .map { Self.defaultNamePrefix + String($0) }
                .first { !taken.contains(Self.folded($0)) }
            guard let free else { throw .full(maximum: Self.maximumAccounts) }
            chosen = free
        }
        let added = WatchedAccount(name: chosen, address: address)
        return WatchedAccounts(accounts: accounts + [added], inUseAddress: inUse ? address.address : inUseAddress)
    }

    /// This list without the account called `name` (any case); the wallet's own account is in use
    /// again when it was the one in use.
    /// - Throws: ``WatchedAccountError/notWatched(_:)``.
    public func removing(named name: String) throws(WatchedAccountError) -> (
        remaining: WatchedAccounts, removed: WatchedAccount
    ) {
        guard let removed = account(named: name) else { throw .notWatched(name) }
        let rest = accounts.filter { $0 != removed }
        let inUse = inUseAddress == removed.evmAddress ? nil : inUseAddress
        return (WatchedAccounts(accounts: rest, inUseAddress: inUse), removed)
    }

    /// This list with the account called `name` (any case) in use, or the wallet's own account when nil.
    /// - Throws: ``WatchedAccountError/notWatched(_:)``.
    public func using(_ name: String?) throws(WatchedAccountError) -> WatchedAccounts {
        guard let name else { return WatchedAccounts(accounts: accounts, inUseAddress: nil) }
        guard let chosen = account(named: name) else { throw .notWatched(name) }
        return WatchedAccounts(accounts: accounts, inUseAddress: chosen.evmAddress)
    }

    /// `name` as names are compared: case-insensitively, whatever the locale.
    static func folded(_ name: String) -> String {
        name.lowercased()
    }
}

extension WatchedAccounts {
    /// One of the home's own accounts (the wallet's), as the watched list must know it: its name is
    /// taken, and its addresses (a keystore account's legacy and EVM ones) are not watched.
    public struct OwnAccount: Sendable, Hashable {
        public let name: String
        public let addresses: [EVMAddress]

        public init(name: String, addresses: [EVMAddress]) {
            self.name = name
            self.addresses = addresses
        }
    }
}

extension WatchedAccounts: Codable {
    private enum CodingKeys: String, CodingKey {
        case accounts, inUse
    }

    /// Read bounded: at most ``maximumAccounts``, no address or name twice, an account in use that is one of them.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        var list = try container.nestedUnkeyedContainer(forKey: .accounts)
        var accounts: [WatchedAccount] = []
        while !list.isAtEnd {
            guard accounts.count < Self.maximumAccounts else {
                throw DecodingError.dataCorruptedError(
                    forKey: .accounts, in: container, debugDescription: "more watched accounts than a home holds")
            }
            accounts.append(try list.decode(WatchedAccount.self))
        }
        guard Set(accounts.map(\.evmAddress)).count == accounts.count,
            Set(accounts.map { Self.folded($0.name) }).count == accounts.count
        else {
            throw DecodingError.dataCorruptedError(
                forKey: .accounts, in: container, debugDescription: "an address or a name twice")
        }
        var inUse: EVMAddress?
        if let text = try container.decodeIfPresent(String.self, forKey: .inUse) {
            guard let address = try? EVMAddress(text), accounts.contains(where: { $0.evmAddress == address }) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .inUse, in: container, debugDescription: "not one of the watched accounts")
            }
            inUse = address
        }
        self.init(accounts: accounts, inUseAddress: inUse)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(accounts, forKey: .accounts)
        try container.encodeIfPresent(inUseAddress?.checksummed, forKey: .inUse)
    }
}
