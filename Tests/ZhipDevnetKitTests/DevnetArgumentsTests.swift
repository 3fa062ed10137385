import CommandLineKit
import Foundation
import Testing
import ZhipDevnetKit
import ZilliqaKit

@Suite("zhip-devnet arguments")
struct DevnetArgumentsTests {
    func configuration(_ arguments: [String]) throws -> DevnetConfiguration {
        try DevnetOptions.parse(arguments).configuration()
    }

    /// Runs `zhip-devnet` in-process on a recorded console (only for command lines it refuses or
    /// answers with help: anything else starts a devnet).
    func run(_ arguments: [String]) async -> (status: Int32, recorder: ConsoleRecorder) {
        let recorder = ConsoleRecorder()
        let code = await DevnetCommand.main(arguments: arguments, console: recorder.console)
        return (code.rawValue, recorder)
    }

    @Test("no arguments give the documented defaults")
    func defaults() throws {
        let defaults = try configuration([])
        #expect(defaults.port == 5555)
        #expect(defaults.chainID == 222)
        #expect(defaults.minimumGasPrice == Amount(qa: 2_000_000_016))
        #expect(defaults.blockTime == .seconds(1))
        #expect(defaults.genesis.isEmpty)
        #expect(defaults.faults == nil)
    }

    @Test("--era defaults to legacy and --finality-lag to 0")
    func eraDefaults() throws {
        let defaults = try configuration([])
        #expect(defaults.era == .legacy)
        #expect(defaults.finalityLag == 0)
    }

    @Test("--era escrow-only and --finality-lag 2 are read")
    func eraAndLag() throws {
        let parsed = try configuration(["--era", "escrow-only", "--finality-lag=2"])
        #expect(parsed.rules.eras == EraSchedule(.escrowOnly))
        #expect(parsed.rules.finalityLag == 2)
    }

    @Test("every option is read, in both --name value and --name=value forms")
    func allOptions() throws {
        let parsed = try configuration([
            "--port", "0", "--chain-id=333", "--min-gas-price", "1000000000", "--block-time", "0.1",
            "--state", "/tmp/s.json", "--latency=250", "--fail-rate", "0.5", "--fail-mode", "drop", "--seed", "9",
            "--genesis-key", String(repeating: "11", count: 32) + ":5",
        ])
        #expect(parsed.port == 0)
        #expect(parsed.chainID == 333)
        #expect(parsed.minimumGasPrice == Amount(qa: 1_000_000_000))
        #expect(parsed.blockTime == .milliseconds(100))
        #expect(parsed.stateFile == "/tmp/s.json")
        #expect(parsed.latency == .milliseconds(250))
        #expect(parsed.faults == FaultPlan(rate: 0.5, mode: .drop, seed: 9))
        #expect(parsed.genesis.map(\.address) == [Fixture.bob.address])
    }

    @Test("--block-time 0 means confirm inside CreateTransaction")
    func blockTimeZero() throws {
        #expect(try configuration(["--block-time", "0"]).rules.confirmsImmediately)
    }

    @Test("--help prints the help text, which documents both genesis entry forms, and exits 0")
    func help() async {
        let (status, recorder) = await run(["--port", "1", "--help"])

        #expect(status == 0)
        #expect(recorder.output.contains(#""privateKey""#))
        #expect(recorder.output.contains(#""address""#))
    }

    @Test(
        "usage errors name the problem",
        arguments: [
            (["--bogus"], CommandLineError.Reason.unknownOption("--bogus", suggestion: nil)),
            (["extra"], .unexpectedArgument("extra")),
            (["--port"], .missingValue(option: "--port <port>")),
            (
                ["--port", "70000"],
                .invalidValue("70000", for: "--port <port>", expected: "an integer from 0 to 65535")
            ),
            (
                ["--block-time=-1"],
                .invalidValue("-1", for: "--block-time <seconds>", expected: "seconds from 0 to 86400")
            ),
            (
                ["--latency", "86400001"],
                .invalidValue("86400001", for: "--latency <ms>", expected: "milliseconds from 0 to 86400000")
            ),
            (
                ["--fail-rate", "1.5", "--fail-mode", "500"],
                .invalidValue("1.5", for: "--fail-rate <share>", expected: "a number from 0 to 1")
            ),
            (
                ["--fail-mode", "boom", "--fail-rate", "1"],
                .invalidValue("boom", for: "--fail-mode <mode>", expected: "one of 500, drop, garbage, timeout")
            ),
            (["--min-gas-price", "1.5"], .invalidValue("1.5", for: "--min-gas-price <qa>", expected: "Qa digits")),
            (["--port", "1", "--port", "2"], .duplicateOption("--port <port>")),
        ])
    func usageErrors(arguments: [String], expected: CommandLineError.Reason) {
        let error = #expect(throws: CommandLineError.self) { try DevnetOptions.parse(arguments) }
        #expect(error?.reason == expected)
    }

    @Test(
        "combinations and genesis values the parser can't judge alone are refused, saying why",
        arguments: [
            (["--fail-rate", "0.5"], "--fail-rate needs --fail-mode too"),
            (["--fail-mode", "drop"], "--fail-mode needs --fail-rate too"),
            (["--genesis-key", "nocolon"], GenesisError.keyArgumentShape.description),
        ])
    func validationErrors(arguments: [String], expected: String) {
        #expect(throws: ValidationError(expected)) { try configuration(arguments) }
    }

    @Test("a usage error is one line on standard error, naming the argument, and exits 64")
    func oneLine() async {
        let (status, recorder) = await run(["--x"])

        #expect(status == 64)
        #expect(recorder.errorOutput.split(separator: "\n").count == 1)
        #expect(recorder.errorOutput.contains("'--x'"))
        #expect(recorder.output.isEmpty)
    }

    @Test("a refusal found after parsing (a genesis key) is one line too, and exits 64")
    func genesisRefusalOneLine() async {
        let (status, recorder) = await run(["--genesis-key", "nocolon"])

        #expect(status == 64)
        #expect(recorder.errorOutput == "zhip-devnet: \(GenesisError.keyArgumentShape) (see zhip-devnet --help)\n")
    }

    @Test("--genesis reads a file, and may repeat")
    func genesisFile() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("genesis.json")
        try Data(#"[{"address": "\#(Fixture.carol.address.hex)", "balance": "9"}]"#.utf8).write(to: file)
        let parsed = try configuration(["--genesis", file.path, "--genesis", file.path])
        #expect(parsed.genesis.map(\.balance) == [Amount(qa: 9), Amount(qa: 9)])
    }

    @Test("a missing genesis file is a usage error naming the path")
    func genesisMissing() {
        #expect(throws: ValidationError(GenesisError.unreadable(path: "/nonexistent/genesis.json").description)) {
            try configuration(["--genesis", "/nonexistent/genesis.json"])
        }
    }
}
