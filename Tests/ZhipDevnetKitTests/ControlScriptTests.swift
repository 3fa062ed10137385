import ChildProcesses
import Foundation
import Testing

/// Runs `scripts/devnet-control-example` on the binaries built beside the tests: the control API
/// driven with nothing but curl, asserting what a wallet (zhip-cli) sent.
@Suite("scripts/devnet-control-example")
struct ControlScriptTests {
    /// The script, three levels above this file (Tests/ZhipDevnetKitTests/…).
    private static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
            "scripts/devnet-control-example")

    /// Runs the script with `ZHIP_BIN` set to the build folder, on this process's environment; a
    /// run still going after five minutes is killed.
    private static func runScript() async throws -> ChildProcessResult {
        let environment = ProcessInfo.processInfo.environment.merging(
            ["ZHIP_BIN": try DevnetBinaryTests.binary().deletingLastPathComponent().path]
        ) { _, ours in ours }
        return try await ChildProcess.run("bash", [script.path], environment: environment, deadline: .seconds(300))
    }

    @Test("the curl example exits 0 after asserting one payment, a resend after a lost answer, and a reset")
    func example() async throws {
        let run = try await Self.runScript()
        #expect(run.status == 0, "standard error: \(run.errors)\nstandard output: \(run.output)")
        #expect(run.output.contains("ok: the retry re-sent the same transaction"))
        #expect(run.output.hasSuffix("== done\n"))
    }
}
