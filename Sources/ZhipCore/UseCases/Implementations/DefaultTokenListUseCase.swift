public import ZilliqaKit

/// The ``TokenListUseCase`` of the app, in ``Preferences`` under ``PreferencesKey/tokens``, one
/// list per EVM chain id.
///
/// ```swift
/// let list = DefaultTokenListUseCase(preferences: preferences, networkSetting: .success(.mainnet))
/// ```
public struct DefaultTokenListUseCase: TokenListUseCase {
    /// The most tokens one network's list holds: past it, `add` is refused.
    public static let maximumTokens = 200

    private let preferences: Preferences
    private let networkSetting: Result<Network, NetworkSettingError>

    /// A list for `networkSetting`'s network (or, without one, refusing every call with
    /// ``TokenError/networkSetting(_:)``).
    public init(preferences: Preferences, networkSetting: Result<Network, NetworkSettingError>) {
        self.preferences = preferences
        self.networkSetting = networkSetting
    }

    public var tokens: [Token] {
        get throws(TokenError) {
            let network = try configuredNetwork()
            return try stored()[Self.key(network)]?.compactMap { $0.token(on: network.evmChainID) } ?? []
        }
    }

    public func add(_ token: Token) throws(TokenError) {
        let network = try configuredNetwork()
        var lists = try stored()
        var list = lists[Self.key(network)] ?? []
        let entry = StoredToken(token)
        if let index = list.firstIndex(where: { $0.contract.lowercased() == entry.contract.lowercased() }) {
            list[index] = entry
        } else {
            guard list.count < Self.maximumTokens else { throw .listFull(Self.maximumTokens) }
            list.append(entry)
        }
        lists[Self.key(network)] = list
        try save(lists)
    }

    public func token(_ reference: String) throws(TokenError) -> Token {
        let network = try configuredNetwork()
        let listed = try tokens
        if let address = try? EVMAddress(reference.lowercased()) {
            guard let token = listed.first(where: { $0.contract == address }) else {
                throw .notListed(reference, network: network.displayName)
            }
            return token
        }
        let matches = listed.filter { $0.symbol.lowercased() == reference.lowercased() }
        guard matches.count <= 1 else { throw .ambiguousSymbol(matches[0].symbol, matches.map(\.contract)) }
        guard let token = matches.first else { throw .notListed(reference, network: network.displayName) }
        return token
    }

    public func remove(_ reference: String) throws(TokenError) -> Token {
        let network = try configuredNetwork()
        let token = try token(reference)
        var lists = try stored()
        lists[Self.key(network)]?.removeAll { $0.contract == token.contract.checksummed }
        try save(lists)
        return token
    }

    // MARK: - Helpers

    /// The key of `network`'s list: its EVM chain id.
    private static func key(_ network: Network) -> String { String(network.evmChainID) }

    private func stored() throws(TokenError) -> [String: [StoredToken]] {
        do throws(PersistenceError) {
            return try preferences.load(.tokens, as: [String: [StoredToken]].self) ?? [:]
        } catch {
            throw .persistence(error)
        }
    }

    private func save(_ lists: [String: [StoredToken]]) throws(TokenError) {
        do throws(PersistenceError) {
            try preferences.save(lists, for: .tokens)
        } catch {
            throw .persistence(error)
        }
    }

    private func configuredNetwork() throws(TokenError) -> Network {
        try networkSetting.mapError(TokenError.networkSetting).get()
    }
}
