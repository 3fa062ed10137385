import ChildProcesses
import Foundation
import Testing

/// Runs the built `zhip-cli` binary as a separate process: real file descriptors, real exit codes.
@Suite("zhip-cli binary, end to end")
struct EndToEndTests {
    /// The `zhip-cli` built beside this test bundle (SwiftPM puts every product of a build in one directory).
    static func binary() throws -> URL {
        let bundle = Bundle.main.bundleURL
        let testExecutable = URL(fileURLWithPath: CommandLine.arguments.first ?? "")
        let candidates = [
            bundle.deletingLastPathComponent(), bundle, testExecutable.deletingLastPathComponent(),
            testExecutable.deletingLastPathComponent().deletingLastPathComponent(),
        ].map { $0.appendingPathComponent("zhip-cli") }
        let found = candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
        return try #require(found, "zhip-cli not found beside the tests in \(candidates.map(\.path)); run swift build")
    }

    /// The sanitizer options of this test process (`just check` sets them), for a child given an
    /// explicit environment: a child built with the same sanitizer needs them too (without
    /// `ASAN_OPTIONS=detect_leaks=0` it reports libcurl's leaks and exits 1). Empty otherwise.
    static var sanitizerOptions: [String: String] {
        ProcessInfo.processInfo.environment.filter {
            ["ASAN_OPTIONS", "TSAN_OPTIONS", "LSAN_OPTIONS", "UBSAN_OPTIONS"].contains($0.key)
        }
    }

    /// Runs the binary with `arguments`, an explicit environment (plus ``sanitizerOptions``), and
    /// standard input from /dev/null, waiting for it without holding a cooperative-pool thread.
    static func run(_ arguments: [String], environment: [String: String] = [:], directory: String? = nil)
        async throws -> ChildProcessResult
    {
        try await runProcess(
            binary(), arguments, environment: environment.merging(sanitizerOptions) { given, _ in given },
            directory: directory)
    }

    /// How long a child may run before ``runProcess(_:_:environment:directory:)`` kills it: far
    /// longer than any command takes on a loaded machine, so only a hang reaches it.
    static let processDeadline: Duration = .seconds(180)

    /// Runs `executable` with `arguments`, `environment` (nil: this process's) and standard input
    /// from /dev/null, and returns how it ended and both streams (read at once, so a child filling
    /// one pipe never blocks); a child still running after ``processDeadline`` is killed, so a
    /// hang fails the test instead of stalling the suite.
    static func runProcess(
        _ executable: URL, _ arguments: [String], environment: [String: String]?, directory: String? = nil
    ) async throws -> ChildProcessResult {
        try await ChildProcess.run(
            executable.path, arguments, environment: environment ?? ProcessInfo.processInfo.environment,
            directory: directory, deadline: processDeadline)
    }

    @Test("--version exits 0 and prints the version")
    func version() async throws {
        let result = try await EndToEndTests.run(["--version"])
        #expect(result.status == 0 && result.output == "0.1.0\n" && result.errors.isEmpty)
    }

    @Test("address --json exits 0 with one JSON object on standard output")
    func address() async throws {
        let result = try await EndToEndTests.run(["address", KnownKey.bech32, "--json"])
        #expect(result.status == 0)
        #expect(try json(result.output)["bech32"] as? String == KnownKey.bech32)
        #expect(try json(result.output)["eip55"] as? String == AddressCommandTests.eip55)
        #expect(result.errors.isEmpty)
    }

    @Test("a bad address exits 64 with an error line and a hint on standard error")
    func badAddress() async throws {
        let result = try await EndToEndTests.run(["address", "nonsense"])
        #expect(result.status == 64)
        #expect(result.output.isEmpty)
        let lines = result.errors.split(separator: "\n")
        #expect(lines.count == 2 && lines.first?.hasPrefix("Error: not a Zilliqa address: ") == true)
        #expect(lines.last == "See 'zhip-cli address --help'.")
    }

    @Test("keystore new then show: mode 0600, same address, exit 0")
    func keystoreRoundTrip() async throws {
        let directory = try TemporaryDirectory()
        try directory.write("password.txt", "correct horse battery\n")
        let created = try await EndToEndTests.run(
            ["keystore", "new", "--out", "wallet.json", "--password-file", "password.txt", "--json"],
            directory: directory.path)
        #expect(created.status == 0)
        #expect(try permissions(directory.file("wallet.json")) == 0o600)
        let shown = try await EndToEndTests.run(
            ["keystore", "show", directory.file("wallet.json"), "--json"],
            environment: ["ZHIP_PASSWORD": "correct horse battery"])
        #expect(shown.status == 0)
        let createdAddress = try json(created.output)["address"] as? [String: String]
        let shownAddress = try json(shown.output)["address"] as? [String: String]
        #expect(createdAddress != nil && createdAddress == shownAddress)
    }

    @Test("keystore new refuses an existing file: exit 1, one error line, file untouched")
    func existingFile() async throws {
        let directory = try TemporaryDirectory()
        let out = try directory.write("wallet.json", "precious")
        let result = try await EndToEndTests.run(
            ["keystore", "new", "--out", out], environment: ["ZHIP_PASSWORD": "correct horse battery"])
        #expect(result.status == 1)
        #expect(result.errors.split(separator: "\n").count == 1 && result.errors.hasPrefix("Error: "))
        #expect(try String(contentsOfFile: out, encoding: .utf8) == "precious")
    }

    @Test("a wrong password exits 1 with one error line, and with --json the error object as output")
    func wrongPassword() async throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("pyzil.json", KnownKey.pyzilKeystore)
        let result = try await EndToEndTests.run(
            ["keystore", "show", file, "--json"], environment: ["ZHIP_PASSWORD": "wrong one!"])
        #expect(result.status == 1)
        #expect(result.output.hasPrefix(#"{"error":{"code":"#))  // --json: the error as JSON too
        #expect(result.errors.hasPrefix("Error: wrong password") && result.errors.split(separator: "\n").count == 1)
    }

    @Test("no password source with standard input not a terminal exits 64")
    func noPassword() async throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("pyzil.json", KnownKey.pyzilKeystore)
        let result = try await EndToEndTests.run(["keystore", "show", file])
        #expect(result.status == 64)
        #expect(result.errors.hasPrefix("Error: no password given"))
    }

    @Test("help for a nested command exits 0 on standard output")
    func nestedHelp() async throws {
        let result = try await EndToEndTests.run(["help", "keystore", "new"])
        #expect(result.status == 0)
        #expect(result.output.contains("USAGE: zhip-cli keystore new ") && result.errors.isEmpty)
    }

    @Test("an unknown subcommand exits 64")
    func unknownSubcommand() async throws {
        let result = try await EndToEndTests.run(["frobnicate"])
        #expect(result.status == 64)
        #expect(result.errors.hasPrefix("Error: unknown subcommand 'frobnicate'"))
    }
}
