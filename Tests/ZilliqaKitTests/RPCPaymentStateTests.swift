import Foundation
import Testing

@testable import ZilliqaKit

@Suite("Zilliqa service: a legacy payment's reads in one batch")
struct RPCPaymentStateTests {
    /// Mainnet's answers, in Zilliqa 2.0's forms (`zq2-legacy-api.md` section 1).
    private static let answers: [String: ScriptedTransport.Handler] = [
        "GetNetworkId": { _ in .result(#""1""#) },
        "GetMinimumGasPrice": { _ in .result(#""2000000016""#) },
        "GetBalance": { call in
            call.stringParams == [RPCTestValues.alice.hex]
                ? .result(#"{"balance":"1500000000000","nonce":7}"#) : .error(code: -5, message: "wrong address")
        },
        "GetBlockchainInfo": { _ in
            .result(
                #"{"CurrentDSEpoch":"364001","CurrentMiniEpoch":"36400000","DSBlockRate":0.0,"NumDSBlocks":"364001","#
                    + #""NumPeers":10,"NumTransactions":"123","NumTxBlocks":"36400000","NumTxnsDSEpoch":"0","#
                    + #""NumTxnsTxEpoch":"0","ShardingStructure":{"NumPeers":[10]},"TransactionRate":0.5,"TxBlockRate":0.9}"#
            )
        },
    ]

    private func service(_ transport: ScriptedTransport) -> JSONRPCZilliqaService {
        JSONRPCZilliqaService(transport: transport, retry: .never)
    }

    @Test("the chain id, minimum gas price, balance and height are asked in one request")
    func oneRequest() async throws {
        let transport = ScriptedTransport(Self.answers)

        _ = try await service(transport).paymentState(of: RPCTestValues.alice)

        #expect(
            try await transport.methods() == [
                ["GetNetworkId", "GetMinimumGasPrice", "GetBalance", "GetBlockchainInfo"]
            ])
    }

    @Test("each answer of the batch is matched by id and read as its method's result")
    func values() async throws {
        let transport = ScriptedTransport(Self.answers)

        let state = try await service(transport).paymentState(of: RPCTestValues.alice)

        #expect(
            state
                == LegacyPaymentState(
                    chainID: 1, minimumGasPrice: Amount(qa: 2_000_000_016),
                    account: AccountBalance(balance: Amount(qa: 1_500_000_000_000), nonce: 7), blockHeight: 36_400_000))
    }

    @Test("a never-funded sender (-5 Account is not created) reads balance zero and nonce zero")
    func neverFunded() async throws {
        var answers = Self.answers
        answers["GetBalance"] = { _ in .error(code: -5, message: "Account is not created") }

        let state = try await service(ScriptedTransport(answers)).paymentState(of: RPCTestValues.alice)

        #expect(state.account == .empty)
    }

    @Test("a height the node leaves out is nil, and the other readings stand")
    func heightLeftOut() async throws {
        var answers = Self.answers
        answers["GetBlockchainInfo"] = { _ in .result(#"{"NumPeers":10}"#) }

        let state = try await service(ScriptedTransport(answers)).paymentState(of: RPCTestValues.alice)

        #expect(state.blockHeight == nil)
        #expect(state.chainID == 1)
    }

    @Test("one refused call of the batch is its typed error")
    func refusedCall() async {
        var answers = Self.answers
        answers["GetMinimumGasPrice"] = { _ in .error(code: -32000, message: "RPC_RATE_LIMIT") }

        await #expect(throws: ZilliqaServiceError.rateLimited) {
            try await service(ScriptedTransport(answers)).paymentState(of: RPCTestValues.alice)
        }
    }

    @Test("a result that is not its method's is an invalid response naming the method")
    func malformedResult() async {
        var answers = Self.answers
        answers["GetNetworkId"] = { _ in .result(#""one""#) }

        let error = await #expect(throws: ZilliqaServiceError.self) {
            try await service(ScriptedTransport(answers)).paymentState(of: RPCTestValues.alice)
        }

        guard case .invalidResponse(let reason) = error else {
            Issue.record("not an invalid response: \(String(describing: error))")
            return
        }
        #expect(reason.contains("GetNetworkId"))
    }

    @Test("an answer past the bound of a batch of four is refused as too large")
    func oversizedAnswer() async {
        let limit = ResponseSizeLimit.batch(of: 4)
        let transport = ScriptedTransport(rawAnswer: String(repeating: " ", count: limit.bytes + 1))

        await #expect(throws: ZilliqaServiceError.transport(.responseTooLarge(limit: limit.bytes))) {
            try await service(transport).paymentState(of: RPCTestValues.alice)
        }
    }
}
