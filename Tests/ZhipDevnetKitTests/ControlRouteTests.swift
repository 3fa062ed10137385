import Foundation
import Testing
import ZhipDevnetKit
import ZilliqaKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("The control API's routes, each seen through JSON-RPC")
struct ControlRouteTests {
    /// `GetNetworkId` over HTTP: the status and the body, which a fault may have spoiled.
    private func askNetworkID(_ devnet: Devnet, _ session: URLSession) async throws -> (Int, [UInt8]) {
        try await post(devnet, Fixture.request("GetNetworkId").encodedBytes(), session: session)
    }

    /// `POST /control/<route>` with `body`, token and marker header.
    private func change(_ devnet: Devnet, _ route: String, _ body: String, _ session: URLSession) async throws
        -> ControlAnswer
    {
        try await control(devnet, "POST", "/control/" + route, body: body, session: session)
    }

    @Test("POST /control/era disabled: CreateTransaction then answers -32 CreateTransaction is disabled")
    func eraDisabled() async throws {
        try await withControlDevnet { devnet, session in
            _ = try await change(devnet, "era", #"{"era": "disabled"}"#, session)
            let sent = try await send(devnet, Fixture.payment(), session: session)
            #expect(sent["error"] == ["code": -32, "message": "CreateTransaction is disabled"])
        }
    }

    @Test("POST /control/era with atBlock answers the schedule: the era now, the next and its height")
    func eraAtBlock() async throws {
        try await withControlDevnet { devnet, session in
            let answer = try await change(devnet, "era", #"{"era": "escrow-only", "atBlock": 1001}"#, session)
            #expect(answer.json["era"] == ["current": "legacy", "next": "escrow-only", "atBlock": 1001])
        }
    }

    @Test("POST /control/era with an unknown era is a 400 naming the three")
    func eraUnknown() async throws {
        try await withControlDevnet { devnet, session in
            let answer = try await change(devnet, "era", #"{"era": "zq1"}"#, session)
            #expect(answer.status == 400)
        }
    }

    @Test("POST /control/blocked: GetBalance then answers {\"balance\":\"0\",\"nonce\":18446744073709551615}")
    func blocked() async throws {
        try await withControlDevnet { devnet, session in
            let body = #"{"addresses": ["\#(Fixture.alice.address.bech32)"]}"#
            _ = try await change(devnet, "blocked", body, session)
            let answer = try await rpc(devnet, "GetBalance", [.string(Fixture.alice.address.hex)], session: session)
            #expect(answer["result"] == ["balance": "0", "nonce": .unsignedInteger(18_446_744_073_709_551_615)])
        }
    }

    @Test("POST /control/fund takes an EIP-55 0x address: the EVM account, seen by eth_getBalance in wei")
    func fundEVMAccount() async throws {
        try await withControlDevnet { devnet, session in
            let evm = Fixture.carol.evmAddress.checksummed

            let answer = try await change(devnet, "fund", #"{"address": "\#(evm)", "zil": "1"}"#, session)

            #expect(answer.status == 200)
            let wei = try await rpc(devnet, "eth_getBalance", [.string(evm), "latest"], session: session)
            #expect(wei["result"] == "0xde0b6b3a7640000")
        }
    }

    @Test("POST /control/fund adds to the balance, and GetBalance over JSON-RPC shows it")
    func fund() async throws {
        try await withControlDevnet { devnet, session in
            let answer = try await change(
                devnet, "fund", #"{"address": "\#(Fixture.carol.address.checksummed)", "zil": "5.5"}"#, session)
            #expect(answer.status == 200)
            #expect(answer.json["balance"] == "5500000000000")
            #expect(answer.json["address"] == .string(Fixture.carol.address.bech32))
            #expect(try await balance(devnet, Fixture.carol.address, session: session) == "5500000000000")
        }
    }

    @Test("funding an account that has a balance adds to it")
    func fundAdds() async throws {
        try await withControlDevnet { devnet, session in
            _ = try await change(
                devnet, "fund", #"{"address": "\#(Fixture.alice.address.bech32)", "qa": "1"}"#, session)
            #expect(try await balance(devnet, Fixture.alice.address, session: session) == "1000000000000001")
        }
    }

    @Test("POST /control/min-gas-price changes what GetMinimumGasPrice answers")
    func minimumGasPrice() async throws {
        try await withControlDevnet { devnet, session in
            let answer = try await change(devnet, "min-gas-price", #"{"li": "3000"}"#, session)
            #expect(answer.json["minimumGasPrice"] == "3000000000")
            #expect(try await rpc(devnet, "GetMinimumGasPrice", session: session)["result"] == "3000000000")
        }
    }

    @Test("after the minimum gas price is raised, a cheaper payment is rejected and listed with the node's reason")
    func lowGasPaymentRejected() async throws {
        try await withControlDevnet { devnet, session in
            _ = try await change(devnet, "min-gas-price", #"{"li": "3000"}"#, session)
            let sent = try await send(devnet, Fixture.payment(), session: session)
            let rejected = try await receivedTransactions(devnet, "?status=rejected", session: session)
            #expect(sent["error"]?["code"] == -26)
            #expect(rejected.count == 1)
            #expect(rejected.first?["reason"]?["code"] == -26)
            #expect(
                rejected.first?["reason"]?["message"] == "Provided gas price is too low")
        }
    }

    @Test("with block time null a payment stays pending until POST /control/confirm seals it")
    func confirmOnDemand() async throws {
        try await withControlDevnet { devnet, session in
            let schedule = try await change(devnet, "block-time", #"{"seconds": null}"#, session)
            let transaction = Fixture.payment()
            _ = try await send(devnet, transaction, session: session)
            let before = try await rpc(devnet, "GetTransaction", [.string(transaction.id.hex)], session: session)
            let confirmed = try await change(devnet, "confirm", "", session)
            let after = try await rpc(devnet, "GetTransaction", [.string(transaction.id.hex)], session: session)
            #expect(schedule.json["blockTime"]?["seconds"] == .null)
            #expect(before["error"]?["code"] == -20)
            #expect(confirmed.json["sealed"] == ["number": 1, "transactions": 1])
            #expect(after["result"]?["receipt"]?["success"] == true)
        }
    }

    @Test("POST /control/confirm with nothing pending seals no block")
    func confirmNothing() async throws {
        try await withControlDevnet { devnet, session in
            let answer = try await change(devnet, "confirm", "", session)
            #expect(answer.status == 200)
            #expect(answer.json["sealed"] == .null)
            #expect(try await rpc(devnet, "GetNumTxBlocks", session: session)["result"] == "1")
        }
    }

    @Test("switching the block time to 0 confirms what was pending at once")
    func blockTimeZeroConfirmsPending() async throws {
        try await withControlDevnet { devnet, session in
            _ = try await change(devnet, "block-time", #"{"seconds": null}"#, session)
            _ = try await send(devnet, Fixture.payment(), session: session)
            let answer = try await change(devnet, "block-time", #"{"seconds": 0}"#, session)
            #expect(answer.json["sealed"]?["transactions"] == 1)
            #expect(try await balance(devnet, Fixture.bob.address, session: session) == "1000000000000")
        }
    }

    @Test("a block time in seconds makes blocks on a timer")
    func blockTimeInterval() async throws {
        try await withControlDevnet { devnet, session in
            let answer = try await change(devnet, "block-time", #"{"seconds": 0.05}"#, session)
            let transaction = Fixture.payment()
            _ = try await send(devnet, transaction, session: session)
            var receipt: JSONValue?
            let deadline = ContinuousClock.now + .seconds(60)
            while receipt == nil, ContinuousClock.now < deadline {
                receipt = try await rpc(devnet, "GetTransaction", [.string(transaction.id.hex)], session: session)[
                    "result"]?["receipt"]
                if receipt == nil { try await Task.sleep(for: .milliseconds(20)) }
            }
            #expect(answer.json["blockTime"] == ["seconds": .double(0.05), "confirms": "every 0.05 s"])
            #expect(receipt?["success"] == true)
        }
    }

    @Test("a tiny positive block time stays a timer, never turning into confirmation at once")
    func tinyBlockTime() async throws {
        try await withControlDevnet { devnet, session in
            let answer = try await change(devnet, "block-time", #"{"seconds": 0.0000001}"#, session)
            #expect(answer.json["blockTime"]?["confirms"] == "every 0.000001 s")
            #expect(devnet.control.blockSchedule == .every(.microseconds(1)))
        }
    }

    @Test("funding is saved to the --state file at once")
    func fundSavesState() async throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        var configuration = controlConfiguration()
        configuration.stateFile = folder.appendingPathComponent("state.json").path
        try await withControlDevnet(configuration) { devnet, session in
            _ = try await change(
                devnet, "fund", #"{"address": "\#(Fixture.carol.address.bech32)", "zil": "2"}"#, session)
            let saved = try #require(try StateFile(path: configuration.stateFile ?? "").load())
            #expect(saved.accounts.contains { $0.address == Fixture.carol.address.hex && $0.balance == Fixture.zil(2) })
        }
    }

    @Test("POST /control/faults spoils the JSON-RPC answers it names")
    func setFaults() async throws {
        try await withControlDevnet { devnet, session in
            let answer = try await change(devnet, "faults", #"{"mode": "500", "methods": ["GetNetworkId"]}"#, session)
            let (spoiled, _) = try await askNetworkID(devnet, session)
            let (other, _) = try await post(devnet, Fixture.request("GetNumTxBlocks").encodedBytes(), session: session)
            #expect(answer.json["faults"]?["mode"] == "500")
            #expect(spoiled == 500)
            #expect(other == 200)
        }
    }

    @Test("DELETE /control/faults stops the faults the devnet was started with")
    func clearFaults() async throws {
        var configuration = controlConfiguration()
        configuration.faults = FaultPlan(rate: 1, mode: .serverError, methods: ["GetNetworkId"])
        try await withControlDevnet(configuration) { devnet, session in
            let answer = try await control(devnet, "DELETE", "/control/faults", session: session)
            let (status, _) = try await askNetworkID(devnet, session)
            #expect(answer.json == ["faults": .null])
            #expect(status == 200)
        }
    }

    @Test("a fault plan with times 1 spoils only the first matching request")
    func faultTimes() async throws {
        try await withControlDevnet { devnet, session in
            _ = try await change(
                devnet, "faults", #"{"mode": "garbage", "methods": ["GetNetworkId"], "times": 1}"#, session)
            let (_, first) = try await askNetworkID(devnet, session)
            let (_, second) = try await askNetworkID(devnet, session)
            #expect((try? JSONValue(parsing: first)) == nil)
            #expect(try JSONValue(parsing: second)["result"] == "222")
        }
    }

    @Test("a payment whose answer was dropped is listed as accepted, and the wallet's resend as a duplicate")
    func droppedAnswerThenResend() async throws {
        try await withControlDevnet { devnet, session in
            _ = try await change(
                devnet, "faults", #"{"mode": "drop", "methods": ["CreateTransaction"], "times": 1}"#, session)
            let transaction = Fixture.payment()
            await #expect(throws: (any Error).self) { try await send(devnet, transaction, session: makeSession()) }
            _ = try await send(devnet, transaction, session: session)
            let listed = try await receivedTransactions(devnet, session: session)
            #expect(listed.map { $0["status"] } == ["accepted", "accepted"])
            #expect(listed.map { $0["duplicate"] } == [false, true])
            #expect(Set(listed.compactMap { $0["id"] }) == [.string(transaction.id.hex)])
        }
    }

    @Test("a payment an injected 500 kept from the node is listed as rejected, with the fault as the reason")
    func injectedServerErrorListed() async throws {
        try await withControlDevnet { devnet, session in
            _ = try await change(devnet, "faults", #"{"mode": "500", "methods": ["CreateTransaction"]}"#, session)
            let transaction = Fixture.payment()
            let (status, _) = try await post(
                devnet, Fixture.request("CreateTransaction", [.object(Fixture.params(transaction))]).encodedBytes(),
                session: session)
            let listed = try await receivedTransactions(devnet, session: session)
            #expect(status == 500)
            #expect(listed.count == 1)
            #expect(listed.first?["id"] == .string(transaction.id.hex))
            #expect(listed.first?["reason"] == ["code": .null, "message": "not processed: injected fault (500)"])
        }
    }

    @Test("POST /control/reset puts the ledger back to genesis and clears what was received")
    func reset() async throws {
        try await withControlDevnet { devnet, session in
            _ = try await change(
                devnet, "fund", #"{"address": "\#(Fixture.carol.address.bech32)", "zil": "1"}"#, session)
            _ = try await send(devnet, Fixture.payment(), session: session)
            let answer = try await change(devnet, "reset", "", session)
            let carol = try await rpc(devnet, "GetBalance", [.string(Fixture.carol.address.hex)], session: session)
            let alice = try await rpc(devnet, "GetBalance", [.string(Fixture.alice.address.hex)], session: session)
            let summary = try await control(devnet, "GET", "/control/summary", session: session)
            #expect(answer.json == ["reset": true, "blocks": 1])
            #expect(carol["error"]?["message"] == "Account is not created")
            #expect(alice["result"] == ["balance": "1000000000000000", "nonce": 0])
            #expect(summary.json == ["received": 0, "accepted": 0, "rejected": 0])
        }
    }

    @Test("GET /control/summary counts what was received, accepted and rejected")
    func summary() async throws {
        try await withControlDevnet { devnet, session in
            _ = try await send(devnet, Fixture.payment(), session: session)
            _ = try await send(devnet, Fixture.payment(nonce: 0), session: session)
            _ = try await send(devnet, Fixture.payment(nonce: 2), session: session)
            let answer = try await control(devnet, "GET", "/control/summary", session: session)
            #expect(answer.json == ["received": 3, "accepted": 2, "rejected": 1])
        }
    }

    @Test("GET /control/transactions filters by sender in any address form, and by status")
    func filters() async throws {
        try await withControlDevnet { devnet, session in
            _ = try await send(devnet, Fixture.payment(), session: session)
            _ = try await send(devnet, Fixture.payment(from: Fixture.carol, to: Fixture.bob), session: session)
            let fromCarol = try await receivedTransactions(
                devnet, "?sender=\(Fixture.carol.address.checksummed)", session: session)
            let accepted = try await receivedTransactions(devnet, "?status=accepted", session: session)
            let carolAccepted = try await receivedTransactions(
                devnet, "?sender=\(Fixture.carol.address.bech32)&status=accepted", session: session)
            #expect(
                fromCarol.map { $0["reason"]?["message"] } == [
                    "Insufficient funds - txn cost 100000000800 but account balance 0"
                ])
            #expect(accepted.map { $0["sender"] } == [.string(Fixture.alice.address.bech32)])
            #expect(carolAccepted.isEmpty)
        }
    }

    @Test("a listed transaction has its public fields, in order of arrival, and no signature or key")
    func listedFields() async throws {
        try await withControlDevnet { devnet, session in
            let transaction = Fixture.payment(amount: Fixture.zil(2), gasLimit: 60)
            _ = try await send(devnet, transaction, session: session)
            let listed = try #require(try await receivedTransactions(devnet, session: session).first)
            #expect(
                listed == [
                    "sequence": 1, "status": "accepted", "duplicate": false, "reason": .null,
                    "id": .string(transaction.id.hex), "sender": .string(Fixture.alice.address.bech32),
                    "recipient": .string(Fixture.bob.address.bech32), "amount": "2000000000000", "nonce": 1,
                    "gasPrice": "2000000016", "gasLimit": 60, "kind": "legacy", "valueWei": .null,
                    "gasPriceWei": .null,
                ])
        }
    }

    @Test("a CreateTransaction too malformed to read whole is listed as rejected with what could be read")
    func malformedListed() async throws {
        try await withControlDevnet { devnet, session in
            var params = try Fixture.params(Fixture.payment())
            params["signature"] = nil
            _ = try await rpc(devnet, "CreateTransaction", [.object(params)], session: session)
            let listed = try #require(try await receivedTransactions(devnet, session: session).first)
            #expect(listed["status"] == "rejected")
            #expect(listed["reason"]?["message"] == "Invalid params")
            #expect(listed["id"] == .null)
            #expect(listed["sender"] == .string(Fixture.alice.address.bech32))
            #expect(listed["amount"] == "1000000000000")
        }
    }

    @Test("GET /control/settings shows the gas price, block time and faults in force")
    func settings() async throws {
        try await withControlDevnet { devnet, session in
            _ = try await change(devnet, "min-gas-price", #"{"qa": "5"}"#, session)
            _ = try await change(devnet, "faults", #"{"mode": "drop", "seed": 7}"#, session)
            let answer = try await control(devnet, "GET", "/control/settings", session: session)
            #expect(answer.json["minimumGasPrice"] == "5")
            #expect(answer.json["chainId"] == 222)
            #expect(answer.json["blockTime"]?["seconds"] == 0)
            #expect(answer.json["faults"]?["seed"] == 7)
        }
    }

    @Test("GET /control lists every route with what it takes and does")
    func index() async throws {
        try await withControlDevnet { devnet, session in
            let answer = try await control(devnet, "GET", "/control", session: session)
            let routes = answer.json["routes"]?.arrayValue?.compactMap { $0["route"]?.stringValue } ?? []
            #expect(
                routes == [
                    "GET /control", "POST /control/fund", "POST /control/min-gas-price", "POST /control/block-time",
                    "POST /control/confirm", "POST /control/faults", "DELETE /control/faults", "POST /control/lies",
                    "DELETE /control/lies", "POST /control/reset",
                    "GET /control/transactions", "GET /control/summary", "GET /control/settings", "POST /control/era",
                    "POST /control/blocked", "POST /control/tokens", "POST /control/escrow/claims",
                    "POST /control/blocks", "POST /control/pools", "POST /control/pools/{address}/rewards",
                    "POST /control/names", "POST /control/dex", "POST /control/dex/liquidity",
                ])
        }
    }
}
