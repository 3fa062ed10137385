import ZhipCore
import ZilliqaKit

/// A listed token's balance as `balance` prints it under `"evm"`: `{"address", "symbol", "decimals",
/// "balance": {"units", "text"}}`, units in the token's smallest unit as a decimal string; a balance
/// the token did not answer readably is `"balance": null` with `"error"` saying why.
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
        address = token.contract.checksummed
        symbol = token.symbol
        decimals = token.decimals
        switch balance.units {
        case .success(let units):
            self.balance = Units(units: units.description, text: units.formatted(decimals: token.decimals))
            error = nil
        case .failure(let failure):
            self.balance = nil
            error = failure.description
        }
    }

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
