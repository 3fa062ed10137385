public import ZilliqaKit

/// Why pools could not be listed, found, added or read; each says what to do next.
public enum StakingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The contract's answer to `what` is not what a Zilliqa 2.0 delegation pool gives (a revert,
    /// no contract, the wrong size).
    case unreadable(EVMAddress, what: String)
    /// A pool's LST is not an ERC-20 token that can be shown.
    case lstUnreadable(EVMAddress, TokenError)
    /// No known pool on the network is this address or name.
    case unknownPool(String, network: String)
    /// More than one known pool has this name.
    case ambiguousName(String, [String])
    /// The network's list of added pools holds as many as it may.
    case listFull(Int)
    /// The node could not be asked, answered an error, or is on another chain.
    indirect case node(TransactionsError)
    /// The preferences holding the added pools could not be read or written.
    case persistence(PersistenceError)
    /// There is no network to stake on.
    case networkSetting(NetworkSettingError)

    public var description: String {
        switch self {
        case .unreadable(let pool, let what):
            "\(pool.checksummed) does not answer as a Zilliqa 2.0 delegation pool on this network (\(what)): check "
                + "the address and the network (zhip-cli stake pools lists the known pools)"
        case .lstUnreadable(let pool, let error):
            "the liquid staking token of pool \(pool.checksummed) cannot be shown (\(error)): check the pool's address"
        case .unknownPool(let reference, let network):
            "no known pool on \(network) is \(reference): zhip-cli stake pools lists them, and "
                + "zhip-cli stake pools add ADDRESS adds one"
        case .ambiguousName(let name, let addresses):
            "more than one known pool is named \(name) (\(addresses.joined(separator: ", "))): give its address"
        case .listFull(let most):
            "this network's list already holds \(most) added pools: remove one from the wallet's settings first"
        case .node(let error): "\(error)"
        case .persistence(let error): "the wallet's list of pools: \(error)"
        case .networkSetting(let error): "\(error)"
        }
    }
}
