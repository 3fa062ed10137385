import Foundation
public import ZilliqaKit

/// The ``ExplorerUseCase`` of the app: the explorers set per network in ``Preferences`` under
/// ``PreferencesKey/explorers``, keyed by the network's name, or its node's URL for a custom one.
public struct DefaultExplorerUseCase: ExplorerUseCase {
    private let preferences: Preferences

    public init(preferences: Preferences) {
        self.preferences = preferences
    }

    public func explorer(for network: Network) throws(PersistenceError) -> Explorer? {
        guard let text = try stored()[Self.key(network)] else { return network.presetExplorer }
        // A hand-edited file cannot bring in what `setExplorer` refuses: such an entry counts as none.
        guard let url = URL(string: text), let explorer = try? Explorer(url: url) else { return network.presetExplorer }
        return explorer
    }

    /// One atomic update of the explorers (``KeyValueStore/update(_:as:_:)``): another network's
    /// explorer set meanwhile by another process is kept.
    public func setExplorer(_ explorer: Explorer?, for network: Network) throws(PersistenceError) {
        try preferences.update(.explorers, as: [String: String].self) { explorers in
            var changed = explorers ?? [:]
            changed[Self.key(network)] = explorer?.url.absoluteString
            explorers = changed
        }
    }

    /// The key of `network`: a preset's name, else its node's URL (without a user name or password).
    private static func key(_ network: Network) -> String { network.displayName }

    private func stored() throws(PersistenceError) -> [String: String] {
        try preferences.load(.explorers, as: [String: String].self) ?? [:]
    }
}
