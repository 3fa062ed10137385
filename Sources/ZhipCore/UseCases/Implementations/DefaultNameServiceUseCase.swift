public import ZilliqaKit

/// The ``NameServiceUseCase`` of the app: ZilNames' UniversalResolver asked through ``EVMService/read(_:)``
/// on the wallet's network; mainnet's resolver built in (``ZilliqaKit/ZilNames/universalResolver(onEVMChain:)``),
/// another network's set by the person in ``Preferences`` under ``PreferencesKey/nameResolvers``, keyed by
/// the network's name, or its node's URL for a custom one (as ``DefaultExplorerUseCase`` keys explorers).
///
/// ```swift
/// let names = DefaultNameServiceUseCase(
///     evmService: JSONRPCEVMService(network: .mainnet), networkSetting: .success(.mainnet), preferences: preferences)
/// ```
public struct DefaultNameServiceUseCase: NameServiceUseCase {
    /// The most addresses ``primaryNames(of:)`` asks about: 32, so that its two batches stay small.
    /// Past it the list is cut (after removing repeats), and the addresses left out get no name:
    /// asking for more is the caller's mistake, not the person's.
    public static let maximumAddresses = 32

    private let evmService: any EVMService
    private let networkSetting: Result<Network, NetworkSettingError>
    private let preferences: Preferences

    public init(
        evmService: any EVMService, networkSetting: Result<Network, NetworkSettingError>, preferences: Preferences
    ) {
        self.evmService = evmService
        self.networkSetting = networkSetting
        self.preferences = preferences
    }

    public func address(of name: ZilName) async throws(NameServiceError) -> EVMAddress {
        let resolver = try requireResolver()
        let answers = try await read([EVMCallRequest(to: resolver, data: ZilNames.addressCall(for: name))])
        switch try Self.outcome(answers[0]) {
        case .reverted(let revert):
            switch revert {
            case let known? where known.meansNotRegistered: throw .notRegistered(name)
            case .unsupportedResolverProfile?: throw .noAddressSet(name)
            default: throw Self.unknownRevert(revert)
            }
        case .returned(let bytes):
            guard let address = try Self.address(in: bytes) else { throw .noAddressSet(name) }
            return address
        }
    }

    /// Asks every reverse record in one batch, then every distinct name found in a second, keeping
    /// each name whose address is the one that claimed it. A reverse record that is no `.zil` name
    /// this wallet reads, or a name that no longer resolves, is left out; a malformed answer or a
    /// revert the UniversalResolver does not write is an error, since it means the resolver is not ZilNames'.
    public func primaryNames(of addresses: [EVMAddress]) async throws(NameServiceError) -> [EVMAddress: ZilName] {
        let asked = Self.distinct(addresses)
        guard !asked.isEmpty else { return [:] }
        let resolver = try requireResolver()
        let reverse = try await read(asked.map { EVMCallRequest(to: resolver, data: ZilNames.reverseCall(for: $0)) })
        return try await primaryNames(of: asked, reverseRecords: reverse)
    }

    public func reverseRecordReads(of addresses: [EVMAddress]) -> [EVMRead] {
        guard let resolver = try? requireResolver() else { return [] }
        return Self.distinct(addresses).map {
            .call(EVMCallRequest(to: resolver, data: ZilNames.reverseCall(for: $0)), .latest)
        }
    }

    public func primaryNames(of addresses: [EVMAddress], reverseRecords reverse: [EVMReadAnswer])
        async
        throws(NameServiceError) -> [EVMAddress: ZilName]
    {
        let asked = Self.distinct(addresses)
        guard !asked.isEmpty else { return [:] }
        guard reverse.count == asked.count else {
            throw .unreadableAnswer("the node answered \(reverse.count) of \(asked.count) calls")
        }
        let resolver = try requireResolver()
        var claimed: [(address: EVMAddress, name: ZilName)] = []
        for (address, answer) in zip(asked, reverse) {
            if let name = try Self.reverseName(in: answer) { claimed.append((address, name)) }
        }
        var names: [ZilName] = []
        for claim in claimed where !names.contains(claim.name) { names.append(claim.name) }
        guard !names.isEmpty else { return [:] }
        let forward = try await read(names.map { EVMCallRequest(to: resolver, data: ZilNames.addressCall(for: $0)) })
        var resolved: [ZilName: EVMAddress] = [:]
        for (name, answer) in zip(names, forward) {
            switch try Self.outcome(answer) {
            case .reverted(let revert): guard revert != nil else { throw Self.unknownRevert(revert) }
            case .returned(let bytes): resolved[name] = try Self.address(in: bytes)
            }
        }
        var primary: [EVMAddress: ZilName] = [:]
        for claim in claimed where resolved[claim.name] == claim.address { primary[claim.address] = claim.name }
        return primary
    }

