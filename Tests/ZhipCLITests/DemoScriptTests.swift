import ChildProcesses
import Foundation
import Testing

/// Runs `scripts/demo` (what `just demo` runs) on the binaries built beside the tests, once for
/// the suite, with a known throwaway key and password instead of random ones.
@Suite("scripts/demo")
struct DemoScriptTests {
    /// The package's root: three levels above this file (Tests/ZhipCLITests/…).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    /// The genesis key the demo funds (`ZHIP_DEMO_GENESIS_KEY`).
    static let genesisKey = String(repeating: "5eed", count: 16)
    /// The password of the demo's wallets (`ZHIP_DEMO_PASSWORD`).
    static let password = "demo-test-password-3141"

    /// The one run of the demo the tests look at: its exit status and both streams, started by the
    /// first test that asks.
    static let shared = Task { () async throws -> ChildProcessResult in
        var environment = ProcessInfo.processInfo.environment
        environment["ZHIP_DEMO_BIN"] = try EndToEndTests.binary().deletingLastPathComponent().path
        environment["ZHIP_DEMO_GENESIS_KEY"] = genesisKey
        environment["ZHIP_DEMO_PASSWORD"] = password
        environment["NO_COLOR"] = "1"
        environment["ZHIP_HOME"] = nil
        let script = packageRoot.appendingPathComponent("scripts/demo").path
        return try await EndToEndTests.runProcess(
            URL(fileURLWithPath: "/usr/bin/env"), ["bash", script], environment: environment)
    }

    @Test("the demo exits 0 and ends with both wallets' balances after the payment")
    func demo() async throws {
        let run = try await Self.shared.value
        #expect(run.status == 0, "standard error: \(run.errors)")
        let balances = try #require(run.output.components(separatedBy: "== the balances now\n").last)
        let lines = balances.split(separator: "\n").filter { $0.hasPrefix("balance:") }
        #expect(lines == ["balance:     87.3999999992 ZIL", "balance:     12.5 ZIL"])
    }

    @Test("the demo prints neither the genesis key nor the wallets' password, on either stream")
    func noSecrets() async throws {
        let run = try await Self.shared.value
        let printed = run.output + run.errors
        #expect(run.status == 0)
        #expect(!printed.lowercased().contains(Self.genesisKey))
        #expect(!printed.contains(Self.password))
    }
}
