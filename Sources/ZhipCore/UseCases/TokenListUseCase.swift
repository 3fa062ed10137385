/// The tokens the person listed on the wallet's network: nothing appears by itself, and a token
/// is found by its contract or, when only one listed token has it, its symbol.
///
/// ```swift
/// let list = Container.shared.tokenListUseCase()
/// try list.add(usdt)
/// let token = try list.token("USDT")        // or "0xdAC1…"
/// try list.remove("USDT")
/// try list.add(gzil)                        // a read-only ZRC-2 token: its zil1… contract
/// try list.removeListed("zil1…")            // .zrc2(gzil)
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

    /// The read-only ZRC-2 tokens listed on the network, in the order they were added.
    var zrc2Tokens: [ZRC2Token] { get throws(TokenError) }

    /// Lists the ZRC-2 `token` on its network; a token of the same contract is replaced.
    func add(_ token: ZRC2Token) throws(TokenError)

    /// Removes the listed token of either kind that `reference` names and returns it: a `zil1…`
    /// address is a ZRC-2 token's, a `0x…` address an ERC-20 token's, and a symbol the one listed
    /// token of either kind that has it.
    /// - Throws: ``TokenError/ambiguousSymbol(_:_:)`` when tokens of both kinds, or two of one,
    ///   have the symbol; ``TokenError/notListed(_:network:)``.
    func removeListed(_ reference: String) throws(TokenError) -> ListedToken
}
