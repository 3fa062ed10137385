public import ZilliqaKit

/// Why a token could not be listed, found or removed; each says what to do next.
public enum TokenError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The contract gave no symbol with anything printable in it.
    case noSymbol(EVMAddress)
    /// Decimals outside 0 to ``Token/maximumDecimals``.
    case decimalsOutOfRange(Int)
    /// The contract gives no readable `decimals()`, and none were given.
    case noDecimals(EVMAddress)
    /// Decimals were given that differ from the contract's own.
    case decimalsDisagree(contract: Int, given: Int, token: EVMAddress)
    /// The contract answered none of `name()`, `symbol()` and `decimals()`.
    case notAToken(EVMAddress, network: String)
    /// A token's `balanceOf` answer could not be read (it reverted, or is not a uint256).
    case balanceUnreadable(EVMAddress)
    /// The ZRC-2 contract's init gave no symbol with anything printable in it.
    case noZRC2Symbol(Address)
    /// The legacy contract's init has no `name`, `symbol` and `decimals` of a ZRC-2 token (or
    /// there is no contract there).
    case notZRC2(Address, network: String)
    /// A ZRC-2 contract's `balances` answer could not be read.
    case zrc2BalanceUnreadable(Address)
    /// The node could not be asked, answered an error, or is on another chain.
    case node(TransactionsError)
    /// More than one listed token has this symbol.
    case ambiguousSymbol(String, [String])
    /// No listed token on the network is this address or symbol.
    case notListed(String, network: String)
    /// The network's list holds as many tokens as it may.
    case listFull(Int)
    /// The network's list holds as many ZRC-2 tokens as one request may read within a public
    /// node's rate quota.
    case zrc2ListFull(Int)
    /// The preferences holding the list could not be read or written.
    case persistence(PersistenceError)
    /// There is no network to list tokens for.
    case networkSetting(NetworkSettingError)

    public var description: String {
        switch self {
        case .noSymbol(let contract):
            "the token \(contract.checksummed) has no symbol that can be shown: give one with --symbol"
        case .decimalsOutOfRange(let decimals):
            "a token with \(decimals) decimals cannot be used: 0 to \(Token.maximumDecimals) are (10^78 does not fit "
                + "in 256 bits); check the contract, or give --decimals if it does not say"
        case .noDecimals(let contract):
            "the token \(contract.checksummed) does not say how many decimals it has: give them with --decimals "
                + "(its documentation or its explorer page says)"
        case .decimalsDisagree(let contract, let given, let token):
            "the token \(token.checksummed) says it has \(contract) decimals, not \(given): leave --decimals out "
                + "(a different figure would show every amount wrong by a power of ten)"
        case .notAToken(let contract, let network):
            "\(contract.checksummed) answers none of name, symbol and decimals on \(network): check that it is "
                + "a token on this network, or give --symbol and --decimals to list it anyway"
        case .balanceUnreadable(let contract):
            "the token \(contract.checksummed) did not answer balanceOf readably: check it on an explorer, or "
                + "remove it with 'zhip-cli token remove \(contract.checksummed)'"
        case .noZRC2Symbol(let contract):
            "the ZRC-2 token \(contract.bech32) has no symbol that can be shown: check its address on an explorer"
        case .notZRC2(let contract, let network):
            "\(contract.bech32) is not a ZRC-2 token on \(network) (its init names no name, symbol and decimals): "
                + "check the address and the network, or list an ERC-20 token by its 0x… address"
        case .zrc2BalanceUnreadable(let contract):
            "the ZRC-2 token \(contract.bech32) did not answer its balances readably: check it on an explorer, or "
                + "remove it with 'zhip-cli token remove \(contract.bech32)'"
        case .node(let error): "\(error)"
        case .ambiguousSymbol(let symbol, let contracts):
            "\(contracts.count) listed tokens have the symbol \(symbol) ("
                + contracts.joined(separator: ", ") + "): give the contract address instead"
        case .notListed(let reference, let network):
            "no token \(reference) is listed on \(network): see 'zhip-cli token list', or add it with "
                + "'zhip-cli token add ADDRESS'"
        case .listFull(let maximum):
            "the token list of this network holds \(maximum) tokens, the most it may: remove one with "
                + "'zhip-cli token remove ADDRESS' first"
        case .zrc2ListFull(let maximum):
            "\(maximum) ZRC-2 tokens are listed on this network, the most whose balances one request may read "
                + "within a public node's rate quota (each costs 4,000 of its 40,000 credits a second): remove one "
                + "with 'zhip-cli token remove zil1…' first"
        case .persistence(let error): "the token list could not be read or saved: \(error)"
        case .networkSetting(let error): "\(error)"
        }
    }
}
