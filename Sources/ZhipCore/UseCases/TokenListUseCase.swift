/// The tokens the person listed on the wallet's network: nothing appears by itself, and a token
/// is found by its contract or, when only one listed token has it, its symbol.
///
/// ```swift
/// let list = Container.shared.tokenListUseCase()
/// try list.add(usdt)
/// let token = try list.token("USDT")        // or "0xdAC1…"
/// try list.remove("USDT")
/// ```
public protocol TokenListUseCase: Sendable {
    /// The listed tokens on the network, in the order they were added.
    var tokens: [Token] { get throws(TokenError) }

    /// Lists `token` on its network; a token of the same contract is replaced.
    func add(_ token: Token) throws(TokenError)

    /// The listed token `reference` names: a contract address (0x…), or a symbol (any case) that
    /// only one listed token has.
    /// - Throws: ``TokenError/ambiguousSymbol(_:_:)``, ``TokenError/notListed(_:network:)``.
    func token(_ reference: String) throws(TokenError) -> Token

    /// Removes the token `reference` names (as ``token(_:)`` finds it) and returns it.
    func remove(_ reference: String) throws(TokenError) -> Token
}
