public import ZilliqaKit

/// A ZRC-2 token of the Zilliqa 1 era that the person listed on one network: its legacy (Scilla)
/// contract, and the symbol, name and decimals of the contract's init. Read-only: what the legacy
/// account holds of it is shown, but it moves only with legacy transfers, which Zilliqa 2.0
/// mainnet no longer carries; a ZRC-2 token with an ERC-20 proxy is listed as that proxy's ``Token``.
///
/// ```swift
/// let token = try ZRC2Token(contract: gzil, symbol: "gZIL", name: "Governance ZIL", decimals: 15, evmChainID: 32769)
/// print(token.label)   // "gZIL (zil1…)", the contract in full
/// ```
public struct ZRC2Token: Sendable, Hashable {
    /// The token's Scilla contract.
    public let contract: Address
    /// Its symbol, cleaned (``TokenText``): at most ``TokenText/maximumSymbolLength`` characters.
    public let symbol: String
    /// Its name, cleaned: at most ``TokenText/maximumNameLength`` characters; may be empty.
    public let name: String
    /// How many decimal places its smallest unit is below one token.
    public let decimals: Int
    /// The EVM chain id of the network it is listed on (the key of every list of the network).
    public let evmChainID: UInt64

    /// A token with `symbol` and `name` cleaned as ``Token``'s are.
    ///
    /// - Throws: ``TokenError/noZRC2Symbol(_:)`` when nothing printable is left of the symbol,
    ///   ``TokenError/decimalsOutOfRange(_:)`` outside 0 to ``Token/maximumDecimals``.
    public init(contract: Address, symbol: String, name: String, decimals: Int, evmChainID: UInt64) throws(TokenError) {
        let cleanSymbol = TokenText.cleaned(symbol, limit: TokenText.maximumSymbolLength)
        guard !cleanSymbol.isEmpty else { throw .noZRC2Symbol(contract) }
        guard (0...Token.maximumDecimals).contains(decimals) else { throw .decimalsOutOfRange(decimals) }
        self.contract = contract
        self.symbol = cleanSymbol
        self.name = TokenText.cleaned(name, limit: TokenText.maximumNameLength)
        self.decimals = decimals
        self.evmChainID = evmChainID
    }

    /// `units` of the token as text in its own decimals, with its symbol: `12.5 gZIL`.
    public func text(of units: UInt256) -> String { "\(units.formatted(decimals: decimals)) \(symbol)" }

    /// The symbol with its contract, as every display shows it: `gZIL (zil1…)` in full; marked as a
    /// ``Token``'s is when its text spells an address.
    public var label: String {
        "\(symbol) (\(contract.bech32))" + (showsAnAddress ? " " + Token.addressMark : "")
    }

    /// True when the symbol or the name spells something shaped like an address, as ``Token/showsAnAddress``.
    public var showsAnAddress: Bool { TokenText.showsAnAddress(symbol) || TokenText.showsAnAddress(name) }
}
