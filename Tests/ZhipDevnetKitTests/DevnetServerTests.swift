import Foundation
import Testing
import ZhipDevnetKit
import ZilliqaKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("Devnet over HTTP, in-process on a free port")
struct DevnetServerTests {
    private func call(_ devnet: Devnet, _ request: JSONValue, session: URLSession) async throws -> JSONValue {
        let (status, body) = try await post(devnet, request.encodedBytes(), session: session)
        #expect(status == 200)
        return try JSONValue(parsing: body)
    }

    @Test("POST / answers JSON-RPC as application/json")
    func answers() async throws {
        let session = makeSession()
        try await withDevnet { devnet in
            var request = URLRequest(url: devnet.url)
            request.httpMethod = "POST"
            request.httpBody = Data(Fixture.request("GetNetworkId").encodedBytes())
            let (data, response) = try await session.data(for: request)
            let http = try #require(response as? HTTPURLResponse)
            #expect(http.statusCode == 200)
            #expect(http.value(forHTTPHeaderField: "Content-Type") == "application/json")
            #expect(try JSONValue(parsing: Array(data))["result"] == "222")
        }
    }

    @Test("a GET is answered 405 with Allow: POST")
    func getIsRefused() async throws {
        let session = makeSession()
        try await withDevnet { devnet in
            let (_, response) = try await session.data(from: devnet.url)
            let http = try #require(response as? HTTPURLResponse)
            #expect(http.statusCode == 405)
            #expect(http.value(forHTTPHeaderField: "Allow") == "POST")
        }
    }

    @Test("a POST to another path is answered 404")
    func otherPath() async throws {
        let session = makeSession()
        try await withDevnet { devnet in
            var request = URLRequest(url: devnet.url.appendingPathComponent("api"))
            request.httpMethod = "POST"
            request.httpBody = Data(Fixture.request("GetNetworkId").encodedBytes())
            let (_, response) = try await session.data(for: request)
            #expect((response as? HTTPURLResponse)?.statusCode == 404)
        }
    }

    @Test("params nested as deep as JSON may be (511 levels) are answered -32602, the devnet still up")
    func deepestNestingAnswered() async throws {
        let session = makeSession()
        try await withDevnet { devnet in
            let depth = 511
            let params = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
            let body = #"{"jsonrpc":"2.0","id":1,"method":"GetBalance","params":"# + params + "}"

            let (status, answer) = try await post(devnet, Array(body.utf8), session: session)

            #expect(status == 200)
            #expect(try JSONValue(parsing: answer)["error"]?["code"] == -32602)
        }
    }

    @Test("a body that is not JSON is answered 200 with -32700")
    func parseError() async throws {
        let session = makeSession()
        try await withDevnet { devnet in
            let (status, body) = try await post(devnet, Array("nope".utf8), session: session)
            #expect(status == 200)
            #expect(try JSONValue(parsing: body)["error"]?["code"] == .integer(-32700))
        }
    }

    @Test("with block time 0, a sent payment is confirmed by the time CreateTransaction answers")
    func immediateConfirmation() async throws {
        let session = makeSession()
        try await withDevnet { devnet in
            let transaction = Fixture.payment()
            let sent = try await call(
                devnet, Fixture.request("CreateTransaction", [.object(Fixture.params(transaction))]), session: session)
            #expect(sent["result"]?["TranID"] == .string("0x" + transaction.id.hex))
            let found = try await call(
                devnet, Fixture.request("GetTransaction", [.string(transaction.id.hex)]), session: session)
            #expect(found["result"]?["receipt"]?["success"] == true)
        }
    }

    @Test("with a short block time, a payment is pending (-20) and then confirmed by a block")
    func blockTimeConfirmation() async throws {
        let session = makeSession()
        try await withDevnet(testConfiguration(blockTime: .milliseconds(100))) { devnet in
            let transaction = Fixture.payment()
            _ = try await call(
                devnet, Fixture.request("CreateTransaction", [.object(Fixture.params(transaction))]), session: session)
            var receipt: JSONValue?
            for _ in 0..<100 where receipt == nil {
                let found = try await call(
                    devnet, Fixture.request("GetTransaction", [.string(transaction.id.hex)]), session: session)
                receipt = found["result"]?["receipt"]
                if receipt == nil {
                    #expect(found["error"]?["code"] == .integer(-20))
                    try await Task.sleep(for: .milliseconds(20))
                }
            }
            #expect(receipt?["success"] == true)
            #expect(devnet.ledger.account(Fixture.bob.address)?.balance == Fixture.zil(1))
        }
    }

