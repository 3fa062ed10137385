import Foundation
import Testing

@testable import ZilliqaKit

@Suite("Zilliqa service: reads")
struct RPCServiceReadTests {
    private func service(_ handlers: [String: ScriptedTransport.Handler]) -> (JSONRPCZilliqaService, ScriptedTransport)
    {
        let transport = ScriptedTransport(handlers)
        return (JSONRPCZilliqaService(transport: transport, retry: .never), transport)
    }

    @Test("a balance is decoded from GetBalance, asked with the 40 lowercase hex address")
    func balance() async throws {
        let (service, transport) = service([
            "GetBalance": { call in
                call.stringParams == [RPCTestValues.alice.hex]
                    ? .result(#"{"balance":"1500000000000","nonce":7}"#) : .error(code: -5, message: "wrong address")
            }
        ])
        let account = try await service.balance(of: RPCTestValues.alice)
        #expect(account == AccountBalance(balance: Amount(qa: 1_500_000_000_000), nonce: 7))
        #expect(try await transport.methods() == [["GetBalance"]])
    }

    @Test("a never-funded account (-5 Account is not created) has balance 0 and nonce 0")
    func neverFunded() async throws {
        let (service, _) = service(["GetBalance": { _ in .error(code: -5, message: "Account is not created") }])
        #expect(try await service.balance(of: RPCTestValues.alice) == AccountBalance(balance: .zero, nonce: 0))
    }

    @Test("another -5 from GetBalance is reported, not read as zero")
    func otherMinusFive() async throws {
        let (service, _) = service(["GetBalance": { _ in .error(code: -5, message: "Invalid address") }])
        await #expect(throws: ZilliqaServiceError.rpc(code: -5, message: "Invalid address")) {
            try await service.balance(of: RPCTestValues.alice)
        }
    }

    @Test("a balance that is not an amount is an invalid response")
    func malformedBalance() async throws {
        let (service, _) = service(["GetBalance": { _ in .result(#"{"balance":1.5,"nonce":7}"#) }])
        let error = await #expect(throws: ZilliqaServiceError.self) {
            try await service.balance(of: RPCTestValues.alice)
        }
        guard case .invalidResponse(let reason) = error else {
            Issue.record("not an invalid response: \(String(describing: error))")
            return
        }
        #expect(reason.contains("\"balance\""))
    }

    @Test("the balances of N addresses are asked in one batch request and matched by id")
    func balancesInOneRequest() async throws {
        let answers = [
            RPCTestValues.alice.hex: #"{"balance":"100","nonce":1}"#,
            RPCTestValues.bob.hex: #"{"balance":"200","nonce":2}"#,
        ]
        let (service, transport) = service([
            "GetBalance": { call in
                answers[call.stringParams.first ?? ""].map(ScriptedReply.result)
                    ?? .error(code: -5, message: "Account is not created")
            }
        ])
        let balances = try await service.balances(of: [RPCTestValues.alice, RPCTestValues.bob, RPCTestValues.carol])
        #expect(
            balances == [
                AccountBalance(balance: Amount(qa: 100), nonce: 1), AccountBalance(balance: Amount(qa: 200), nonce: 2),
                .empty,
            ])
        #expect(try await transport.methods() == [["GetBalance", "GetBalance", "GetBalance"]])
    }

    @Test("no addresses, no request")
    func noAddresses() async throws {
        let (service, transport) = service([:])
        #expect(try await service.balances(of: []).isEmpty)
        #expect(await transport.bodies.isEmpty)
    }

    @Test("the minimum gas price is the Qa string GetMinimumGasPrice answers")
    func minimumGasPrice() async throws {
        let (service, _) = service(["GetMinimumGasPrice": { _ in .result(#""2000000000""#) }])
        #expect(try await service.minimumGasPrice() == Amount(2000, unit: .li))
    }

    @Test("a method without parameters is sent with params [\"\"]")
    func emptyParamsOnTheWire() async throws {
        let (service, transport) = service(["GetMinimumGasPrice": { _ in .result(#""2000000000""#) }])
        _ = try await service.minimumGasPrice()
        let body = try #require(await transport.bodies.first)
        #expect(String(decoding: body, as: UTF8.self).hasSuffix(#""params":[""]}"#))
    }

    @Test("the network id is read from the string the node answers")
    func networkID() async throws {
        let (service, _) = service(["GetNetworkId": { _ in .result(#""333""#) }])
        #expect(try await service.networkID() == 333)
    }

    @Test("a network id that is not a chain id is an invalid response")
    func badNetworkID() async throws {
        let (service, _) = service(["GetNetworkId": { _ in .result(#""70000""#) }])
        let error = await #expect(throws: ZilliqaServiceError.self) { try await service.networkID() }
        guard case .invalidResponse(let reason) = error else {
            Issue.record("not an invalid response")
            return
        }
        #expect(reason.contains("70000"))
    }

    @Test("a confirmed transaction's receipt is decoded, its numbers from strings")
    func receipt() async throws {
        let id = try RPCTestValues.signedTransaction().id
        let (service, transport) = service(["GetTransaction": { _ in RPCTestValues.confirmed(id, epoch: 4321) }])
        let receipt = try await service.transaction(id)
        #expect(receipt == TransactionReceipt(success: true, cumulativeGas: 50, epochNumber: 4321))
        let body = try #require(await transport.bodies.first)
        #expect(String(decoding: body, as: UTF8.self).contains(#""params":["\#(id.hex)"]"#))
    }

    @Test("a transaction the node does not have (-20) is nil")
    func notPresent() async throws {
        let (service, _) = service(["GetTransaction": { _ in RPCTestValues.notPresent }])
        #expect(try await service.transaction(try RPCTestValues.signedTransaction().id) == nil)
    }

    @Test("blockchain info is decoded leniently: strings, numbers, and odd fields as nil")
    func blockchainInfo() async throws {
        let (service, _) = service([
            "GetBlockchainInfo": { _ in
                .result(
                    #"{"CurrentDSEpoch":"5898","CurrentMiniEpoch":"589778","DSBlockRate":0.00014,"NumDSBlocks":"5899","#
                        + #""NumPeers":2400,"NumTransactions":"4350626","NumTxBlocks":"589778","NumTxnsDSEpoch":"x","#
                        + #""ShardingStructure":{"NumPeers":[600,600]},"TransactionRate":0.5,"TxBlockRate":"0.0139"}"#)
            }
        ])
        let info = try await service.blockchainInfo()
        #expect(info.numTxBlocks == 589_778)
        #expect(info.numTransactions == 4_350_626)
        #expect(info.numPeers == 2400)
        #expect(info.numTxnsDSEpoch == nil)
        #expect(info.numTxnsTxEpoch == nil)
        #expect(info.txBlockRate == 0.0139)
    }
}
