import CommandLineKit
import Foundation
import Testing
import ZhipCore
import ZilliqaKit

@Suite("zhip-cli tx status of an EVM hash, and the kind of a legacy one", .container)
struct TransactionStatusEVMTests {
    @Test("a 0x hash the node does not have is unknown, exit 3")
    func unknownHash() async throws {
        try await withDevnet { devnet async throws in
            let hash = "0x" + String(repeating: "ab", count: 32)

            let result = await zhip(["tx", "status", hash, "--json"] + devnet.networkArguments)
            let human = await zhip(["tx", "status", hash] + devnet.networkArguments)

            #expect(result.code == ExitCode(3))
            #expect(try result.json()["kind"] as? String == "evm")
            #expect(try result.json()["status"] as? String == "unknown")
            #expect(try result.json()["blockNumber"] == nil)
            #expect(human.output.contains("status: unknown to the node at "))
        }
    }

    @Test("a legacy id (64 hex, no 0x) is looked up as before, its JSON now saying kind legacy")
    func legacyKind() async throws {
        try await withDevnet { devnet async throws in
            let result = await zhip(
                ["tx", "status", String(repeating: "ab", count: 32), "--json"] + devnet.networkArguments)

            #expect(result.code == ExitCode(3))
            #expect(try result.json().keys.sorted() == ["id", "kind", "network", "status"])
            #expect(try result.json()["kind"] as? String == "legacy")
        }
    }
}
