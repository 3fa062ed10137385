import CommandLineKit
import Foundation
import ZhipCore
import ZilliqaKit

/// `--network`, `--chain-id` and `--timeout`: which network a command talks to (or signs for),
/// shared by every network command through `@OptionGroup`.
///
/// ```
/// zhip-cli balance zil1… --network testnet
/// zhip-cli balance zil1… --network http://127.0.0.1:5555 --chain-id 222
/// zhip-cli balance zil1…                      # the network saved in settings, else mainnet
/// ```
struct NetworkOptions: ParsableArguments {
    @Option(
        help: """
            The network: mainnet, testnet, devnet, or a node's URL (http://host:port or https://host) together \
            with --chain-id. Without it: the network saved in Zhip's settings, else mainnet.
            """,
        valueName: "network")
    var network: String?

    @Option(help: ChainIDArgument.help, valueName: "id")
    var chainID: ChainIDArgument?

    @Option(
        help:
            "How many seconds each answer from the node may take; one that does not come is asked for again, twice at most.",
        valueName: "seconds")
    var timeout: UInt32 = 30

    @OptionGroup var home: HomeOptions

    func validate() throws {
        guard timeout >= 1 else { throw ValidationError("--timeout must be at least 1 second") }
        // --chain-id alone is refused where the network is needed: 'tx sign --account evm' signs with it alone.
        if network != nil || chainID == nil { _ = try explicitNetwork() }
    }

    /// The network named on the command line, or nil when there is no `--network`.
    /// - Throws: ``ValidationError`` for an unknown name, a URL without `--chain-id`, a
    ///   `--chain-id` without a URL, or a URL that is not http(s).
    func explicitNetwork() throws -> Network? {
        try Self.network(named: network, chainID: chainID)
    }

    /// The network `text` names (a preset, or a node's URL with `chainID`), nil for no text.
    /// - Throws: ``ValidationError`` as ``explicitNetwork()`` says.
    static func network(named text: String?, chainID: ChainIDArgument?) throws -> Network? {
        guard let network = text else {
            if chainID != nil {
                throw ValidationError("--chain-id goes with a node's URL: give --network URL --chain-id N")
            }
            return nil
        }
        guard network.contains("://") else {
            let preset: Network
            do { preset = try Network.named(network) } catch { throw ValidationError(error.description) }
            if let chainID, chainID.zilliqa != preset.chainID {
                throw ValidationError(
                    "\(preset.name) is chain \(preset.chainID), not \(chainID.zilliqa) (its EVM chain id is"
                        + " \(preset.evmChainID)): --chain-id goes with a node's URL only")
            }
            return preset
        }
        guard let chainID else {
            throw ValidationError(
                "a node's URL needs its chain id: add --chain-id N (1 mainnet, 333 testnet, 222 zhip-devnet)")
        }
        guard let url = URL(string: network) else { throw ValidationError(NetworkError.notHTTP(network).description) }
        do {
            return try Network.custom(url: url, chainID: chainID.zilliqa)
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// The network to use: `--network`, else ZhipCore's network (`Container.shared.network`:
    /// the one saved in settings, mainnet when none is saved).
    /// - Throws: ``ValidationError`` as ``explicitNetwork()``; ``NetworkChoiceError`` when the
    ///   saved setting cannot be read or used.
    func resolve() throws -> Network {
        useHome()
        if let explicit = try explicitNetwork() { return explicit }
        switch Container.shared.network() {
        case .success(let network): return network
        case .failure(let error): throw NetworkChoiceError.setting(error)
        }
    }

    /// Points ZhipCore's stores at `--home` when it was given, before anything reads them.
    func useHome() {
        home.useAsGiven()
    }

    /// Makes `network`, with this command's timeout, the network of ZhipCore's container, so
    /// that its use cases (``Container/balancesUseCase``) talk to it.
    func register(_ network: Network) {
        let container = Container.shared
        container.network.register { .success(network) }
        container.zilliqaService.register { [self] in service(for: network, in: container) }
        container.evmService.register { [self] in evmService(for: network, in: container) }
        container.networkDidChange()
    }

    /// The node of `network`, with this command's timeout.
    func session(for network: Network, console: Console) -> NodeSession {
        NodeSession(network: network, service: service(for: network, in: Container.shared), console: console)
    }

    /// The `eth_` service of `network`'s node, with the same timeout and retries as ``service(for:in:)``.
    private func evmService(for network: Network, in container: Container) -> JSONRPCEVMService {
        JSONRPCEVMService(
            network: network, timeout: .seconds(Int64(timeout)), retry: RetryPolicy(on: container.clock()))
    }

    /// The service for `network`: each answer within `--timeout`; retries wait on the
    /// container's clock, ZhipCore's one sleep path (reads and sends alike).
    private func service(for network: Network, in container: Container) -> JSONRPCZilliqaService {
        JSONRPCZilliqaService(
            network: network, timeout: .seconds(Int64(timeout)), retry: RetryPolicy(on: container.clock()))
    }
}
