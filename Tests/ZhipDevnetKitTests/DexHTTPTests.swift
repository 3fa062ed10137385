import Foundation
import Testing
import ZhipDevnetKit
import ZilliqaKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The DEX on a running devnet over real HTTP: `POST /control/dex` and `/control/dex/liquidity`, their
/// refusals, and a swap signed and sent with eth_sendRawTransaction.
@Suite("PlunderSwap on the devnet: the control routes and a swap over HTTP")
struct DexHTTPTests {
    private typealias F = DexFixture

    private func post(_ devnet: Devnet, _ path: String, _ body: String, _ session: URLSession) async throws
        -> ControlAnswer
    {
        try await control(devnet, "POST", path, body: body, session: session)
    }

    /// Deploys TokenFixture's token (T) to alice's EVM account and the DEX, and seeds T's pair.
    private func seeded(_ devnet: Devnet, _ session: URLSession) async throws -> DexDeployment {
        try devnet.ledger.fund(EthFixture.account(EthFixture.alice), wei: Wei(1_000, unit: .zil))
        let token = try devnet.control.deploy(TokenFixture.deployment())
        let dex = try devnet.control.deployDex()
        let body = #"{"token": "0x\#(token.address.hex)", "zil": "1000", "amount": "5000000000"}"#
        let answer = try await post(devnet, "/control/dex/liquidity", body, session)
        try #require(answer.status == 200, "\(answer.json)")
        return dex
    }

    @Test("POST /control/dex answers the factory, router and WZIL at the documented addresses")
    func deployRoute() async throws {
        try await withControlDevnet { devnet, session in
            let answer = try await post(devnet, "/control/dex", "{}", session)

            #expect(answer.status == 200)
            #expect(answer.json["router"]?.stringValue?.lowercased() == (try F.text("addresses", "router")))
            #expect(answer.json["factory"]?.stringValue?.lowercased() == (try F.text("addresses", "factory")))
            #expect(answer.json["wzil"]?.stringValue?.lowercased() == (try F.text("addresses", "wzil")))
            #expect(answer.json["router"]?.stringValue == (try F.evm("router")).checksummed)
        }
    }

