import Foundation
import Testing
import ZhipDevnetKit
import ZilliqaKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("The zhip-devnet binary, run as a subprocess")
struct DevnetBinaryTests {
    /// The built `zhip-devnet`, beside the test bundle in the build folder.
    static func binary() throws -> URL {
        let folder = (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0]))
            .deletingLastPathComponent()
        let candidates = [folder, folder.deletingLastPathComponent()].map { $0.appendingPathComponent("zhip-devnet") }
        return try #require(
            candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) },
            "build zhip-devnet first (swift build): looked in \(candidates.map(\.path))")
    }

    /// Reads standard output up to the first newline (blocking, so on a thread of its own).
    private static func firstLine(of handle: FileHandle) async throws -> String {
        try await onThread {
            var bytes: [UInt8] = []
            while !bytes.contains(UInt8(ascii: "\n")) {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                bytes += chunk
            }
            return String(decoding: bytes.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
        }
    }

    private static func waitForExit(_ process: Process) async throws {
        try await onThread { process.waitUntilExit() }
    }

    /// Kills `process` when it is still running after `limit`, so that no read of its output and
    /// no wait for its exit can hang the test; cancel it once the process has exited.
    private static func watchdog(_ process: Process, after limit: Duration = .seconds(60)) -> Task<Void, Never> {
        Task {
            guard (try? await Task.sleep(for: limit)) != nil, process.isRunning else { return }
            kill(process.processIdentifier, SIGKILL)
        }
    }

    @Test("--port 0 prints the port first; the node answers there; SIGTERM stops it with status 0")
    func runAndTerminate() async throws {
        let process = Process()
        process.executableURL = try Self.binary()
        process.arguments = ["--port", "0", "--block-time", "0"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let watchdog = Self.watchdog(process)
        defer {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            watchdog.cancel()
        }
        let line = try await Self.firstLine(of: output.fileHandleForReading)
        let port = try #require(UInt16(line), "the first line should be the port alone, got \"\(line)\"")

        var request = URLRequest(url: try #require(URL(string: "http://127.0.0.1:\(port)/")))
        request.httpMethod = "POST"
        request.httpBody = Data(Fixture.request("GetNetworkId").encodedBytes())
        let (data, _) = try await makeSession().data(for: request)
        let answer = try JSONValue(parsing: Array(data))

        process.terminate()
        try await Self.waitForExit(process)
        #expect(answer["result"] == "222")
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
    }

    @Test("a usage error exits 64 with one line on standard error")
    func usageError() async throws {
        let process = Process()
        process.executableURL = try Self.binary()
        process.arguments = ["--bogus"]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let watchdog = Self.watchdog(process)
        defer { watchdog.cancel() }
        try await Self.waitForExit(process)
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 64)
        #expect(text.split(separator: "\n").count == 1)
        #expect(text.contains("--bogus"))
    }
}
