import ZhipCore
import ZilliqaKit

/// A listed token's balance as `balance` prints it under `"evm"`: `{"address", "symbol", "decimals",
/// "balance": {"units", "text"}}`, units in the token's smallest unit as a decimal string; a balance
/// the token did not answer readably is `"balance": null` with `"error"` saying why. A ZRC-2 token's
/// holding (the legacy account's, under `"zrc2Tokens"`) has the same form with a `zil1…` address.
struct TokenBalanceForms: Encodable, Equatable {
    let address: String
    let symbol: String
    let decimals: Int
    let balance: Units?
    let error: String?

    /// A token amount in its smallest unit and as text in its decimals (`12.5`, no symbol).
    struct Units: Encodable, Equatable {
        let units: String
        let text: String
    }

    init(_ balance: TokenBalance) {
        let token = balance.token
        self.init(address: token.contract.checksummed, symbol: token.symbol, decimals: token.decimals, balance.units)
    }

    /// A listed ZRC-2 token's holding, its contract as `zil1…`.
    init(_ holding: ZRC2Holding) {
        let token = holding.token
        self.init(address: token.contract.bech32, symbol: token.symbol, decimals: token.decimals, holding.units)
    }

    private init(address: String, symbol: String, decimals: Int, _ units: Result<UInt256, TokenError>) {
        self.address = address
        self.symbol = symbol
        self.decimals = decimals
        switch units {
        case .success(let units):
            balance = Units(units: units.description, text: units.formatted(decimals: decimals))
            error = nil
        case .failure(let failure):
            balance = nil
            error = failure.description
        }
    }

    /// True when the balance was read and is above zero.
    var holdsAny: Bool { balance.map { $0.units != "0" } ?? false }

    /// The human line: `12.5 USDT (0xdAC1…)`, the contract beside the symbol, or why it is unknown.
    var line: String {
        guard let balance else { return "\(symbol) (\(address)): unknown: \(error ?? "")" }
        return "\(balance.text) \(symbol) (\(address))"
    }

    private enum CodingKeys: String, CodingKey { case address, symbol, decimals, balance, error }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(address, forKey: .address)
        try container.encode(symbol, forKey: .symbol)
        try container.encode(decimals, forKey: .decimals)
        try container.encode(balance, forKey: .balance)  // null when unreadable
        try container.encodeIfPresent(error, forKey: .error)
    }
}
