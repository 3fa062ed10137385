public import ZilliqaKit

/// An ERC-20 token the person listed on one network: its contract, and the symbol, name and
/// decimals it is shown with (read from the contract, or given where the contract has none).
///
/// Anyone can deploy a token named "USDT": every display shows the contract beside the symbol.
///
/// ```swift
/// let usdt = try Token(contract: address, symbol: "USDT", name: "Tether USD", decimals: 6, evmChainID: 32769)
/// print(usdt.label)   // "USDT (0xdAC17F958D2ee523a2206206994597C13D831ec7)"
/// ```
public struct Token: Sendable, Hashable {
    /// The most decimals a token may have: 10^78 does not fit in 256 bits, so no amount of a token
    /// with 78 decimals or more could be converted.
    public static let maximumDecimals = UInt256Error.maximumDecimals

    /// The token's contract.
    public let contract: EVMAddress
    /// Its symbol, cleaned (``TokenText``): at most ``TokenText/maximumSymbolLength`` characters.
    public let symbol: String
    /// Its name, cleaned: at most ``TokenText/maximumNameLength`` characters; may be empty.
    public let name: String
    /// How many decimal places its smallest unit is below one token.
    public let decimals: Int
    /// The EVM chain id of the network it is listed on.
    public let evmChainID: UInt64

    /// A token with `symbol` and `name` cleaned (``TokenText``: escape sequences, control, direction,
    /// invisible and blank characters) and cut to their limits.
    ///
    /// - Throws: ``TokenError/noSymbol(_:)`` when nothing printable is left of the symbol,
    ///   ``TokenError/decimalsOutOfRange(_:)`` outside 0 to ``maximumDecimals``.
    public init(contract: EVMAddress, symbol: String, name: String, decimals: Int, evmChainID: UInt64)
        throws(TokenError)
    {
        let cleanSymbol = TokenText.cleaned(symbol, limit: TokenText.maximumSymbolLength)
        guard !cleanSymbol.isEmpty else { throw .noSymbol(contract) }
        guard (0...Self.maximumDecimals).contains(decimals) else { throw .decimalsOutOfRange(decimals) }
        self.contract = contract
        self.symbol = cleanSymbol
        self.name = TokenText.cleaned(name, limit: TokenText.maximumNameLength)
        self.decimals = decimals
        self.evmChainID = evmChainID
    }

    /// `text` (such as `12.5`) in the token's smallest unit, exact: the ZIL amounts' grammar.
    /// - Throws: ``ZilliqaKit/UInt256Error`` for more fractional digits than ``decimals`` or past 2^256 - 1.
    public func units(_ text: String) throws(UInt256Error) -> UInt256 { try UInt256(text, decimals: decimals) }

    /// `units` of the token as text in its own decimals, with its symbol: `12.5 USDT`.
    public func text(of units: UInt256) -> String { "\(units.formatted(decimals: decimals)) \(symbol)" }

    /// The symbol with its contract, as every display shows it: `USDT (0xdAC1…)` in full; marked
    /// when its symbol or name spells an address (``showsAnAddress``).
    public var label: String {
        "\(symbol) (\(contract.checksummed))" + (showsAnAddress ? " " + Self.addressMark : "")
    }

    /// True when the symbol or the name spells something shaped like an address: it may pose as
    /// another contract, or as one the person knows (``TokenText/showsAnAddress(_:)``).
    public var showsAnAddress: Bool { TokenText.showsAnAddress(symbol) || TokenText.showsAnAddress(name) }

    /// What the label adds for a token whose text spells an address.
    public static let addressMark =
        "[careful: its name or symbol spells an address; its contract is the one in brackets]"
}
