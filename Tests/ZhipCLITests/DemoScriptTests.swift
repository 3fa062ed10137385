import Foundation
import Testing

/// Runs `scripts/demo` (what `just demo` runs) on the binaries built beside the tests.
@Suite("scripts/demo")
struct DemoScriptTests {
    /// The package's root: three levels above this file (Tests/ZhipCLITests/…).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test("the demo exits 0 and ends with both wallets' balances after the payment")
    func demo() throws {
        let binaries = try EndToEndTests.binary().deletingLastPathComponent()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["bash", Self.packageRoot.appendingPathComponent("scripts/demo").path]
        var environment = ProcessInfo.processInfo.environment
        environment["ZHIP_DEMO_BIN"] = binaries.path
        environment["NO_COLOR"] = "1"
        environment["ZHIP_HOME"] = nil
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        let errors = Pipe()
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        #expect(process.terminationStatus == 0, "standard error: \(errorText)")
        let balances = try #require(text.components(separatedBy: "== the balances now\n").last)
        let lines = balances.split(separator: "\n").filter { $0.hasPrefix("balance:") }
        #expect(lines == ["balance:     87.4 ZIL", "balance:     12.5 ZIL"])
    }
}
