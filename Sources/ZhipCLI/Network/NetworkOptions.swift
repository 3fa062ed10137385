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
            with --chain-id; several URLs separated by commas (at most 5) are tried in order when one does not \
            answer a read. Without it: the network saved in Zhip's settings, else mainnet.
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
        do {
            return try Network.custom(urls: try nodeURLs(network), chainID: chainID.zilliqa)
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// The URLs of `text`: one, or several separated by commas (spaces around them ignored).
    /// - Throws: ``NetworkError/notHTTP(_:)`` for a part that is no URL.
    static func nodeURLs(_ text: String) throws(NetworkError) -> [URL] {
        var urls: [URL] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let trimmed = part.trimmingCharacters(in: .whitespaces)
            guard let url = URL(string: trimmed) else { throw .notHTTP(trimmed) }
            urls.append(url)
        }
        return urls
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
    /// that its use cases (``Container/balancesUseCase``) talk to it. A network of several nodes
    /// gets one ``FailoverNodes`` for both services, whose one notice goes to `console`'s
    /// standard error.
    func register(_ network: Network, console: Console) {
        let container = Container.shared
        let nodes = failoverNodes(for: network, console: console, in: container)
        container.network.register { .success(network) }
        container.zilliqaService.register { [self] in service(for: network, nodes: nodes, in: container) }
        container.evmService.register { [self] in evmService(for: network, nodes: nodes, in: container) }
        container.networkDidChange()
    }

    /// The node of `network`, with this command's timeout.
    func session(for network: Network, console: Console) -> NodeSession {
        let container = Container.shared
        let nodes = failoverNodes(for: network, console: console, in: container)
        return NodeSession(
            network: network, service: service(for: network, nodes: nodes, in: container), console: console)
    }

    /// `network`'s nodes when it lists several (nil for one), the notice on `console`.
    private func failoverNodes(for network: Network, console: Console, in container: Container) -> FailoverNodes? {
        container.failoverNotices.register { FailoverNoticeSink { console.printError("\($0)") } }
        return container.failoverNodes(for: network, timeout: .seconds(Int64(timeout)))
    }

    /// The `eth_` service of `network`'s node, with the same timeout and retries as ``service(for:nodes:in:)``.
    private func evmService(for network: Network, nodes: FailoverNodes?, in container: Container) -> JSONRPCEVMService {
        let retry = RetryPolicy(on: container.clock())
        guard let nodes else {
            return JSONRPCEVMService(network: network, timeout: .seconds(Int64(timeout)), retry: retry)
        }
        return JSONRPCEVMService(
            transport: FailoverTransport(nodes, role: .reads), sendTransport: FailoverTransport(nodes, role: .sends),
            retry: retry)
    }

    /// The service for `network`: each answer within `--timeout`; retries wait on the
    /// container's clock, ZhipCore's one sleep path (reads and sends alike); over `nodes` when
    /// the network lists several.
    private func service(for network: Network, nodes: FailoverNodes?, in container: Container) -> JSONRPCZilliqaService
    {
        let retry = RetryPolicy(on: container.clock())
        guard let nodes else {
            return JSONRPCZilliqaService(network: network, timeout: .seconds(Int64(timeout)), retry: retry)
        }
        return JSONRPCZilliqaService(
            transport: FailoverTransport(nodes, role: .reads), sendTransport: FailoverTransport(nodes, role: .sends),
            retry: retry)
    }
}
