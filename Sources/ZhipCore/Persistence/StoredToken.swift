import ZilliqaKit

/// A listed ``Token`` as ``PreferencesKey/tokens`` keeps it: the contract as EIP-55 text; read
/// back through ``Token``'s own checks, so a hand-edited file cannot bring in what `token add`
/// refuses.
struct StoredToken: Codable, Sendable, Hashable {
    let contract: String
    let symbol: String
    let name: String
    let decimals: Int

    init(_ token: Token) {
        contract = token.contract.checksummed
        symbol = token.symbol
        name = token.name
        decimals = token.decimals
    }

    /// The token it stores on the EVM chain `evmChainID`, or nil when it no longer passes the checks.
    func token(on evmChainID: UInt64) -> Token? {
        guard let address = try? EVMAddress(contract) else { return nil }
        return try? Token(contract: address, symbol: symbol, name: name, decimals: decimals, evmChainID: evmChainID)
    }
}
