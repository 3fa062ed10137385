public import Foundation
import Synchronization
public import ZilliqaKit

/// A running local Zilliqa node: the ledger, its block producer and the JSON-RPC server on
/// 127.0.0.1. Tests start one in-process; `zhip-devnet` is this plus argument parsing and signals.
///
/// ```swift
/// var configuration = DevnetConfiguration()
/// configuration.port = 0
/// configuration.blockTime = .zero
/// let devnet = try Devnet(configuration: configuration)
/// try devnet.start()
/// print(devnet.url)                        // http://127.0.0.1:<port>
/// await devnet.stop()                      // stops blocks, the server, then saves --state
/// ```
public final class Devnet: Sendable {
    /// What the devnet was started with.
    public let configuration: DevnetConfiguration
    /// The chain.
    public let ledger: Ledger
    /// The account made because no genesis was given (its key is a throwaway dev key); nil otherwise.
    public let generatedAccount: GenesisAccount?
    /// True when the ledger came from an existing `--state` file.
    public let restoredFromState: Bool
    /// Changes the devnet while it runs and shows what it received (over HTTP: `/control/…`,
    /// when started with a control token).
    public let control: DevnetControl

    private let server: HTTPServer
    private let saver: StateSaver?
    private let stopping = StopFlag()
    private let log: @Sendable (String) -> Void

    /// Loads `--state` when it exists, otherwise funds the genesis accounts (or a generated one).
    /// - Parameters:
    ///   - log: where problems that don't stop the devnet (a failed state save) are reported.
    ///   - clock: what the block timer, the latency and a held `timeout` fault wait on.
    public init(
        configuration: DevnetConfiguration, log: @escaping @Sendable (String) -> Void = Devnet.standardError,
        clock: any MonotonicClock = SystemClock()
    ) throws(DevnetError) {
        self.configuration = configuration
        self.log = log
        let rules = configuration.rules
        let stateFile = configuration.stateFile.map(StateFile.init(path:))
        let snapshot: LedgerSnapshot?
        do { snapshot = try stateFile?.load() } catch { throw .stateFile(error) }
        let ledger: Ledger
        if let snapshot {
            do { ledger = try Ledger(rules: rules, snapshot: snapshot) } catch { throw .state(error) }
            generatedAccount = nil
            restoredFromState = true
        } else {
            let generated = configuration.genesis.isEmpty ? GenesisAccount.generated() : nil
            let balances: [Address: Amount]
            do { balances = try GenesisFile.balances(configuration.genesis + (generated.map { [$0] } ?? [])) } catch {
                throw .genesis(error)
            }
            ledger = Ledger(rules: rules, genesis: balances)
            generatedAccount = generated
            restoredFromState = false
        }
        self.ledger = ledger

        let saver = stateFile.map { StateSaver(file: $0, ledger: ledger, log: log) }
        self.saver = saver
        let received = ReceivedTransactionLog()
        let faults = LiveFaults(plan: configuration.faults)
        let lies = DevnetLies()
        control = DevnetControl(
            ledger: ledger, received: received, lies: lies, faults: faults,
            blocks: BlockProducer(
                ledger: ledger, saver: saver, schedule: BlockSchedule(blockTime: configuration.blockTime),
                clock: clock),
            saver: saver)
        let rpc = JSONRPCHandler(
            methods: DevnetMethods(
                ledger: ledger, received: received, lies: lies, onBlockSealed: { _ in saver?.save() }))
        let stopping = stopping
        let handler = DevnetHTTPHandler(
            rpc: rpc, latency: configuration.latency, faults: faults,
            control: ControlHTTPHandler(control: control, token: configuration.controlToken),
            clock: clock, isStopping: { stopping.isSet })
        server = HTTPServer(
            configuration: HTTPServerConfiguration(port: configuration.port),
            immediate: { request in handler.answerAtOnce(request) },
            handler: { request in await handler.handle(request) })
    }

    /// Saves the state (when `--state` is set), binds the port and starts making blocks.
    public func start() throws(DevnetError) {
        do { try saver?.trySave() } catch { throw .stateFile(error) }
        do { try server.start() } catch { throw .server(error) }
        control.blocks.start()
    }

    /// The port the server listens on (the system's choice for port 0); 0 before ``start()``.
    public var port: UInt16 { server.port }

    /// `http://127.0.0.1:<port>`, the endpoint to give a client.
    public var url: URL {
        URL(string: "http://127.0.0.1:\(port)") ?? URL(fileURLWithPath: "/")
    }

    /// Stops making blocks, lets held requests go, stops the server, then saves `--state`.
    /// Safe to call more than once.
    public func stop() async {
        stopping.set()
        await control.blocks.stop()
        await server.stop()
        saver?.save()
    }

    /// Starts a devnet, runs `body` with it, and stops it whether `body` throws or not: the
    /// in-process devnet a test or a benchmark needs, never left running.
    ///
    /// ```swift
    /// let balance = try await Devnet.withRunning(configuration) { devnet in
    ///     try await service(devnet.url).balance(of: alice.address)
    /// }
    /// ```
    public nonisolated(nonsending) static func withRunning<T>(
        _ configuration: DevnetConfiguration, log: @escaping @Sendable (String) -> Void = { _ in },
        clock: any MonotonicClock = SystemClock(), _ body: (Devnet) async throws -> T
    ) async throws -> T {
        let devnet = try Devnet(configuration: configuration, log: log, clock: clock)
        try devnet.start()
        do {
            let value = try await body(devnet)
            await devnet.stop()
            return value
        } catch {
            await devnet.stop()
            throw error
        }
    }

    /// Writes a line to standard error.
    public static let standardError: @Sendable (String) -> Void = { line in
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}

/// A flag that goes up once, readable from any thread.
private final class StopFlag: Sendable {
    private let value = Atomic<Bool>(false)

    var isSet: Bool { value.load(ordering: .acquiring) }

    func set() { value.store(true, ordering: .releasing) }
}
