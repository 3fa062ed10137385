public import ZilliqaKit

/// The network the wallet talks to and the service that talks to it.
extension Container {
    // MARK: - Services

    /// The network the wallet talks to: the one saved under ``PreferencesKey/network``, or
    /// mainnet when none is saved.
    ///
    /// A setting that cannot be read or names no usable network is a
    /// ``NetworkSettingError``, not a silent fall-back to mainnet (a wallet meant for testnet must
    /// never sign for mainnet); ``zilliqaService`` then throws it on every call, and a front end
    /// shows it and offers to choose a network.
    ///
    /// `.cached`: the setting is read once, and ``switchNetwork(to:)`` saves a new one and
    /// resets this, ``zilliqaService`` and ``balancesUseCase``. Tests register a network:
    /// ```swift
    /// Container.shared.network.register { .success(.testnet) }
    /// ```
    public var network: Factory<Result<Network, NetworkSettingError>> {
        self { Self.savedNetwork(in: self.preferences()) }.cached
    }

    /// The Zilliqa node of ``network``: `JSONRPCZilliqaService(network:)` (over
    /// ``FailoverTransport``s of ``networkFailoverNodes`` when the network lists several nodes), retrying on the
    /// container's ``clock`` (the one sleep path of ZhipCore), or, when the network setting is
    /// unusable, a service that throws its ``NetworkSettingError`` on every call.
    /// `.cached`, reset with ``network`` by ``switchNetwork(to:)``. Tests register
    /// `FakeZilliqaService` (ZhipCoreTestSupport):
    /// ```swift
    /// Container.shared.zilliqaService.register { FakeZilliqaService(chainID: 333) }
    /// ```
    public var zilliqaService: Factory<any ZilliqaService> {
        self {
            switch self.network() {
            case .success(let network):
                if let nodes = self.networkFailoverNodes() {
                    JSONRPCZilliqaService(
                        transport: FailoverTransport(nodes, role: .reads),
                        sendTransport: FailoverTransport(nodes, role: .sends), retry: RetryPolicy(on: self.clock()))
                } else {
                    JSONRPCZilliqaService(
                        network: network,
                        retry: RetryPolicy(on: self.clock()))
                }
            case .failure(let error): UnavailableZilliqaService(error: error)
            }
        }.cached
    }

    /// The `eth_` API of ``network``'s node, for the key's EVM (0x) account:
    /// `JSONRPCEVMService(network:)` on the same URL as ``zilliqaService`` (Zilliqa 2.0 serves
    /// both), retrying on the container's ``clock``; or, when the network setting is unusable, a
    /// service that throws its ``NetworkSettingError`` on every call. `.cached`, reset with
    /// ``network``. Tests register a fake, or ZhipTesting's `useTransport` the real one over a
    /// test transport.
    public var evmService: Factory<any EVMService> {
        self {
            switch self.network() {
            case .success(let network):
                if let nodes = self.networkFailoverNodes() {
                    JSONRPCEVMService(
                        transport: FailoverTransport(nodes, role: .reads),
                        sendTransport: FailoverTransport(nodes, role: .sends), retry: RetryPolicy(on: self.clock()))
                } else {
                    JSONRPCEVMService(network: network, retry: RetryPolicy(on: self.clock()))
                }
            case .failure(let error): UnavailableEVMService(error: error)
            }
        }.cached
    }

    // MARK: - Changing the network

    /// Saves `preference` as the wallet's network, in its plain form (`.named("testnet")` for a
    /// preset), and makes the container use it from the next resolution on (``networkDidChange()``).
    ///
    /// ```swift
    /// let network = try Container.shared.switchNetwork(to: .named("testnet"))   // chain 333
    /// ```
    /// - Throws: ``NetworkSettingError/invalid(_:)`` for a name that is no preset or a URL that
    ///   is not http(s), ``NetworkSettingError/notSaved(_:)`` when the preferences cannot be
    ///   written; the wallet then stays on its network.
    @discardableResult
    public func switchNetwork(to preference: NetworkPreference) throws(NetworkSettingError) -> Network {
        let network: Network
        do throws(NetworkError) {
            network = try preference.network()
        } catch {
            throw .invalid(error)
        }
        do throws(PersistenceError) {
            try preferences().save(NetworkPreference(network), for: .network)
        } catch {
            throw .notSaved(error)
        }
        networkDidChange()
        return network
    }

    /// Forgets the instances made for the old network (``network``, ``zilliqaService``,
    /// ``evmService``, ``balancesUseCase`` with its gas price), so the next resolution reads the setting
    /// again. Registrations stay: a test that registered a network keeps it.
    public func networkDidChange() {
        network.reset(.scope)
        networkFailoverNodes.reset(.scope)
        zilliqaService.reset(.scope)
        evmService.reset(.scope)
        balancesUseCase.reset(.scope)
    }

    /// The network saved in `preferences`, mainnet when none was ever chosen, or why it is
    /// unusable: when a damaged preferences file was moved aside and no network has been saved
    /// since, the one it named is lost, and every later command refuses too (not only the first).
    public static func savedNetwork(in preferences: Preferences) -> Result<Network, NetworkSettingError> {
        Result { () throws(NetworkSettingError) in
            let saved: NetworkPreference?
            do throws(PersistenceError) {
                saved = try preferences.load(.network, as: NetworkPreference.self)
            } catch {
                throw .unreadable(error)
            }
            guard let saved else {
                if let movedTo = preferences.storage.damagedCopies.last { throw .lost(movedTo: movedTo) }
                return .mainnet
            }
            do throws(NetworkError) {
                return try saved.network()
            } catch {
                throw .invalid(error)
            }
        }
    }
}

extension Container {
    /// The block explorers of the networks: a ``DefaultExplorerUseCase`` over the container's preferences.
    public var explorerUseCase: Factory<any ExplorerUseCase> {
        self { DefaultExplorerUseCase(preferences: self.preferences()) }
    }
}
