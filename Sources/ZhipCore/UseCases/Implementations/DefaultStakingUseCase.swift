public import ZilliqaKit

/// The ``StakingUseCase`` of the app: the portal's list (``StakingPoolDirectory``) and the pools
/// added, in ``Preferences`` under ``PreferencesKey/stakingPools`` one list per EVM chain id, read
/// through ``evmService``.
///
/// ```swift
/// let staking = DefaultStakingUseCase(
///     evmService: evm, tokenReading: tokens, preferences: preferences, networkSetting: .success(.mainnet))
/// ```
public struct DefaultStakingUseCase: StakingUseCase {
    /// The most pools one network's list of added pools holds.
    public static let maximumAddedPools = 100
    /// The most pools one batch asks about (at most 10 calls a pool); more are read in more batches.
    public static let maximumPoolsPerBatch = 50

    private let evmService: any EVMService
    private let tokenReading: any TokenReadingUseCase
    private let preferences: Preferences
    private let networkSetting: Result<Network, NetworkSettingError>

    public init(
        evmService: any EVMService, tokenReading: any TokenReadingUseCase, preferences: Preferences,
        networkSetting: Result<Network, NetworkSettingError>
    ) {
        self.evmService = evmService
        self.tokenReading = tokenReading
        self.preferences = preferences
        self.networkSetting = networkSetting
    }

    public var pools: [StakingPool] {
        get throws(StakingError) {
            let network = try configuredNetwork()
            let listed = StakingPoolDirectory.pools(onChain: network.evmChainID)
            let added = try stored()[Self.key(network)]?.compactMap { $0.pool(on: network.evmChainID) } ?? []
            return listed + added.filter { pool in !listed.contains { $0.address == pool.address } }
        }
    }

    public func pool(_ reference: String) throws(StakingError) -> StakingPool {
        let network = try configuredNetwork()
        let known = try pools
        if let address = try? EVMAddress(reference.lowercased()) {
            guard let pool = known.first(where: { $0.address == address }) else {
                throw .unknownPool(reference, network: network.displayName)
            }
            return pool
        }
        let matches = known.filter { $0.name?.lowercased() == reference.lowercased() }
        guard matches.count <= 1 else { throw .ambiguousName(reference, matches.map(\.address.checksummed)) }
        guard let pool = matches.first else { throw .unknownPool(reference, network: network.displayName) }
        return pool
    }

    public func add(_ address: EVMAddress) async throws(StakingError) -> StakingPool {
        let network = try configuredNetwork()
        if let listed = try pools.first(where: { $0.address == address }) { return listed }
        let calls = [
            EVMCallRequest(to: address, data: Delegation.getMinDelegation.selector),
            EVMCallRequest(to: address, data: Delegation.getLST.selector),
        ]
        let batch: EVMCallBatch
        do { batch = try await evmService.chainIDAndCalls(calls, at: .latest) } catch {
            throw .node(TransactionsError(evmNode: error))
        }
        guard batch.chainID == network.evmChainID else {
            throw .node(
                .refused(ChainRule.refusal(nodeChainID: batch.chainID, chainID: network.evmChainID, network: network)))
        }
        guard batch.outcomes.count == 2, case .success(let minimum) = batch.outcomes[0], minimum.count == 32 else {
            throw .unreadable(address, what: "getMinDelegation()")
        }
        let pool: StakingPool
        switch batch.outcomes[1] {
        case .success(let answer):
            guard answer.count == 32, let lst = try? ABIReader(answer).address() else {
                throw .unreadable(address, what: "getLST()")
            }
            let token: Token
            do throws(TokenError) {
                token = try await tokenReading.metadata(of: lst).token(symbol: nil, decimals: nil)
            } catch {
                throw .lstUnreadable(address, error)
            }
            pool = StakingPool(address: address, name: nil, kind: .liquid(lst: token), evmChainID: network.evmChainID)
        case .failure(EVMServiceError.executionReverted):
            // A non-liquid pool has no getLST(): the call reverts.
            pool = StakingPool(address: address, name: nil, kind: .nonLiquid, evmChainID: network.evmChainID)
        case .failure(let error):
            throw .node(TransactionsError(evmNode: error))
        }
        try save(pool, on: network)
        return pool
    }

    /// Adds `pool` to `network`'s list in one atomic update (``KeyValueStore/update(_:as:_:)``):
    /// pools another process added meanwhile are kept.
    private func save(_ pool: StakingPool, on network: Network) throws(StakingError) {
        let entry = StoredStakingPool(pool)
        let added: Bool
        do throws(PersistenceError) {
            added = try preferences.update(.stakingPools, as: [String: [StoredStakingPool]].self) { stored in
                var lists = stored ?? [:]
                var list = lists[Self.key(network)] ?? []
                guard list.count < Self.maximumAddedPools else { return false }
                list.append(entry)
                lists[Self.key(network)] = list
                stored = lists
                return true
            }
        } catch {
            throw .persistence(error)
        }
        guard added else { throw .listFull(Self.maximumAddedPools) }
    }

    public func read(_ pools: [StakingPool], for account: EVMAddress?) async throws(StakingError)
        -> [StakingPoolReading]
    {
        let network = try configuredNetwork()
        var readings: [StakingPoolReading] = []
        for start in stride(from: 0, to: pools.count, by: Self.maximumPoolsPerBatch) {
            let end = min(start + Self.maximumPoolsPerBatch, pools.count)
            readings += try await read(Array(pools[start..<end]), for: account, on: network)
        }
        return readings
    }

    /// `pools`, at most ``maximumPoolsPerBatch``, in one batch.
    private func read(_ pools: [StakingPool], for account: EVMAddress?, on network: Network)
        async throws(StakingError) -> [StakingPoolReading]
    {
        let reads = pools.map { StakingReads(pool: $0, account: account) }
        guard !reads.isEmpty else { return [] }
        let batch: EVMCallBatch
        do { batch = try await evmService.chainIDHeadAndCalls(reads.flatMap(\.requests)) } catch {
            throw .node(TransactionsError(evmNode: error))
        }
        guard batch.chainID == network.evmChainID else {
            throw .node(
                .refused(ChainRule.refusal(nodeChainID: batch.chainID, chainID: network.evmChainID, network: network)))
        }
        var start = 0
        var readings: [StakingPoolReading] = []
        for read in reads {
            let count = read.requests.count
            let end = min(start + count, batch.outcomes.count)
            let outcome: Result<StakingPoolState, StakingError>
            do throws(StakingError) {
                outcome = .success(
                    try read.state(from: batch.outcomes[start..<end], headBlock: batch.blockNumber ?? 0))
            } catch {
                outcome = .failure(error)
            }
            readings.append(StakingPoolReading(pool: read.pool, outcome: outcome))
            start = end
        }
        return readings
    }

    // MARK: - Helpers

    /// The key of `network`'s list: its EVM chain id.
    private static func key(_ network: Network) -> String { String(network.evmChainID) }

    private func stored() throws(StakingError) -> [String: [StoredStakingPool]] {
        do throws(PersistenceError) {
            return try preferences.load(.stakingPools, as: [String: [StoredStakingPool]].self) ?? [:]
        } catch {
            throw .persistence(error)
        }
    }

    private func configuredNetwork() throws(StakingError) -> Network {
        do { return try networkSetting.get() } catch { throw .networkSetting(error) }
    }
}
