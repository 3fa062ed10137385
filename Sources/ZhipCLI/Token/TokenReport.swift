import ZhipCore

/// A listed token as `token list` and `token remove` print it: `{"address", "symbol", "name", "decimals"}`.
struct TokenReport: Encodable {
    let address: String
    let symbol: String
    let name: String
    let decimals: Int

    init(_ token: Token) {
        address = token.contract.checksummed
        symbol = token.symbol
        name = token.name
        decimals = token.decimals
    }

    /// The labelled lines of the human form.
    var lines: [(label: String, value: String)] {
        [
            ("token", symbol), ("address", address), ("name", name.isEmpty ? "(none)" : name),
            ("decimals", "\(decimals)"),
        ]
    }
}