    @Test("a second POST /control/dex is a 400 naming the router already there; after a reset it deploys again")
    func oneDex() async throws {
        try await withControlDevnet { devnet, session in
            _ = try await post(devnet, "/control/dex", #"{"feeBasisPoints": 30}"#, session)

            let again = try await post(devnet, "/control/dex", "{}", session)
            _ = try await control(devnet, "POST", "/control/reset", session: session)
            let afterReset = try await post(devnet, "/control/dex", "{}", session)

            #expect(again.status == 400)
            #expect(again.error.contains((try F.evm("router")).checksummed))
            #expect(afterReset.status == 200)
        }
    }

    @Test("POST /control/dex refuses an unknown key and a fee past 1000 basis points, saying what it takes")
    func deployRefusals() async throws {
        try await withControlDevnet { devnet, session in
            let unknown = try await post(devnet, "/control/dex", #"{"fee": 35}"#, session)
            let tooHigh = try await post(devnet, "/control/dex", #"{"feeBasisPoints": 1001}"#, session)

            #expect(unknown.status == 400)
            #expect(unknown.error.contains(#"unexpected key "fee""#) && unknown.error.contains("feeBasisPoints"))
            #expect(tooHigh.status == 400)
            #expect(tooHigh.error.contains("0 to 1000"))
        }
    }

    @Test("POST /control/dex/liquidity answers the pair's CREATE2 address and its reserves in smallest units")
    func liquidityRoute() async throws {
        try await withControlDevnet { devnet, session in
            try devnet.ledger.fund(EthFixture.account(EthFixture.alice), wei: Wei(1, unit: .zil))
            let token = try devnet.control.deploy(TokenFixture.deployment())
            _ = try devnet.control.deployDex()

            let body = #"{"token": "0x\#(token.address.hex)", "zil": "1000", "amount": "5000000000"}"#
            let first = try await post(devnet, "/control/dex/liquidity", body, session)
            let more = try await post(
                devnet, "/control/dex/liquidity", #"{"token": "0x\#(token.address.hex)", "zil": "0.5", "amount": "0"}"#,
                session)

            #expect(first.status == 200)
            #expect(first.json["pair"]?.stringValue?.lowercased() == (try F.text("addresses", "pairT")))
            #expect(first.json["reserveToken"] == "5000000000")
            #expect(first.json["reserveZil"] == "1000000000000000000000")
            #expect(more.json["reserveZil"] == "1000500000000000000000")
            #expect(more.json["reserveToken"] == "5000000000")
            let backing = try await rpc(
                devnet, "eth_getBalance", [.string(try F.text("addresses", "wzil")), "latest"], session: session)
            #expect(backing["result"] == "0x363cba091fb2520000")
        }
    }

    @Test("POST /control/dex/liquidity refuses without a DEX, for an unknown token, past uint112, and unknown keys")
    func liquidityRefusals() async throws {
        try await withControlDevnet { devnet, session in
            let token = try devnet.control.deploy(TokenFixture.deployment())
            let address = "0x" + token.address.hex
            let noDex = try await post(
                devnet, "/control/dex/liquidity", #"{"token": "\#(address)", "zil": "1", "amount": "1"}"#, session)
            _ = try devnet.control.deployDex()

            let unknown = try await post(
                devnet, "/control/dex/liquidity",
                #"{"token": "0x\#(String(repeating: "12", count: 20))", "zil": "1", "amount": "1"}"#,
                session)
            let overflow = try await post(
                devnet, "/control/dex/liquidity",
                #"{"token": "\#(address)", "zil": "1", "amount": "5192296858534827628530496329220096"}"#, session)
            let extra = try await post(
                devnet, "/control/dex/liquidity", #"{"token": "\#(address)", "zil": "1", "amount": "1", "to": "x"}"#,
                session)
            let decimals = try await post(
                devnet, "/control/dex/liquidity",
                #"{"token": "\#(address)", "zil": "0.0000000000000000001", "amount": "1"}"#,
                session)

            #expect(noDex.status == 400 && noDex.error.contains("POST /control/dex first"))
            #expect(unknown.status == 400 && unknown.error.contains("no ERC-20 token"))
            #expect(overflow.status == 400 && overflow.error.contains("2^112"))
            #expect(extra.status == 400 && extra.error.contains(#"unexpected key "to""#))
            #expect(decimals.status == 400 && decimals.error.contains("\"zil\""))
        }
    }

    @Test("a signed swapExactETHForTokens over HTTP moves exactly the quoted units and logs Transfer, Sync and Swap")
    func swapOverHTTP() async throws {
        try await withControlDevnet { devnet, session in
            let dex = try await seeded(devnet, session)
            let path = [try F.evm("wzil"), try F.evm("tokenT")]
            let data = try UniswapV2Router.swapExactETHForTokens.callData([
                .uint256(0), .addresses(path), .address(EthFixture.alice), .uint256(F.farDeadline),
            ])
            let raw = EthFixture.legacy(
                nonce: 0, gasLimit: 600_000, to: try EVMAddress(bytes: dex.router.bytes), value: EthFixture.oneZIL,
                data: data)

            let sent = try await rpc(devnet, "eth_sendRawTransaction", [.string(EthFixture.hex(raw))], session: session)
            let hash = try #require(sent["result"], "\(sent)")
            let receipt = try #require(
                try await rpc(devnet, "eth_getTransactionReceipt", [hash], session: session)["result"])

            #expect(receipt["status"] == "0x1")
            let quoted = try #require(try F.amounts("exactZilIn").last)
            let balance = try await rpc(
                devnet, "eth_call",
                [
                    [
                        "to": .string(try F.text("addresses", "tokenT")),
                        "data": .string("0x" + Hex.encode(ERC20.balanceOfCall(EthFixture.alice))),
                    ], "latest",
                ],
                session: session)
            #expect(try F.word(in: balance) == TokenFixture.supply.addingReportingOverflow(quoted).partialValue)
            let logs = try #require(receipt["logs"]?.arrayValue)
            let pair = try F.text("addresses", "pairT")
            let transfer = try #require(
                logs.first { $0["address"]?.stringValue == (try? F.text("addresses", "tokenT")) })
            #expect(transfer["topics"]?.arrayValue?.last == TokenFixture.topic(EthFixture.alice))
            #expect(try F.word(in: ["result": transfer["data"] ?? .null]) == quoted)
            let fromPair = logs.filter { $0["address"]?.stringValue == pair }.compactMap {
                $0["topics"]?.arrayValue?.first
            }
            #expect(fromPair == [try F.topic("Sync"), try F.topic("Swap")])
            let found = try await rpc(
                devnet, "eth_getLogs", [["address": .string(pair), "topics": [try F.topic("Swap")]]], session: session)
            #expect(found["result"]?.arrayValue?.count == 1)
        }
    }
}
