import ChildProcesses
import Foundation
import Glibc
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

    @Test("--port 0 prints the port first; the node answers there; SIGTERM stops it with status 0")
    func runAndTerminate() async throws {
        let devnet = try ChildProcess(
            try Self.binary().path, ["--port", "0", "--block-time", "0"], environment: [:], standardError: .null,
            deadline: .seconds(60))
        defer { devnet.kill() }
        let line = await devnet.firstLineOfOutput() ?? ""
        let port = try #require(UInt16(line), "the first line should be the port alone, got \"\(line)\"")

        var request = URLRequest(url: try #require(URL(string: "http://127.0.0.1:\(port)/")))
        request.httpMethod = "POST"
        request.httpBody = Data(Fixture.request("GetNetworkId").encodedBytes())
        let (data, _) = try await makeSession().data(for: request)
        let answer = try JSONValue(parsing: Array(data))

        devnet.signal(SIGTERM)
        #expect(answer["result"] == "222")
        #expect(await devnet.ending() == .exited(0))
    }

    @Test("a usage error exits 64 with one line on standard error")
    func usageError() async throws {
        let result = try await ChildProcess.run(
            try Self.binary().path, ["--bogus"], environment: [:], deadline: .seconds(60))
        #expect(result.ending == .exited(64))
        #expect(result.errors.split(separator: "\n").count == 1)
        #expect(result.errors.contains("--bogus"))
    }
}