    @Test("--fail-mode 500 answers HTTP 500 and leaves the request unprocessed")
    func fault500() async throws {
        var configuration = testConfiguration()
        configuration.faults = FaultPlan(rate: 1, mode: .serverError, seed: 1)
        let session = makeSession()
        try await withDevnet(configuration) { devnet in
            let transaction = Fixture.payment()
            let (status, _) = try await post(
                devnet, Fixture.request("CreateTransaction", [.object(Fixture.params(transaction))]).encodedBytes(),
                session: session)
            #expect(status == 500)
            #expect(devnet.ledger.status(of: transaction.id) == nil)
        }
    }

    @Test("--fail-mode garbage answers 200 with a body that is not JSON")
    func faultGarbage() async throws {
        var configuration = testConfiguration()
        configuration.faults = FaultPlan(rate: 1, mode: .garbage, seed: 1)
        let session = makeSession()
        try await withDevnet(configuration) { devnet in
            let (status, body) = try await post(
                devnet, Fixture.request("GetNetworkId").encodedBytes(), session: session)
            #expect(status == 200)
            #expect((try? JSONValue(parsing: body)) == nil)
        }
    }

    @Test("--fail-mode drop processes the request, then closes without an answer")
    func faultDrop() async throws {
        var configuration = testConfiguration()
        configuration.faults = FaultPlan(rate: 1, mode: .drop, seed: 1)
        let session = makeSession()
        try await withDevnet(configuration) { devnet in
            let transaction = Fixture.payment()
            let body = Fixture.request("CreateTransaction", [.object(try Fixture.params(transaction))]).encodedBytes()
            await #expect(throws: (any Error).self) { try await post(devnet, body, session: session) }
            #expect(devnet.ledger.account(Fixture.bob.address)?.balance == Fixture.zil(1))
        }
    }

    @Test("--fail-mode timeout processes the request and lets go when the devnet stops")
    func faultTimeout() async throws {
        var configuration = testConfiguration()
        configuration.faults = FaultPlan(rate: 1, mode: .timeout, seed: 1)
        let devnet = try Devnet(configuration: configuration, log: { _ in })
        try devnet.start()
        let transaction = Fixture.payment()
        let body = Fixture.request("CreateTransaction", [.object(try Fixture.params(transaction))]).encodedBytes()
        let session = makeSession()
        let held = Task { try await post(devnet, body, session: session) }
        let deadline = ContinuousClock.now + .seconds(30)
        while devnet.ledger.status(of: transaction.id) == nil, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(10))
        }
        await devnet.stop()
        await #expect(throws: (any Error).self) { try await held.value }
        #expect(devnet.ledger.summary().transactionCount == 1)
    }

    @Test("--latency still answers")
    func latency() async throws {
        var configuration = testConfiguration()
        configuration.latency = .milliseconds(50)
        let session = makeSession()
        try await withDevnet(configuration) { devnet in
            let answer = try await call(devnet, Fixture.request("GetNetworkId"), session: session)
            #expect(answer["result"] == "222")
        }
    }

    @Test("stopping saves --state, and a new devnet on the same file carries on from it")
    func statePersistsAcrossRuns() async throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        var configuration = testConfiguration(blockTime: .seconds(60))
        configuration.stateFile = folder.appendingPathComponent("state.json").path
        let transaction = Fixture.payment()
        try await withDevnet(configuration) { devnet in
            _ = try devnet.ledger.submit(transaction)
        }
        configuration.genesis = []
        configuration.blockTime = .zero
        try await withDevnet(configuration) { devnet in
            #expect(devnet.restoredFromState)
            #expect(devnet.generatedAccount == nil)
            guard case .pending? = devnet.ledger.status(of: transaction.id) else {
                Issue.record("the pending transaction was not saved")
                return
            }
            #expect(devnet.ledger.account(Fixture.alice.address)?.balance == Fixture.zil(1000))
        }
    }

    @Test("without genesis, one account with 1,000,000 ZIL is generated")
    func generatedGenesis() async throws {
        var configuration = testConfiguration()
        configuration.genesis = []
        try await withDevnet(configuration) { devnet in
            let account = try #require(devnet.generatedAccount)
            #expect(devnet.ledger.account(account.address)?.balance == Fixture.zil(1_000_000))
        }
    }
}
