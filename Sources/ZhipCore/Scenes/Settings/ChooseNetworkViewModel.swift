public import ZilliqaKit

/// Settings' network choice: mainnet, testnet, the local zhip-devnet, or a node's URL with its
/// chain id. Saving goes through ``Container/switchNetwork(to:)``, so every use case talks to
/// the new network from then on.
///
/// ```swift
/// let choose = ChooseNetworkViewModel()
/// choose.didChoose(.testnet)             // saved; navigator says .changed(testnet)
/// choose.didEnterCustom(url: "http://127.0.0.1:5555", chainID: "222")
/// ```
@MainActor
public final class ChooseNetworkViewModel: SceneViewModel {
    /// Where the scene leads.
    public enum Step: Equatable {
        /// The network was changed and saved.
        case changed(Network)
        /// Left without changing anything.
        case cancel
    }

    /// What the scene shows.
    public struct State: Equatable, Sendable {
        /// The network in use now (its name, or its URL for a custom one).
        public var current: String
        /// The presets to choose from, in order.
        public var presets: [Network]
        /// Why the last choice was not saved.
        public var errorMessage: String?
    }

    public let title = "Network"
    public let navigator = Navigator<Step>()
    /// Called with the new state after each change.
    public var onChange: ((State) -> Void)?
    public private(set) var state: State {
        didSet { if state != oldValue { onChange?(state) } }
    }

    private let container: Container

    /// The scene for the network saved in `container`'s settings.
    public init(container: Container = .shared) {
        self.container = container
        let current: String
        switch container.network() {
        case .success(let network): current = Self.label(of: network)
        case .failure(let error): current = "unreadable (\(error))"
        }
        state = State(current: current, presets: Network.presets, errorMessage: nil)
    }

    /// The person chose a preset.
    public func didChoose(_ network: Network) {
        save(NetworkPreference(network))
    }

    /// The person entered a node's URL and its chain id.
    public func didEnterCustom(url: String, chainID: String) {
        guard let either = UInt64(chainID.trimmingCharacters(in: .whitespaces)),
            let id = Network.zilliqaChainID(fromEither: either)
        else {
            state.errorMessage =
                "The chain id is a whole number: 1 mainnet, 333 testnet, 222 zhip-devnet, or the EVM id"
                + " (32769 mainnet, 33101 testnet)."
            return
        }
        save(.custom(url: url.trimmingCharacters(in: .whitespaces), chainID: id))
    }

    /// The person left without choosing.
    public func didTapCancel() {
        navigator.next(.cancel)
    }

    private func save(_ preference: NetworkPreference) {
        do {
            let network = try container.switchNetwork(to: preference)
            var saved = state
            saved.current = Self.label(of: network)
            saved.errorMessage = nil
            state = saved
            navigator.next(.changed(network))
        } catch {
            state.errorMessage = error.description
        }
    }

    /// How a network is named to the person.
    static func label(of network: Network) -> String {
        Network.presets.contains(network) ? network.name : "\(network.displayURL) (chain \(network.chainID))"
    }
}
