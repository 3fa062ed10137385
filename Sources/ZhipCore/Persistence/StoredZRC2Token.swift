import ZilliqaKit

/// A listed ``ZRC2Token`` as ``PreferencesKey/zrc2Tokens`` keeps it: the contract as bech32 text;
/// read back through ``ZRC2Token``'s own checks, so a hand-edited file cannot bring in what
/// `token add` refuses.
struct StoredZRC2Token: Codable, Sendable, Hashable {
    let contract: String
    let symbol: String
    let name: String
    let decimals: Int

    init(_ token: ZRC2Token) {
        contract = token.contract.bech32
        symbol = token.symbol
        name = token.name
        decimals = token.decimals
    }

    /// The token it stores on the EVM chain `evmChainID`, or nil when it no longer passes the checks.
    func token(on evmChainID: UInt64) -> ZRC2Token? {
        guard let address = try? Address(bech32: contract) else { return nil }
        return try? ZRC2Token(contract: address, symbol: symbol, name: name, decimals: decimals, evmChainID: evmChainID)
    }
}
