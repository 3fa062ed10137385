import Synchronization
public import ZhipCore
public import ZilliqaKit

/// A ``TokenReadingUseCase`` for tests of what uses one (view models, commands): the metadata,
/// balances and cache the test sets, a call counter per method, and an error per method; no
/// network, no files.
///
/// ```swift
/// let reading = FakeTokenReadingUseCase()
/// reading.setMetadata(TokenMetadata(contract: usdt, evmChainID: 32769, name: "Tether USD", symbol: "USDT", decimals: 6))
/// reading.setBalance(.success(12_500_000), of: usdt)
/// reading.setError(.node(.service(.rateLimited)), for: .balances)
/// #expect(reading.calls(to: .balances) == 1)
/// ```
/// A contract without metadata answers ``ZhipCore/TokenError/notAToken(_:network:)``; a token
/// without a balance answers ``ZhipCore/TokenError/balanceUnreadable(_:)`` for it alone.
public final class FakeTokenReadingUseCase: TokenReadingUseCase {
    /// The use case's methods, to count calls and to make one fail.
    public enum Method: String, Sendable, Hashable, CaseIterable {
        case metadata
        case balances
        case legacyHoldings
        case escrowLodged
        case zrc2Token
        case zrc2Holdings
        case cachedBalances
    }

    private struct State {
        var metadata: [EVMAddress: TokenMetadata] = [:]
        var balances: [EVMAddress: Result<UInt256, TokenError>] = [:]
        var cached: CachedTokenBalances?
        var errors: [Method: TokenError] = [:]
        var calls: [Method: Int] = [:]
        var balanceRequests: [[EVMAddress]] = []
        var zrc2Tokens: [Address: ZRC2Token] = [:]
        var zrc2Units: [Address: Result<UInt256, TokenError>] = [:]
        var lodged: [Address: Wei] = [:]
    }

    private let state = Mutex(State())
    private let networkName: String

    /// A use case with nothing set, naming `networkName` in its errors.
    public init(networkName: String = Network.devnet.displayName) {
        self.networkName = networkName
    }

    /// What ``metadata(of:)`` answers for its contract.
    public func setMetadata(_ metadata: TokenMetadata) {
        state.withLock { $0.metadata[metadata.contract] = metadata }
    }

    /// What ``balances(of:in:)`` answers for `contract`.
    public func setBalance(_ units: Result<UInt256, TokenError>, of contract: EVMAddress) {
        state.withLock { $0.balances[contract] = units }
    }

    /// What ``zrc2Token(at:)`` answers for its contract.
    public func setZRC2Token(_ token: ZRC2Token) {
        state.withLock { $0.zrc2Tokens[token.contract] = token }
    }

    /// What ``zrc2Holdings(of:in:)`` answers for `contract`.
    public func setZRC2Units(_ units: Result<UInt256, TokenError>, of contract: Address) {
        state.withLock { $0.zrc2Units[contract] = units }
    }

    /// What ``escrowLodged(of:)`` answers for `owner` (nil: no escrow answer).
    public func setLodged(_ wei: Wei?, of owner: Address) {
        state.withLock { $0.lodged[owner] = wei }
    }

    /// What ``cachedBalances(of:)`` answers (for any owner).
    public func setCached(_ cached: CachedTokenBalances?) {
        state.withLock { $0.cached = cached }
    }

    /// Makes `method` throw `error` (nil: answer again).
    public func setError(_ error: TokenError?, for method: Method) {
        state.withLock { $0.errors[method] = error }
    }

    /// How many times `method` was called.
    public func calls(to method: Method) -> Int {
        state.withLock { $0.calls[method, default: 0] }
    }

    /// The contracts of each ``balances(of:in:)`` call, in order.
    public var balanceRequests: [[EVMAddress]] {
        state.withLock { $0.balanceRequests }
    }

    public func metadata(of contract: EVMAddress) async throws(TokenError) -> TokenMetadata {
        let (metadata, error) = state.withLock { state in
            state.calls[.metadata, default: 0] += 1
            return (state.metadata[contract], state.errors[.metadata])
        }
        if let error { throw error }
        guard let metadata else { throw .notAToken(contract, network: networkName) }
        return metadata
    }

    public func balances(of owner: EVMAddress, in tokens: [Token]) async throws(TokenError) -> [TokenBalance] {
        let (balances, error) = state.withLock { state in
            state.calls[.balances, default: 0] += 1
            state.balanceRequests.append(tokens.map(\.contract))
            return (state.balances, state.errors[.balances])
        }
        if let error { throw error }
        return Self.answer(tokens, from: balances)
    }

    /// Answers from the same balances as ``balances(of:in:)``.
    public func legacyHoldings(of owner: Address, in tokens: [Token]) async throws(TokenError) -> [TokenBalance] {
        let (balances, error) = state.withLock { state in
            state.calls[.legacyHoldings, default: 0] += 1
            return (state.balances, state.errors[.legacyHoldings])
        }
        if let error { throw error }
        return Self.answer(tokens, from: balances)
    }

    public func escrowLodged(of owner: Address) async throws(TokenError) -> Wei? {
        let (lodged, error) = state.withLock { state in
            state.calls[.escrowLodged, default: 0] += 1
            return (state.lodged[owner], state.errors[.escrowLodged])
        }
        if let error { throw error }
        return lodged
    }

    public func zrc2Token(at contract: Address) async throws(TokenError) -> ZRC2Token {
        let (token, error) = state.withLock { state in
            state.calls[.zrc2Token, default: 0] += 1
            return (state.zrc2Tokens[contract], state.errors[.zrc2Token])
        }
        if let error { throw error }
        guard let token else { throw .notZRC2(contract, network: networkName) }
        return token
    }

    /// Each of `tokens` with its set units, unreadable where none are set.
    public func zrc2Holdings(of owner: Address, in tokens: [ZRC2Token]) async throws(TokenError) -> [ZRC2Holding] {
        let (units, error) = state.withLock { state in
            state.calls[.zrc2Holdings, default: 0] += 1
            return (state.zrc2Units, state.errors[.zrc2Holdings])
        }
        if let error { throw error }
        return tokens.map {
            ZRC2Holding(token: $0, units: units[$0.contract] ?? .failure(.zrc2BalanceUnreadable($0.contract)))
        }
    }

    /// Each of `tokens` with its set balance, unreadable where none is set.
    private static func answer(_ tokens: [Token], from balances: [EVMAddress: Result<UInt256, TokenError>])
        -> [TokenBalance]
    {
        tokens.map {
            TokenBalance(token: $0, units: balances[$0.contract] ?? .failure(.balanceUnreadable($0.contract)))
        }
    }

    public func cachedBalances(of owner: EVMAddress) throws(TokenError) -> CachedTokenBalances? {
        let (cached, error) = state.withLock { state in
            state.calls[.cachedBalances, default: 0] += 1
            return (state.cached, state.errors[.cachedBalances])
        }
        if let error { throw error }
        return cached
    }
}
