public import ZilliqaKit

/// The ``TokenReadingUseCase`` of the app: `eth_call`s batched behind `eth_chainId`
/// (``ZilliqaKit/EVMService/chainIDAndCalls(_:at:)``), the balances cached in ``Preferences``; ZRC-2
/// contracts read through the legacy API behind `GetNetworkId`
/// (``ZilliqaKit/ZilliqaService/chainIDAndContractReads(_:)``).
///
/// ```swift
/// let reading = DefaultTokenReadingUseCase(
///     evmService: service, zilliqaService: legacy, networkSetting: .success(.mainnet), preferences: preferences,
///     dateProvider: clock)
/// ```
public struct DefaultTokenReadingUseCase: TokenReadingUseCase {
    private let evmService: any EVMService
    private let zilliqaService: any ZilliqaService
    private let networkSetting: Result<Network, NetworkSettingError>
    private let preferences: Preferences
    private let dateProvider: any DateProvider

    public init(
        evmService: any EVMService, zilliqaService: any ZilliqaService,
        networkSetting: Result<Network, NetworkSettingError>, preferences: Preferences, dateProvider: any DateProvider
    ) {
        self.evmService = evmService
        self.zilliqaService = zilliqaService
        self.networkSetting = networkSetting
        self.preferences = preferences
        self.dateProvider = dateProvider
    }

    public func metadata(of contract: EVMAddress) async throws(TokenError) -> TokenMetadata {
        let network = try configuredNetwork()
        let requests = [ERC20.name, ERC20.symbol, ERC20.decimals].map {
            EVMCallRequest(to: contract, data: $0.selector)
        }
        let batch = try await read(requests, on: network)
        let metadata = TokenMetadata(
            contract: contract, evmChainID: batch.chainID, name: batch.outcomes[0], symbol: batch.outcomes[1],
            decimals: batch.outcomes[2])
        guard !metadata.isEmpty else { throw .notAToken(contract, network: network.displayName) }
        return metadata
    }

    public func balances(of owner: EVMAddress, in tokens: [Token]) async throws(TokenError) -> [TokenBalance] {
        let network = try configuredNetwork()
        let balances = try await balancesOf(owner, in: tokens, on: network)
        guard !balances.isEmpty else { return [] }
        var units: [EVMAddress: UInt256] = [:]
        for balance in balances {
            if case .success(let value) = balance.units { units[balance.token.contract] = value }
        }
        // A cache that cannot be written leaves the fresh balances to show: they were read.
        try? preferences.save(
            StoredTokenBalances(
                CachedTokenBalances(owner: owner, units: units, updatedAt: dateProvider.now), network: network),
            for: .cachedTokenBalances)
        return balances
    }

    public func legacyHoldings(of owner: Address, in tokens: [Token]) async throws(TokenError) -> [TokenBalance] {
        let network = try configuredNetwork()
        // The same 20 bytes, as the EVM side reads them: always an EVM address.
        guard let bytes = try? EVMAddress(bytes: owner.bytes) else { return [] }
        return try await balancesOf(bytes, in: tokens, on: network)
    }

    public func escrowLodged(of owner: Address) async throws(TokenError) -> Wei? {
        let network = try configuredNetwork()
        let request = EVMCallRequest(to: MigrationEscrow.address, data: MigrationEscrow.balanceOfCall(owner))
        let batch = try await read([request], on: network)
        guard case .success(let bytes) = batch.outcomes[0], bytes.count == 32,
            let lodged = try? ABIReader(bytes).uint256(), let wei = lodged.uint128Value
        else { return nil }
        return Wei(wei: wei)
    }

    public func zrc2Token(at contract: Address) async throws(TokenError) -> ZRC2Token {
        let network = try configuredNetwork()
        let batch = try await read([.initFields(of: contract)], on: network)
        // The node's -5 "Address does not exist" (no account, or no Scilla contract) says: no ZRC-2 token.
        guard case .success(let fields) = batch.outcomes[0] else {
            throw .notZRC2(contract, network: network.displayName)
        }
        return try ZRC2Token(contract: contract, initFields: fields, on: network)
    }

