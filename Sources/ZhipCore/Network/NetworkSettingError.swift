public import ZilliqaKit

/// Why the network the wallet talks to is not known: the setting saved in ``Preferences``
/// cannot be read or names no usable network, or a newly chosen one could not be saved.
///
/// The wallet never falls back to mainnet on such an error: a wallet meant for testnet must not
/// quietly sign for mainnet. Until the setting is fixed, every use of the network throws this.
/// ```swift
/// switch Container.shared.network() {
/// case .success(let network): print("on \(network)")
/// case .failure(let problem): print(problem.description)   // and offer to choose a network
/// }
/// ```
public enum NetworkSettingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The saved network could not be read: the preferences file failed, or what is saved under
    /// ``PreferencesKey/network`` is not a network setting.
    case unreadable(PersistenceError)
    /// The network names no preset, or its URL is not an http(s) node URL.
    case invalid(NetworkError)
    /// The chosen network could not be saved; the wallet stays on the network it had.
    case notSaved(PersistenceError)
    /// The preferences file was damaged and moved aside to `movedTo`, so the network it named is
    /// unknown: the wallet talks to no network until one is chosen again (mainnet only ever when
    /// no network was chosen at all).
    case lost(movedTo: String)

    public var description: String {
        switch self {
        case .unreadable(let error):
            "the network setting could not be read (\(error)); nothing is sent or fetched until it is fixed:"
                + " choose the network again (mainnet, testnet, devnet, or a node's URL and chain id)"
        case .invalid(let error):
            "the network setting is not usable: \(error)"
        case .notSaved(let error):
            "the network could not be saved (\(error)); the wallet stays on the network it was using"
        case .lost(let movedTo):
            "the settings file was damaged and moved aside to \(movedTo), so the network it named is unknown;"
                + " nothing is sent or fetched until the network is chosen again (mainnet, testnet, devnet, or a"
                + " node's URL and chain id)"
        }
    }
}
