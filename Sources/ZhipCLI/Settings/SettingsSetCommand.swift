import CommandLineKit
import Foundation
import ZhipCore
import ZilliqaKit

/// `zhip-cli settings set KEY VALUE`: changes the network (through ZhipCore's
/// `Container.switchNetwork`), the crash-reporting answer (through its question scene), a
/// network's block explorer (``ExplorerUseCase``), or a network's ZilNames resolver (``NameServiceUseCase``).
struct SettingsSetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "set",
        abstract: "Change the network, the crash-reporting answer, or a network's block explorer or name resolver.",
        discussion: """
            network: mainnet, testnet, devnet, or a node's URL with --chain-id N; several URLs separated by commas \
            (URL1,URL2, at most 5) are tried in order when one does not answer a read (docs/failover.md). \
            crash-reporting: yes or no. \
            explorer: the base URL of a block explorer with EIP-3091 paths (/tx/HASH, /address/ADDRESS), or default \
            for the network's own (Zilliqa's Otterscan for mainnet and testnet; none for the devnet or a node's \
            URL), for the network --network names (with --chain-id for a node's URL), else the saved one. The link \
            is printed after a send and by 'zhip-cli tx status'. --json prints {"explorer": URL|null, "network"}. \
            name-resolver: the 0x address of the ZilNames UniversalResolver that turns .zil names into addresses \
            on the network --network names (else the saved one), or default to forget it; mainnet's is ZilNames' \
            own and cannot be changed. --json prints {"nameResolver": ADDRESS|null, "network"}. \
            dex: the 0x address of a Uniswap V2 router ('zhip-cli swap' trades through it) on the network --network \
            names (else the saved one); its WZIL, factory and pair hash are read from it (WETH(), factory(), \
            INIT_CODE_PAIR_HASH()) and kept. Mainnet's PlunderSwap is built in and cannot be changed; testnet's is \
            read from its published router. --json prints {"dex": {"router", "factory", "wzil"}, "network"}.
            Exit codes: 0 changed; 1 the settings cannot be written; 64 the command line was wrong (an unknown or \
            read-only setting, a value it cannot have).
            """)

    @Argument(help: "The setting: network, crash-reporting, explorer, name-resolver or dex.")
    var key: String

    @Argument(help: "The new value.")
    var value: String

    @Option(help: ChainIDArgument.help, valueName: "id")
    var chainID: ChainIDArgument?

    @Option(
        help:
            "With explorer, name-resolver or dex: the network whose setting is changed (mainnet, testnet, devnet, or a node's URL with "
            + "--chain-id); without it, the saved network.",
        valueName: "network")
    var network: String?

    @OptionGroup var home: HomeOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        if key.lowercased() == Self.dexKey {
            _ = try dexChange()
            return
        }
        _ = try change()
    }

    func run(_ console: Console) async throws {
        home.use(console)
        if key.lowercased() == Self.dexKey {
            let (router, named) = try dexChange()
            return try await setDex(router, for: named, console: console)
        }
        switch try change() {
        case .network(let preference):
            try Container.shared.switchNetwork(to: preference)
        case .crashReporting(let accepts):
            try await Self.answerCrashReporting(accepts)
        case .explorer(let explorer, let named):
            return try setExplorer(explorer, for: named, console: console)
        case .nameResolver(let resolver, let named):
            return try setNameResolver(resolver, for: named, console: console)
        }
        let report = try await SettingsReport.read([try SettingKey.named(key)])
        try CommandOutput(console, output).emit(report, lines: report.lines)
    }

    /// What the arguments ask to change.
    enum Change {
        case network(NetworkPreference)
        case crashReporting(Bool)
        /// The explorer (nil: the network's own) of the network `--network` names (nil: the saved one).
        case explorer(Explorer?, Network?)
        /// The name resolver (nil: none) of the network `--network` names (nil: the saved one).
        case nameResolver(EVMAddress?, Network?)
    }

    /// The change the arguments describe.
    /// - Throws: a usage error for an unknown or read-only key, or a value the key cannot have.
    private func change() throws -> Change {
        let setting = try SettingKey.named(key)
        guard setting.isWritable else {
            throw ValidationError(
                "\(setting.rawValue) is read-only here: 'settings set' changes "
                    + SettingKey.allCases.filter(\.isWritable).map(\.rawValue).joined(separator: " or "))
        }
        if setting == .explorer { return try explorerChange() }
        if setting == .nameResolver { return try nameResolverChange() }
        guard network == nil else {
            throw ValidationError(
                "--network goes with 'settings set explorer URL' and 'settings set name-resolver ADDRESS'")
        }
        if setting == .crashReporting {
            guard chainID == nil else { throw ValidationError("--chain-id goes with 'settings set network URL'") }
            switch value.lowercased() {
            case "yes": return .crashReporting(true)
            case "no": return .crashReporting(false)
            default: throw ValidationError("crash-reporting is yes or no, not '\(value)'")
            }
        }
        guard value.contains("://") else {
            guard chainID == nil else {
                throw ValidationError("--chain-id goes with a node's URL: 'settings set network URL --chain-id N'")
            }
            do { _ = try Network.named(value) } catch { throw ValidationError(error.description) }
            return .network(.named(value.lowercased()))
        }
        guard let chainID else {
            throw ValidationError(
                "a node's URL needs its chain id: add --chain-id N (1 mainnet, 333 testnet, 222 zhip-devnet)")
        }
        do {
            let network = try Network.custom(urls: try NetworkOptions.nodeURLs(value), chainID: chainID.zilliqa)
            // One URL is saved as it was given, as before; several in their checked form.
            let preference =
                network.fallbackURLs.isEmpty
                ? NetworkPreference.custom(url: value, chainID: chainID.zilliqa) : NetworkPreference(network)
            _ = try preference.network()
            return .network(preference)
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// The explorer change the arguments describe.
    private func explorerChange() throws -> Change {
        let named = try NetworkOptions.network(named: network, chainID: chainID)
        guard value.lowercased() != "default" else { return .explorer(nil, named) }
        guard let url = URL(string: value) else {
            throw ValidationError(NetworkError.notHTTP(value).description)
        }
        do {
            return .explorer(try Explorer(url: url), named)
        } catch {
            throw ValidationError(
                "the explorer is the base URL of an explorer (https://host/…, no user name, query or fragment), or "
                    + "default: \(error)")
        }
    }

    /// The name resolver change the arguments describe.
    private func nameResolverChange() throws -> Change {
        let named = try NetworkOptions.network(named: network, chainID: chainID)
        guard value.lowercased() != "default" else { return .nameResolver(nil, named) }
        do {
            return .nameResolver(try EVMAddress(value), named)
        } catch {
            throw ValidationError(
                "the name resolver is the 0x address of ZilNames' UniversalResolver on the network, or default: \(error)"
            )
        }
    }

    /// The setting of a network's exchange: `dex`, set here only (the settings list shows no exchange).
    static let dexKey = "dex"

    /// The router `value` names and the network `--network` names (nil: the saved one).
    private func dexChange() throws -> (EVMAddress, Network?) {
        let named = try NetworkOptions.network(named: network, chainID: chainID)
        do { return (try EVMAddress(value), named) } catch {
            throw ValidationError("dex is the 0x address of a Uniswap V2 router on the network: \(error)")
        }
    }

    /// Reads the exchange of `router` on `named` (else the saved network), keeps it, and prints it.
    private func setDex(_ router: EVMAddress, for named: Network?, console: Console) async throws {
        let chosen = try named ?? Container.shared.network().mapError(NetworkChoiceError.setting).get()
        Container.shared.network.register { .success(chosen) }
        let exchange: SwapExchange
        do throws(SwapExchangeError) {
            exchange = try await WaitingLine.showing("Asking \(chosen.nodeLabel) about the router", on: console) {
                () async throws(SwapExchangeError) in
                try await Container.shared.swapExchangeUseCase().setRouter(router, for: chosen)
            }
        } catch {
            throw failure("\(error)", exit: .failure, on: console)
        }
        try CommandOutput(console, output).emit(
            DexSettingReport(
                dex: DexSettingReport.Dex(
                    router: exchange.router.checksummed, factory: exchange.factory.checksummed,
                    wzil: exchange.wzil.checksummed), network: chosen.displayName),
            lines: [
                ("dex", exchange.router.checksummed), ("factory", exchange.factory.checksummed),
                ("wzil", exchange.wzil.checksummed), ("network", chosen.description),
            ])
    }

    /// `settings set dex --json`.
    struct DexSettingReport: Encodable {
        struct Dex: Encodable {
            let router: String
            let factory: String
            let wzil: String
        }
        let dex: Dex
        let network: String
    }

    /// Sets `resolver` for `named` (else the saved network) and prints what the network's resolver now is.
    private func setNameResolver(_ resolver: EVMAddress?, for named: Network?, console: Console) throws {
        let chosen = try named ?? Container.shared.network().mapError(NetworkChoiceError.setting).get()
        let names = Container.shared.nameServiceUseCase()
        try names.setResolver(resolver, for: chosen)
        try emit(
            .nameResolver, jsonKey: "nameResolver", value: try names.resolver(for: chosen)?.checksummed, chosen, console
        )
    }

    /// Sets `explorer` for `named` (else the saved network) and prints what the network's explorer now is.
    private func setExplorer(_ explorer: Explorer?, for named: Network?, console: Console) throws {
        let chosen = try named ?? Container.shared.network().mapError(NetworkChoiceError.setting).get()
        let explorers = Container.shared.explorerUseCase()
        try explorers.setExplorer(explorer, for: chosen)
        try emit(
            .explorer, jsonKey: "explorer", value: try explorers.explorer(for: chosen)?.description, chosen, console)
    }

    /// Prints a per-network setting after it was set: `{"<jsonKey>": value|null, "network": "devnet"}`,
    /// or the setting's and the network's lines.
    private func emit(_ key: SettingKey, jsonKey: String, value: String?, _ network: Network, _ console: Console)
        throws
    {
        try CommandOutput(console, output).emit(
            NetworkSettingReport(key: jsonKey, value: value, network: network.displayName),
            lines: [(key.rawValue, value ?? "none"), ("network", network.description)])
    }

    /// A per-network setting in JSON: its value under its key (null when none), and the network's name.
    struct NetworkSettingReport: Encodable {
        let key: String
        let value: String?
        let network: String

        private struct Key: CodingKey {
            let stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(value, forKey: Key(stringValue: key))  // null when the network has none
            try container.encode(network, forKey: Key(stringValue: "network"))
        }
    }

    /// Answers ZhipCore's crash-reporting question, as Settings offers it.
    @MainActor
    private static func answerCrashReporting(_ accepts: Bool) throws {
        let scene = AskForCrashReportingPermissionsViewModel(allowsCancelling: true)
        var answered = false
        scene.navigator.onStep = { step in answered = step == .answered }
        scene.didCheckHasReadDisclaimer(true)
        if accepts { scene.didTapAccept() } else { scene.didTapDecline() }
        if let message = scene.state.errorMessage { throw WalletCommandError.failed(message) }
        guard answered else { throw WalletCommandError.failed("the answer was not saved; run the command again") }
    }
}
