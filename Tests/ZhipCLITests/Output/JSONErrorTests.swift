import CommandLineKit
import Foundation
import Testing

@testable import ZhipCLI

/// With `--json`, a failure also prints one JSON object on standard output, so a script always
/// has JSON to read: `{"error": {"code": <exit code>, "message": "<the Error: line's text>"}}`.
@Suite("zhip-cli --json failures", .container)
struct JSONErrorTests {
    /// The `error` object on standard output, after checking that it matches the
    /// `Error:` line.
    private func errorObject(_ result: CLIResult) throws -> [String: Any] {
        let error = try #require(try result.json()["error"] as? [String: Any])
        let message = try #require(error["message"] as? String)
        #expect(result.errors.contains("Error: " + message + "\n"))
        #expect(result.output.hasSuffix("}\n") && result.output.split(separator: "\n").count == 1)
        return error
    }

    @Test("a usage error (64)")
    func usageError() async throws {
        let result = await zhip(["address", "--json"])
        #expect(result.code == .usageError)
        #expect(try errorObject(result)["code"] as? Int == 64)
    }

    @Test("a failure (1)")
    func failure() async throws {
        let home = try TestHome()
        let result = await home.run(["wallet", "show", "--json"])
        #expect(result.code == .failure)
        let error = try errorObject(result)
        #expect(error["code"] as? Int == 1)
        #expect((error["message"] as? String)?.hasPrefix("no wallet is saved in") == true)
    }

    @Test("a refusal (2)")
    func refusal() async throws {
        let home = try TestHome()
        try await home.restoreAlice()
        let result = await home.run(["wallet", "remove", "--json"], input: ["no"], terminal: true)
        #expect(result.code == ExitCode(2))
        let error = try errorObject(result)
        #expect(error["code"] as? Int == 2)
        #expect(error["message"] as? String == "not removed: the removal was not confirmed (answer yes to remove)")
    }

    @Test("without --json a failure prints nothing on standard output; after -- it is not the flag")
    func withoutJSON() async throws {
        let result = await zhip(["address"])
        #expect(result.code == .usageError)
        #expect(result.output.isEmpty)
        let after = await zhip(["address", "--", "--json"])
        #expect(!after.output.contains(#"{"error""#))
    }
}
