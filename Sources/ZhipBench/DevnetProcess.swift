import ChildProcesses
import Foundation
import Glibc
import ZhipDevnetKit
import ZilliqaKit

/// A release `zhip-devnet` in a process of its own, found beside `zhip-bench` (`just bench` builds
/// both): what the throughput benchmarks drive, so that the figures are the node's and not shared
/// with clients in its process.
///
/// Its genesis file lists addresses only (each sender's legacy account and the 20 bytes of its EVM
/// account, a million ZIL each), so no key leaves this process; it makes no block while it runs.
enum DevnetProcess {
    /// Why the devnet could not be run.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The most a devnet may run before it is killed: a hang ends the benchmark instead of stalling it.
    static let deadline = Duration.seconds(3600)

    /// Runs `body` against a `zhip-devnet` process on a free loopback port whose genesis funds
    /// `senders`, then stops it with SIGTERM.
    static func withRunning(funding senders: [KeyPair], _ body: (_ port: UInt16) async throws -> Void) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zhip-bench-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let genesis = folder.appendingPathComponent("genesis.json")
        try genesisFile(funding: senders).write(to: genesis)
        let devnet = try ChildProcess(
            try binary().path, ["--port", "0", "--block-time", "3600", "--genesis", genesis.path],
            environment: [:], standardError: .null, deadline: deadline)
        defer { devnet.kill() }
        guard let line = await devnet.firstLineOfOutput(), let port = UInt16(line) else {
            throw Failure(description: "zhip-devnet did not print its port")
        }
        try await body(port)
        devnet.signal(SIGTERM)
        _ = await devnet.ending(killingAfter: .seconds(10))
    }

    /// `zhip-devnet` in the folder of this executable.
    private static func binary() throws -> URL {
        let folder = (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0]))
            .deletingLastPathComponent()
        let binary = folder.appendingPathComponent("zhip-devnet")
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            throw Failure(description: "no \(binary.path): build it first (just bench builds it)")
        }
        return binary
    }

    /// The `--genesis` file: a million ZIL for each sender's legacy and EVM account, by address.
    private static func genesisFile(funding senders: [KeyPair]) -> Data {
        let balance = JSONValue.string(Amount(1_000_000, unit: .zil).qaString)
        let entries = senders.flatMap { pair in
            [pair.address, EthTransaction.account(pair.evmAddress)].map { address in
                JSONValue.object(["address": .string(address.checksummed), "balance": balance])
            }
        }
        return Data(JSONValue.array(entries).encodedBytes())
    }
}