    public func zrc2Holdings(of owner: Address, in tokens: [ZRC2Token]) async throws(TokenError) -> [ZRC2Holding] {
        let network = try configuredNetwork()
        let listed = Array(tokens.prefix(DefaultTokenListUseCase.maximumZRC2Tokens))
        guard !listed.isEmpty else { return [] }
        // Scilla's key of a ByStr20: 0x and 40 lowercase hex digits (docs/zq2-scilla-reads.md).
        let holderKey = "0x" + owner.hex
        let batch = try await read(
            listed.map { .subState(of: $0.contract, variable: "balances", indices: [holderKey]) }, on: network)
        return zip(listed, batch.outcomes).map { token, outcome in
            ZRC2Holding(token: token, units: ZRC2Holding.units(in: outcome, holderKey: holderKey, of: token))
        }
    }

    public func cachedBalances(of owner: EVMAddress) throws(TokenError) -> CachedTokenBalances? {
        let network = try configuredNetwork()
        do throws(PersistenceError) {
            return try preferences.load(.cachedTokenBalances, as: StoredTokenBalances.self)?
                .balances(of: owner, on: network)
        } catch {
            throw .persistence(error)
        }
    }

    // MARK: - Helpers

    /// `balanceOf(owner)` of each of `tokens` (the first ``DefaultTokenListUseCase/maximumTokens``), in one batch.
    private func balancesOf(_ owner: EVMAddress, in tokens: [Token], on network: Network) async throws(TokenError)
        -> [TokenBalance]
    {
        let listed = Array(tokens.prefix(DefaultTokenListUseCase.maximumTokens))
        guard !listed.isEmpty else { return [] }
        let requests = listed.map { EVMCallRequest(to: $0.contract, data: ERC20.balanceOfCall(owner)) }
        let batch = try await read(requests, on: network)
        return zip(listed, batch.outcomes).map { token, outcome in
            TokenBalance(token: token, units: Self.units(in: outcome, of: token))
        }
    }

    /// The batch of `requests` behind the node's chain id, refused unless it is `network`'s.
    private func read(_ requests: [EVMCallRequest], on network: Network) async throws(TokenError) -> EVMCallBatch {
        let batch: EVMCallBatch
        do {
            batch = try await evmService.chainIDAndCalls(requests, at: .latest)
        } catch {
            throw .node(TransactionsError(evmNode: error))
        }
        guard batch.chainID == network.evmChainID else {
            throw .node(
                .refused(ChainRule.refusal(nodeChainID: batch.chainID, chainID: network.evmChainID, network: network)))
        }
        guard batch.outcomes.count == requests.count else {
            throw .node(
                .service(.invalidResponse("a batch answer with \(batch.outcomes.count) of \(requests.count) answers")))
        }
        return batch
    }

    /// The legacy batch of `reads` behind the node's chain id, refused unless it is `network`'s.
    private func read(_ reads: [ScillaContractRead], on network: Network) async throws(TokenError) -> ScillaReadBatch {
        let batch: ScillaReadBatch
        do {
            batch = try await zilliqaService.chainIDAndContractReads(reads)
        } catch {
            throw .node(TransactionsError(evmNode: error))
        }
        guard batch.chainID == network.chainID else {
            throw .node(
                .refused(
                    ChainRule.refusal(
                        nodeChainID: Network.evmChainID(forZilliqaChainID: batch.chainID), chainID: network.evmChainID,
                        network: network)))
        }
        guard batch.outcomes.count == reads.count else {
            throw .node(
                .service(.invalidResponse("a batch answer with \(batch.outcomes.count) of \(reads.count) answers")))
        }
        return batch
    }

    /// The uint256 of a `balanceOf` answer: exactly one word.
    private static func units(in outcome: Result<[UInt8], any Error>, of token: Token) -> Result<UInt256, TokenError> {
        guard case .success(let bytes) = outcome, bytes.count == 32, let value = try? ABIReader(bytes).uint256() else {
            return .failure(.balanceUnreadable(token.contract))
        }
        return .success(value)
    }

    private func configuredNetwork() throws(TokenError) -> Network {
        try networkSetting.mapError(TokenError.networkSetting).get()
    }
}
