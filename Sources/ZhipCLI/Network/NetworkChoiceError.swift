import ZhipCore

/// Why the network saved in settings could not be used; each case says how to choose one instead.
enum NetworkChoiceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The settings file could not be read.
    case unreadableSetting(PersistenceError)
    /// The saved setting names no network zhip-cli knows, or a URL that is not one (`reason`).
    case unusableSetting(reason: String)

    var description: String {
        switch self {
        case .unreadableSetting(let error):
            "the network saved in settings could not be read (\(error)): choose one with --network mainnet, testnet, "
                + "devnet or a node's URL"
        case .unusableSetting(let reason):
            "the network saved in settings cannot be used: \(reason); choose one with --network mainnet, testnet, "
                + "devnet or a node's URL"
        }
    }
}
