import ChildProcesses
import Foundation
import Glibc

/// A `zhip-devnet` process on a free port, funding alice with 1000 ZIL and confirming at once,
/// plus `extraArguments` (`--state`, `--fail-mode`, …); terminated when stopped or released,
/// whatever happened, and killed if it still runs after ``EndToEndTests/processDeadline``.
final class DevnetProcess: Sendable {
    private let child: ChildProcess
    /// The port from its first line of output.
    let port: UInt16

    private init(child: ChildProcess, port: UInt16) {
        self.child = child
        self.port = port
    }

    /// Starts the devnet and waits (without holding a thread) for the port it prints first.
    static func start(extraArguments: [String] = []) async throws -> DevnetProcess {
        let binary = try EndToEndTests.binary().deletingLastPathComponent().appendingPathComponent("zhip-devnet")
        let child = try ChildProcess(
            binary.path,
            // 2000 Li, which these tests' sums are written for (the default is now ZQ2's 2000000016 Qa).
            [
                "--port", "0", "--block-time", "0", "--min-gas-price", "2000000000", "--genesis-key",
                KnownKey.privateKey + ":1000",
            ]
                + extraArguments,
            environment: EndToEndTests.sanitizerOptions, standardError: .null, deadline: EndToEndTests.processDeadline)
        let line = await child.firstLineOfOutput() ?? ""
        guard let port = UInt16(line) else {
            child.kill()
            throw DevnetProcessError.noPort(line)
        }
        return DevnetProcess(child: child, port: port)
    }

    deinit { stop() }

    /// `--network http://127.0.0.1:<port> --chain-id 222`.
    var networkArguments: [String] { ["--network", "http://127.0.0.1:\(port)", "--chain-id", "222"] }

    /// Asks the devnet to stop (SIGTERM) and returns at once; safe to call more than once.
    func stop() { child.signal(SIGTERM) }

    /// Stops the devnet and waits until it has exited (its `--state` file is saved by then).
    @discardableResult
    func stopAndWait() async -> ChildProcessEnding {
        stop()
        return await child.ending()
    }
}

/// Why a ``DevnetProcess`` did not start.
enum DevnetProcessError: Error {
    /// Its first line was not a port.
    case noPort(String)
}
