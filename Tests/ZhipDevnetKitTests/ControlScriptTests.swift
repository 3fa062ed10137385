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

    /// What a finished run left: its exit status and its two outputs.
    private struct Run {
        let status: Int32
        let output: String
        let errors: String
    }

    /// Runs the script with `ZHIP_BIN` set to the build folder, its output captured in files (no
    /// pipe to fill up); a run still going after five minutes is terminated.
    private static func runScript() async throws -> Run {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outputFile = folder.appendingPathComponent("stdout")
        let errorFile = folder.appendingPathComponent("stderr")
        try Data().write(to: outputFile)
        try Data().write(to: errorFile)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["bash", script.path]
        process.environment = ProcessInfo.processInfo.environment.merging(
            ["ZHIP_BIN": try DevnetBinaryTests.binary().deletingLastPathComponent().path]
        ) { _, ours in ours }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: outputFile)
        process.standardError = try FileHandle(forWritingTo: errorFile)
        try process.run()
        let watchdog = Task {
            try await Task.sleep(for: .seconds(300))
            process.terminate()
        }
        try await onThread { process.waitUntilExit() }
        watchdog.cancel()
        return Run(
            status: process.terminationStatus,
            output: String(decoding: try Data(contentsOf: outputFile), as: UTF8.self),
            errors: String(decoding: try Data(contentsOf: errorFile), as: UTF8.self))
    }

    @Test("the curl example exits 0 after asserting one payment, a resend after a lost answer, and a reset")
    func example() async throws {
        let run = try await Self.runScript()
        #expect(run.status == 0, "standard error: \(run.errors)\nstandard output: \(run.output)")
        #expect(run.output.contains("ok: the retry re-sent the same transaction"))
        #expect(run.output.hasSuffix("== done\n"))
    }
}
