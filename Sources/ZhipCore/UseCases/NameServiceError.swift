public import ZilliqaKit

/// Why a `.zil` name could not be turned into an address (or an address into its name); each case
/// names a next step that works.
public enum NameServiceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No ZilNames resolver is known for the network (only mainnet's is built in), and none is set.
    case noResolver(network: String)
    /// Mainnet's resolver is ZilNames' own and is not changed by a setting.
    case resolverFixed(network: String)
    /// The name has no resolver on the network: it is not registered.
    case notRegistered(ZilName)
    /// The name is registered but resolves to no address.
    case noAddressSet(ZilName)
    /// The node did not answer, or refused the lookup: its words.
    case node(String)
    /// The name service answered something that cannot be read: what was wrong.
    case unreadableAnswer(String)
    /// The wallet's network setting cannot be used.
    case networkSetting(NetworkSettingError)
    /// The settings file could not be read or written.
    case settings(PersistenceError)
    /// The lookup was cancelled.
    case cancelled

    public var description: String {
        switch self {
        case .noResolver(let network):
            "no ZilNames resolver is known for \(network): set its UniversalResolver with"
                + " 'zhip-cli settings set name-resolver ADDRESS', or use the address instead of the name"
        case .resolverFixed(let network):
            "\(network) uses ZilNames' own UniversalResolver (\(ZilNames.universalResolver.checksummed)), which"
                + " a setting does not change: set name-resolver for another network with --network"
        case .notRegistered(let name):
            "\(name) is not registered on ZilNames: check its spelling, or use the address"
        case .noAddressSet(let name):
            "\(name) is registered but has no address set: ask its owner to set one, or use the address"
        case .node(let message):
            "the node did not answer the name lookup (\(message)): try again, or check the network with"
                + " 'zhip-cli settings'"
        case .unreadableAnswer(let problem):
            "the name service's answer could not be read (\(problem)): check that name-resolver in"
                + " 'zhip-cli settings' is ZilNames' UniversalResolver, or use the address"
        case .networkSetting(let error): error.description
        case .settings(let error): error.description
        case .cancelled: "the name lookup was cancelled; nothing was looked up"
        }
    }
}
