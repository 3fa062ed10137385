public import ZilliqaKit

/// The ``TokenListUseCase`` of the app, in ``Preferences`` under ``PreferencesKey/tokens`` (and the
/// ZRC-2 tokens under ``PreferencesKey/zrc2Tokens``), one list per EVM chain id.
///
/// ```swift
/// let list = DefaultTokenListUseCase(preferences: preferences, networkSetting: .success(.mainnet))
/// ```
public struct DefaultTokenListUseCase: TokenListUseCase {
    /// The most tokens one network's list holds: past it, `add` is refused.
    public static let maximumTokens = 200
    /// The most ZRC-2 tokens one network's list holds: Zilliqa 2.0's public nodes charge 4,000 of a
    /// quota of 40,000 credits a second for each `GetSmartContractSubState`, so one batch of more
    /// would be refused in part (`docs/zq2-scilla-reads.md`).
    public static let maximumZRC2Tokens = 9

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
        let entry = StoredToken(token)
        let added = try update(.tokens, of: StoredToken.self) { lists in
            var list = lists[Self.key(network)] ?? []
            if let index = list.firstIndex(where: { $0.contract.lowercased() == entry.contract.lowercased() }) {
                list[index] = entry
            } else {
                guard list.count < Self.maximumTokens else { return false }
                list.append(entry)
            }
            lists[Self.key(network)] = list
            return true
        }
        guard added else { throw .listFull(Self.maximumTokens) }
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
        guard matches.count <= 1 else {
            throw .ambiguousSymbol(matches[0].symbol, matches.map(\.contract.checksummed))
        }
        guard let token = matches.first else { throw .notListed(reference, network: network.displayName) }
        return token
    }

    public func remove(_ reference: String) throws(TokenError) -> Token {
        let network = try configuredNetwork()
        let token = try token(reference)
        try removeStored(token, on: network)
        return token
    }

    /// Takes `token`, found already, out of `network`'s stored list.
    private func removeStored(_ token: Token, on network: Network) throws(TokenError) {
        try update(.tokens, of: StoredToken.self) { lists in
            lists[Self.key(network)]?.removeAll { $0.contract == token.contract.checksummed }
        }
    }

    public var zrc2Tokens: [ZRC2Token] {
        get throws(TokenError) {
            let network = try configuredNetwork()
            return try storedZRC2()[Self.key(network)]?.compactMap { $0.token(on: network.evmChainID) } ?? []
        }
    }

    public func add(_ token: ZRC2Token) throws(TokenError) {
        let network = try configuredNetwork()
        let entry = StoredZRC2Token(token)
        let added = try update(.zrc2Tokens, of: StoredZRC2Token.self) { lists in
            var list = lists[Self.key(network)] ?? []
            if let index = list.firstIndex(where: { $0.contract == entry.contract }) {
                list[index] = entry
            } else {
                guard list.count < Self.maximumZRC2Tokens else { return false }
                list.append(entry)
            }
            lists[Self.key(network)] = list
            return true
        }
        guard added else { throw .zrc2ListFull(Self.maximumZRC2Tokens) }
    }

    public func removeListed(_ reference: String) throws(TokenError) -> ListedToken {
        let network = try configuredNetwork()
        let listed: ListedToken
        if (try? EVMAddress(reference.lowercased())) != nil {
            listed = .erc20(try token(reference))
        } else if let address = try? Address(bech32: reference.lowercased()) {
            guard let token = try zrc2Tokens.first(where: { $0.contract == address }) else {
                throw .notListed(reference, network: network.displayName)
            }
            listed = .zrc2(token)
        } else {
            let matches =
                try tokens.filter { $0.symbol.lowercased() == reference.lowercased() }.map(ListedToken.erc20)
                + zrc2Tokens.filter { $0.symbol.lowercased() == reference.lowercased() }.map(ListedToken.zrc2)
            guard matches.count <= 1 else { throw .ambiguousSymbol(reference, matches.map(\.contractText)) }
            guard let match = matches.first else { throw .notListed(reference, network: network.displayName) }
            listed = match
        }
        switch listed {
        case .erc20(let token):
            try removeStored(token, on: network)
        case .zrc2(let token):
            try update(.zrc2Tokens, of: StoredZRC2Token.self) { lists in
                lists[Self.key(network)]?.removeAll { $0.contract == token.contract.bech32 }
            }
        }
        return listed
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

    private func storedZRC2() throws(TokenError) -> [String: [StoredZRC2Token]] {
        do throws(PersistenceError) {
            return try preferences.load(.zrc2Tokens, as: [String: [StoredZRC2Token]].self) ?? [:]
        } catch {
            throw .persistence(error)
        }
    }

    /// Changes the lists under `key` (one per network) as `change` says, in one atomic update
    /// (``KeyValueStore/update(_:as:_:)``: another process's change of them meanwhile is kept);
    /// what `change` returned.
    @discardableResult
    private func update<Entry: Codable, Outcome>(
        _ key: PreferencesKey, of entry: Entry.Type, _ change: (inout [String: [Entry]]) -> Outcome
    ) throws(TokenError) -> Outcome {
        do throws(PersistenceError) {
            return try preferences.update(key, as: [String: [Entry]].self) { stored in
                var lists = stored ?? [:]
                let outcome = change(&lists)
                if stored != nil || !lists.isEmpty { stored = lists }
                return outcome
            }
        } catch {
            throw .persistence(error)
        }
    }

    private func configuredNetwork() throws(TokenError) -> Network {
        try networkSetting.mapError(TokenError.networkSetting).get()
    }
}
