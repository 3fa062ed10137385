import Foundation
import ZilliqaKit

/// `zhip-devnet` itself: parse the arguments, start the devnet, print the port (alone, on the
/// first line) and the genesis accounts, wait for SIGINT or SIGTERM, stop cleanly.
///
/// ```swift
/// exit(await DevnetCommand.run(arguments: Array(CommandLine.arguments.dropFirst())))
/// ```
/// Exit status: 0 after `--help` or a clean stop, 64 for a usage error, 1 when the devnet can't start.
public enum DevnetCommand {
    public static func run(arguments: [String]) async -> Int32 {
        let configuration: DevnetConfiguration
        do {
            switch try DevnetArguments.parse(arguments) {
            case .help:
                writeOut(DevnetArguments.help)
                return 0
            case .run(let parsed): configuration = parsed
            }
        } catch {
            Devnet.standardError("zhip-devnet: \(error)")
            return 64
        }

        // Trap the signals before the port is printed, so that whoever reads it can stop us at once.
        let (signals, continuation) = AsyncStream.makeStream(of: Int32.self)
        let trap = ShutdownSignal { continuation.yield($0) }
        defer { trap.cancel() }

        let devnet: Devnet
        do {
            devnet = try Devnet(configuration: configuration)
            try devnet.start()
        } catch {
            Devnet.standardError("zhip-devnet: \(error)")
            return 1
        }
        writeOut(String(devnet.port))
        writeOut(banner(devnet))

        for await _ in signals { break }
        await devnet.stop()
        writeOut("zhip-devnet: stopped" + (configuration.stateFile.map { ", state saved to \($0)" } ?? ""))
        return 0
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
            lines.append(
                "genesis account \(generated.address.bech32) (\(generated.address.checksummed)): \(generated.balance)")
            // A throwaway key made for this run: printing it is the point (send from it).
            lines.append("  private key (throwaway dev key): \(keyPair.privateKey.revealedHex())")
        } else {
            for account in configuration.genesis {
                lines.append(
                    "genesis account \(account.address.bech32) (\(account.address.checksummed)): \(account.balance)")
            }
        }
        return lines.joined(separator: "\n")
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

    /// Writes a line to standard output at once (the port line must not wait in a buffer).
    private static func writeOut(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }
}
