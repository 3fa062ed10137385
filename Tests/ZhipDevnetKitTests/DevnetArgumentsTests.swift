import Foundation
import Testing
import ZhipDevnetKit
import ZilliqaKit

@Suite("zhip-devnet arguments")
struct DevnetArgumentsTests {
    func configuration(_ arguments: [String]) throws -> DevnetConfiguration {
        guard case .run(let configuration) = try DevnetArguments.parse(arguments) else {
            throw DevnetUsageError.unexpectedArgument("help")
        }
        return configuration
    }

    @Test("no arguments give the documented defaults")
    func defaults() throws {
        let defaults = try configuration([])
        #expect(defaults.port == 5555)
        #expect(defaults.chainID == 222)
        #expect(defaults.minimumGasPrice == Amount(qa: 2_000_000_000))
        #expect(defaults.blockTime == .seconds(1))
        #expect(defaults.genesis.isEmpty)
        #expect(defaults.faults == nil)
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

    @Test("--help asks for the help text, which documents both genesis entry forms")
    func help() throws {
        guard case .help = try DevnetArguments.parse(["--port", "1", "--help"]) else {
            Issue.record("expected help")
            return
        }
        #expect(DevnetArguments.help.contains(#""privateKey""#))
        #expect(DevnetArguments.help.contains(#""address""#))
    }

    @Test(
        "usage errors name the problem",
        arguments: [
            (["--bogus"], DevnetUsageError.unknownOption("--bogus")),
            (["extra"], .unexpectedArgument("extra")),
            (["--port"], .missingValue("--port")),
            (["--port", "70000"], .invalidValue("--port", "70000", "a whole number from 0 to 65535")),
            (["--block-time", "-1"], .invalidValue("--block-time", "-1", "seconds from 0 to 86400")),
            (
                ["--fail-rate", "1.5", "--fail-mode", "500"],
                .invalidValue("--fail-rate", "1.5", "a number from 0 to 1")
            ),
            (
                ["--fail-mode", "boom", "--fail-rate", "1"],
                .invalidValue("--fail-mode", "boom", "500, drop, garbage or timeout")
            ),
            (["--fail-rate", "0.5"], .needs("--fail-rate", "--fail-mode")),
            (["--port", "1", "--port", "2"], .repeated("--port")),
            (["--genesis-key", "nocolon"], .genesis(.keyArgumentShape)),
        ])
    func usageErrors(arguments: [String], expected: DevnetUsageError) {
        #expect(throws: expected) { try DevnetArguments.parse(arguments) }
    }

    @Test("a usage error's description is one line")
    func oneLine() {
        #expect(!DevnetUsageError.unknownOption("--x").description.contains("\n"))
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
        #expect(throws: DevnetUsageError.genesis(.unreadable(path: "/nonexistent/genesis.json"))) {
            try DevnetArguments.parse(["--genesis", "/nonexistent/genesis.json"])
        }
    }
}
