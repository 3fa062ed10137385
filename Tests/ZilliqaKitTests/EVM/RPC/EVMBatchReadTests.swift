import Foundation
import Testing
import ZilliqaKit

/// `EVMService.read`: a payment's questions in one JSON-RPC request, each answer read on its own.
@Suite("EVM service: many reads in one round trip")
struct EVMBatchReadTests {
    private let recipient = EVMTestValues.recipient

    @Test("the reads go in one request, in their order, and each is read into its type")
    func oneRoundTrip() async throws {
        let transport = ScriptedTransport([
            "eth_chainId": { _ in .result(#""0x8001""#) }, "eth_getTransactionCount": { _ in .result(#""0x3""#) },
            "eth_getCode": { _ in .result(#""0x""#) },
        ])

        let answers = try await EVMTestValues.service(transport).read([
            .chainID, .transactionCount(recipient, .latest), .code(recipient),
        ])

        #expect(try await transport.methods() == [["eth_chainId", "eth_getTransactionCount", "eth_getCode"]])
        #expect(try answers[0].quantity() == 32_769)
        #expect(try answers[1].quantity() == 3)
        #expect(try answers[2].hasCode() == false)
    }

    @Test("a contract's code makes hasCode true, and code past the bound counts as code")
    func codeAndCodePastTheBound() async throws {
        let huge = "0x" + String(repeating: "60", count: 131_072 + 1)
        let transport = ScriptedTransport([
            "eth_getCode": { call in .result(call.count == 1 ? #""0x6080604052""# : #""\#(huge)""#) }
        ])
        let service = EVMTestValues.service(transport)

        let contract = try await service.read([.code(recipient)])
        let pastTheBound = try await service.read([.code(recipient)])

        #expect(try contract[0].hasCode())
        #expect(try pastTheBound[0].hasCode())
    }

    @Test("a swept account's count is the largest nonce there is")
    func sweptCount() async throws {
        let transport = ScriptedTransport(["eth_getTransactionCount": { _ in .result(#""0xffffffffffffffff""#) }])

        let answers = try await EVMTestValues.service(transport).read([.transactionCount(recipient, .latest)])

        #expect(try answers[0].quantity() == UInt64.max)
    }

    @Test("malformed code is its read's typed error, and spoils no other answer")
    func malformedCodeAlone() async throws {
        let transport = ScriptedTransport([
            "eth_getTransactionCount": { _ in .result(#""0x1""#) }, "eth_getCode": { _ in .result(#""0xzz""#) },
        ])

        let answers = try await EVMTestValues.service(transport).read([
            .transactionCount(recipient, .latest), .code(recipient),
        ])

        #expect(try answers[0].quantity() == 1)
        #expect(throws: EVMServiceError.self) { try answers[1].hasCode() }
    }

    @Test("a reverted call is executionReverted for that read alone")
    func revertAlone() async throws {
        let request = EVMCallRequest(to: recipient, data: [0x70, 0xa0, 0x82, 0x31])
        let transport = ScriptedTransport([
            "eth_call": { _ in .error(code: 3, message: "execution reverted") },
            "eth_gasPrice": { _ in .result(#""0x1""#) },
        ])

        let answers = try await EVMTestValues.service(transport).read([.call(request, .latest), .gasPrice])

        #expect(throws: EVMServiceError.self) { try answers[0].data() }
        #expect(try answers[1].wei() == Wei(wei: 1))
    }
}
