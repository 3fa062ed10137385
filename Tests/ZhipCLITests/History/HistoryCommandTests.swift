import CommandLineKit
import Testing
import ZhipCore
import ZhipTesting

/// `zhip-cli history`'s options and help, and a node that cannot be reached (issue 28).
@Suite("zhip-cli history: options and help", .container)
struct HistoryCommandTests {
    @Test("--help says that tokens others send by transferFrom are not found by the node's index")
    func helpNamesWhatIsNotFound() async throws {
        let help = await zhip(["history", "--help"])

        #expect(help.code == .success)
        #expect(help.output.contains("transferFrom"), "\(help.output)")
        #expect(help.output.contains("index records the callers and targets of calls"), "\(help.output)")
    }

    @Test("--limit outside 1 to 100 is a usage error")
    func limitIsBounded() async throws {
        let home = try TestHome()

        let result = await home.run(["history", "--limit", "101", "--network", "mainnet"])

        #expect(result.code == .usageError)
        #expect(result.errors.contains("--limit must be from 1 to 100"), "\(result.errors)")
    }

    @Test("--before 0 is a usage error: nothing is before block 0")
    func beforeZeroIsAUsageError() async throws {
        let result = await zhip(["history", "--before", "0", "--network", "mainnet"])

        #expect(result.code == .usageError)
    }

    @Test("a node that cannot be reached fails with exit 1, naming the node")
    func unreachableNode() async throws {
        let home = try TestHome()
        try await home.restoreAlice()

        let result = await home.run(["history"] + (try closedPortArguments()))

        #expect(result.code == .failure)
        #expect(result.errors.contains("127.0.0.1"), "\(result.errors)")
    }

    @Test("a node without the ots_ API fails with exit 1, saying what to use instead")
    func aNodeWithoutTheSearch() async throws {
        let home = try TestHome()
        try await home.restoreAlice()
        let node = try HostileNode(
            .answer(
                status: 200, body: #"{"jsonrpc":"2.0","id":"1","error":{"code":-32601,"message":"Method not found"}}"#))
        defer { node.stop() }

        let result = await home.run(
            ["history", "--network", "http://127.0.0.1:\(node.port)", "--chain-id", String(Wallets.chainID)])

        #expect(result.code == .failure)
        #expect(result.errors.contains("does not serve the transaction search"), "\(result.errors)")
        #expect(result.errors.contains("explorer"), "\(result.errors)")
    }
}
