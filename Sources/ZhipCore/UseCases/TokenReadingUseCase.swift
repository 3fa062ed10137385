public import ZilliqaKit

/// What the network's node says of tokens, each in one batched round trip with its chain id:
/// a contract's name, symbol and decimals, and the balances of listed tokens in an account, which
/// are cached with their network.
///
/// ```swift
/// let reading = Container.shared.tokenReadingUseCase()
/// let token = try await reading.metadata(of: contract).token(symbol: nil, decimals: nil)
/// let balances = try await reading.balances(of: wallet.evmAddress, in: try list.tokens)
/// let shownFirst = try reading.cachedBalances(of: wallet.evmAddress)   // until the read ends
/// let held = try await reading.zrc2Holdings(of: wallet.address, in: try list.zrc2Tokens)   // legacy API
/// ```
public protocol TokenReadingUseCase: Sendable {
    /// `name()`, `symbol()` and `decimals()` of `contract`, asked in one batch.
    /// - Throws: ``TokenError/notAToken(_:network:)`` when it answers none of them,
    ///   ``TokenError/node(_:)`` for a node that failed or is on another chain.
    func metadata(of contract: EVMAddress) async throws(TokenError) -> TokenMetadata

    /// `balanceOf(owner)` of each of `tokens` (at most ``DefaultTokenListUseCase/maximumTokens``),
    /// asked in one batch, in their order, and cached for `owner` on the network.
    /// - Throws: ``TokenError/node(_:)`` when the batch as a whole failed or the node is on another
    ///   chain; one token's bad answer is that token's ``TokenBalance/units`` only.
    func balances(of owner: EVMAddress, in tokens: [Token]) async throws(TokenError) -> [TokenBalance]

    /// What the legacy account `owner` holds of `tokens`, read-only: `balanceOf` its 20 bytes, in one
    /// batch, which ZQ2's ERC-20 proxies of ZRC-2 tokens answer from the ZRC-2 contract's balances
    /// (only some ZRC-2 tokens have a proxy). Not cached: they move only with legacy transfers.
    func legacyHoldings(of owner: Address, in tokens: [Token]) async throws(TokenError) -> [TokenBalance]

    /// What the legacy account `owner` lodged in the migration escrow: `balanceOf` its 20 bytes of
    /// ``ZilliqaKit/MigrationEscrow/address`` (docs/zq2-escrow.md), in one batch behind the chain id.
    /// Not cached. Nil when the network's escrow gives no answer (the call reverts or is not one word).
    /// - Throws: ``TokenError/node(_:)`` for a node that failed or is on another chain.
    func escrowLodged(of owner: Address) async throws(TokenError) -> Wei?

    /// The ZRC-2 token whose legacy contract is `contract`: its init's name, symbol and decimals
    /// (`GetSmartContractInit`), asked in one batch with the chain id.
    /// - Throws: ``TokenError/notZRC2(_:network:)`` when the contract is none (or not there),
    ///   ``TokenError/node(_:)`` for a node that failed or is on another chain.
    func zrc2Token(at contract: Address) async throws(TokenError) -> ZRC2Token

    /// What the legacy account `owner` holds of each of `tokens` (at most
    /// ``DefaultTokenListUseCase/maximumZRC2Tokens``), read-only: `GetSmartContractSubState` of each
    /// contract's `balances` at `owner`, in one batch with the chain id, in their order. Not cached.
    /// - Throws: ``TokenError/node(_:)`` when the batch as a whole failed or the node is on another
    ///   chain; one token's bad answer is that token's ``ZRC2Holding/units`` only.
    func zrc2Holdings(of owner: Address, in tokens: [ZRC2Token]) async throws(TokenError) -> [ZRC2Holding]

    /// The balances last read for `owner` on the wallet's network, if any.
    func cachedBalances(of owner: EVMAddress) throws(TokenError) -> CachedTokenBalances?
}
