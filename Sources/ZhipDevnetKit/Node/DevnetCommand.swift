public import CommandLineKit
import ZilliqaKit

/// `zhip-devnet` itself: parse the arguments (``DevnetOptions``), start the devnet, print the
/// port (alone, on the first line) and the genesis accounts, wait for SIGINT or SIGTERM, stop cleanly.
/// CommandLineKit's runner parses and reports, as it does for `zhip-cli`, each refusal on one
/// line (``CommandConfiguration/ErrorStyle/oneLine``):
/// `zhip-devnet: <what is wrong> (see zhip-devnet --help)`.
///
/// ```swift
/// await DevnetCommand.main()   // in main.swift
/// let code = await DevnetCommand.main(arguments: ["--bogus"], console: recorder.console)   // .usageError
/// ```
/// Exit status: 0 after `--help` or a clean stop, 64 for a usage error (one line on standard
/// error), 1 when the devnet can't start.
public struct DevnetCommand: ParsableCommand {
    @OptionGroup var options: DevnetOptions

    /// Only the declarations; CommandLineKit's runner parses them.
    public init() {}

    /// Runs the devnet until SIGINT or SIGTERM, then stops it (saving its state).
    /// - Throws: ``ValidationError`` for a genesis file or key that can't be used, and
    ///   ``DevnetError`` when the devnet can't start.
    public func run(_ console: Console) async throws {
        let configuration = try options.configuration()

        // Trap the signals before the port is printed, so that whoever reads it can stop us at once.
        let (signals, continuation) = AsyncStream.makeStream(of: Int32.self)
        let trap = ShutdownSignal { continuation.yield($0) }
        defer { trap.cancel() }

        let devnet = try Devnet(configuration: configuration)
        try devnet.start()
        console.print(String(devnet.port))
        console.print(Self.banner(devnet))

        for await _ in signals { break }
        await devnet.stop()
        console.print("zhip-devnet: stopped" + (configuration.stateFile.map { ", state saved to \($0)" } ?? ""))
    }

    /// What is printed after the port: where, which chain, and the genesis accounts.
    static func banner(_ devnet: Devnet) -> String {
        let configuration = devnet.configuration
        let blockTime =
            configuration.blockTime == .zero
            ? "blocks at once" : "a block every \(seconds(configuration.blockTime)) s"
        var lines = [
            "zhip-devnet: chain \(configuration.chainID) at \(devnet.url.absoluteString)"
                + ", minimum gas price \(configuration.minimumGasPrice.qaString) Qa, \(blockTime)"
                + ", era \(configuration.era.rawValue)"
                + (configuration.finalityLag > 0 ? ", final \(configuration.finalityLag) blocks behind" : "")
        ]
        if configuration.controlToken != nil {
            lines.append("control API at \(devnet.url.absoluteString)/control (token from --control-token)")
        }
        if devnet.restoredFromState, let path = configuration.stateFile {
            let summary = devnet.ledger.summary()
            lines.append(
                "state loaded from \(path) (tx blocks: \(summary.blockCount), transactions: \(summary.transactionCount),"
                    + " pending: \(summary.pendingCount)); genesis options are ignored")
        } else if let generated = devnet.generatedAccount, let keyPair = generated.keyPair {
            lines += accountLines(generated)
            // A throwaway key made for this run: printing it is the point (send from it).
            lines.append("  private key (throwaway dev key): \(keyPair.privateKey.revealedHex())")
        } else {
            for account in configuration.genesis { lines += accountLines(account) }
        }
        return lines.joined(separator: "\n")
    }

    /// A genesis account's line, and for one given by its key the line of the key's EVM account,
    /// which genesis funds too.
    private static func accountLines(_ account: GenesisAccount) -> [String] {
        var lines = ["genesis account \(account.address.bech32) (\(account.address.checksummed)): \(account.balance)"]
        if let evm = account.evmAddress {
            lines.append("  EVM account of the same key \(evm.checksummed) (eth_ API): \(account.balance)")
        }
        return lines
    }

    /// Seconds to the microsecond, without trailing zeros (`2`, `0.25`, `0.000001`).
    static func seconds(_ duration: Duration) -> String {
        let (whole, attoseconds) = duration.components
        let micro = attoseconds / 1_000_000_000_000
        guard micro > 0 else { return String(whole) }
        var fraction = String(micro)
        fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return "\(whole).\(fraction)"
    }
}