    public func resolver(for network: Network) throws(NameServiceError) -> EVMAddress? {
        if let builtIn = ZilNames.universalResolver(onEVMChain: network.evmChainID) { return builtIn }
        let stored: [String: String]
        do { stored = try preferences.load(.nameResolvers, as: [String: String].self) ?? [:] } catch {
            throw .settings(error)
        }
        // A hand-edited entry that is not an address counts as none, as `setResolver` never writes one.
        return stored[Self.key(network)].flatMap { try? EVMAddress($0) }
    }

    /// One atomic update of the resolvers (``KeyValueStore/update(_:as:_:)``): another network's
    /// resolver set meanwhile by another process is kept.
    public func setResolver(_ resolver: EVMAddress?, for network: Network) throws(NameServiceError) {
        guard ZilNames.universalResolver(onEVMChain: network.evmChainID) == nil else {
            throw .resolverFixed(network: network.displayName)
        }
        do {
            try preferences.update(.nameResolvers, as: [String: String].self) { resolvers in
                var changed = resolvers ?? [:]
                changed[Self.key(network)] = resolver?.checksummed
                resolvers = changed
            }
        } catch {
            throw .settings(error)
        }
    }

    // MARK: - Reading

    /// What one call did: returned bytes, or reverted with one of the UniversalResolver's errors (nil: another).
    private enum Outcome {
        case returned([UInt8])
        case reverted(UniversalResolverRevert?)
    }

    /// The wallet's network's resolver.
    /// `addresses` without repeats, the first ``maximumAddresses`` of them.
    private static func distinct(_ addresses: [EVMAddress]) -> [EVMAddress] {
        var asked: [EVMAddress] = []
        for address in addresses where !asked.contains(address) && asked.count < maximumAddresses {
            asked.append(address)
        }
        return asked
    }

    private func requireResolver() throws(NameServiceError) -> EVMAddress {
        let network: Network
        switch networkSetting {
        case .success(let chosen): network = chosen
        case .failure(let error): throw .networkSetting(error)
        }
        guard let resolver = try resolver(for: network) else { throw .noResolver(network: network.displayName) }
        return resolver
    }

    /// `requests` as `eth_call`s at the head, in one round trip; one answer each.
    private func read(_ requests: [EVMCallRequest]) async throws(NameServiceError) -> [EVMReadAnswer] {
        let answers: [EVMReadAnswer]
        do { answers = try await evmService.read(requests.map { .call($0, .latest) }) } catch {
            throw Self.failure(error)
        }
        guard answers.count == requests.count else {
            throw .unreadableAnswer("the node answered \(answers.count) of \(requests.count) calls")
        }
        return answers
    }

    private static func outcome(_ answer: EVMReadAnswer) throws(NameServiceError) -> Outcome {
        do {
            return .returned(try answer.data())
        } catch EVMServiceError.executionReverted(_, let data) {
            return .reverted(UniversalResolverRevert(revertData: data))
        } catch {
            throw failure(error)
        }
    }

    /// The address in an answer to ``ZilNames/addressCall(for:)``; nil when none is set.
    private static func address(in bytes: [UInt8]) throws(NameServiceError) -> EVMAddress? {
        do throws(ZilNamesAnswerError) { return try ZilNames.address(inAnswer: bytes) } catch {
            throw .unreadableAnswer(error.description)
        }
    }

    /// The name a reverse answer claims; nil for none, for a reverse name not registered, and for a
    /// record that is no `.zil` name this wallet reads.
    private static func reverseName(in answer: EVMReadAnswer) throws(NameServiceError) -> ZilName? {
        switch try outcome(answer) {
        case .reverted(let revert):
            guard revert != nil else { throw unknownRevert(revert) }
            return nil
        case .returned(let bytes):
            do throws(ZilNamesAnswerError) { return try ZilNames.name(inReverseAnswer: bytes) } catch {
                if case .notAZilName = error { return nil }
                throw .unreadableAnswer(error.description)
            }
        }
    }

    private static func unknownRevert(_ revert: UniversalResolverRevert?) -> NameServiceError {
        revert == .resolverError
            ? .unreadableAnswer("the name's resolver reverted")
            : .unreadableAnswer("the resolver reverted with an error ZilNames' UniversalResolver does not write")
    }

    /// What the service's error means for a lookup.
    private static func failure(_ error: any Error) -> NameServiceError {
        switch error {
        case let error as NameServiceError: error
        case is CancellationError: .cancelled
        case let error as NetworkSettingError: .networkSetting(error)
        case let error as any CustomStringConvertible: .node(error.description)
        default: .node("an answer the wallet could not read")
        }
    }

    /// The key of `network`: a preset's name, else its node's URL (without a user name or password).
    private static func key(_ network: Network) -> String { network.displayName }
}
