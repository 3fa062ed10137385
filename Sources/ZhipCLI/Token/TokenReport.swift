import ZhipCore

/// A listed token as `token add`, `token list` and `token remove` print it: `{"address", "symbol",
/// "name", "decimals", "standard"}`, the standard `ERC-20` (a 0x… address) or `ZRC-2` (a zil1… one).
struct TokenReport: Encodable {
    let address: String
    let symbol: String
    let name: String
    let decimals: Int
    let standard: String
    /// True when the symbol or name spells an address (``ZhipCore/TokenText/showsAnAddress(_:)``).
    let spellsAnAddress: Bool

    init(_ token: Token) {
        address = token.contract.checksummed
        symbol = token.symbol
        name = token.name
        decimals = token.decimals
        standard = "ERC-20"
        spellsAnAddress = token.showsAnAddress
    }

    init(_ token: ZRC2Token) {
        address = token.contract.bech32
        symbol = token.symbol
        name = token.name
        decimals = token.decimals
        standard = "ZRC-2"
        spellsAnAddress = token.showsAnAddress
    }

    init(_ listed: ListedToken) {
        switch listed {
        case .erc20(let token): self.init(token)
        case .zrc2(let token): self.init(token)
        }
    }

    /// The labelled lines of the human form.
    var lines: [(label: String, value: String)] {
        [
            ("token", symbol), ("address", address), ("name", name.isEmpty ? "(none)" : name),
            ("decimals", "\(decimals)"), ("standard", standard),
        ] + (spellsAnAddress ? [("careful", "its name or symbol spells an address; its contract is \(address)")] : [])
    }
}
