import CommandLineKit
import Foundation
import Testing
import ZhipCore
import ZhipDevnetKit
import ZilliqaKit

/// `zhip-cli history` against a node whose search answer is honest but for one figure no block
/// allows (zhip-devnet's lies, over HTTP): the figure is shown as the node's claim, with why, in
/// words and in `--json` (issue 46).
@Suite("zhip-cli history marks what no block allows as the node's claim", .container)
struct HistoryNodeClaimsEndToEndTests {
    let home: TestHome

    init() throws {
        home = try TestHome()
    }

    /// 2^64 − 1 gas, as a quantity.
    static let mostGas: JSONValue = "0xffffffffffffffff"
    /// 506713-01-01T00:00:00Z in seconds since 1970 (15928150608000), as a quantity.
    static let year506713: JSONValue = "0xe7c8fc24880"

    /// Alice pays bob 1 ZIL from her EVM account; from then on the node's search answers what it
    /// answered honestly, with `field` of the receipt set to `value`.
    func lying(about field: String, _ value: JSONValue, on devnet: Devnet) async throws {
        try await home.restoreAlice()
        let sent = await home.run(
            [
                "send", "--yes", "--json", "--account", "evm", "--to", Wallets.bob.evmAddress.checksummed, "--amount",
                "1",
            ]
                + devnet.networkArguments, environment: Wallets.environment)
        try #require(sent.code == .success, "\(sent.errors)")
        let client = JSONRPCClient(transport: HTTPTransport(url: devnet.url))
        let search = JSONRPCCall(
            "ots_searchTransactionsBefore", params: ["0x" + Wallets.alice.evmAddress.hex, 0, 25])
        var honest = try #require(try await client.call(search, as: JSONValue.self).get().objectValue)
        var receipt = try #require(honest["receipts"]?.arrayValue?.first?.objectValue)
        receipt[field] = value
        honest["receipts"] = .array([.object(receipt)])
        devnet.control.lies.add(DevnetLies.Lie(method: "ots_searchTransactionsBefore", result: .object(honest)))
    }

    /// `history` in words and `--json`: the first line of the entry (and its notes), and the entry.
    func history(on devnet: Devnet) async throws -> (text: String, entry: [String: Any]) {
        let text = await home.run(["history"] + devnet.networkArguments)
        try #require(text.code == .success, "\(text.errors)")
        let json = await home.run(["history", "--json"] + devnet.networkArguments)
        try #require(json.code == .success, "\(json.errors)")
        let entries = try #require(try json.json()["entries"] as? [[String: Any]])
        return (text.output, try #require(entries.first))
    }

    @Test("a receipt's gas used of 2^64 − 1 makes its fee the node's claim, in words and in --json")
    func impossibleGasIsTheNodesClaim() async throws {
        try await withDevnet { devnet async throws in
            try await lying(about: "gasUsed", Self.mostGas, on: devnet)

            let (text, entry) = try await history(on: devnet)

            let claims = try #require(entry["nodeClaims"] as? [[String: String]])
            #expect(claims.map { $0["field"] } == ["fee"])
            #expect(claims.first?["reason"]?.contains("18446744073709551615 gas") == true)
            #expect(claims.first?["reason"]?.contains("block gas limit of 84000000") == true)
            #expect(text.contains(" ZIL (the node's claim)  success"), "\(text)")
            #expect(text.contains("fee is the node's claim, not a fact"), "\(text)")
        }
    }

    @Test("a block dated in the year 506713 makes the entry's time the node's claim, in words and in --json")
    func aTimeAfterTheLatestBlockIsTheNodesClaim() async throws {
        try await withDevnet { devnet async throws in
            try await lying(about: "timestamp", Self.year506713, on: devnet)

            let (text, entry) = try await history(on: devnet)

            #expect((entry["time"] as? String)?.hasPrefix("506713-01-01") == true, "\(entry)")
            let claims = try #require(entry["nodeClaims"] as? [[String: String]])
            #expect(claims.map { $0["field"] } == ["time"])
            #expect(text.contains("Z (the node's claim)  out"), "\(text)")
            #expect(text.contains("time is the node's claim, not a fact"), "\(text)")
        }
    }
}
