import Foundation
import Testing
import ZilliqaKit

@Suite("EVM service: a payment's recipient in one round trip")
struct EVMRecipientStateTests {
    @Test("recipientState asks the latest nonce and the code in one request")
    func oneRoundTrip() async throws {
        let transport = ScriptedTransport([
            "eth_getTransactionCount": { _ in .result(#""0x3""#) }, "eth_getCode": { _ in .result(#""0x""#) },
        ])

        let state = try await EVMTestValues.service(transport).recipientState(of: EVMTestValues.recipient)

        #expect(try await transport.methods() == [["eth_getTransactionCount", "eth_getCode"]])
        #expect(state == EVMRecipientState(nonce: 3, hasCode: false))
    }

    @Test("a contract's code makes hasCode true")
    func aContract() async throws {
        let transport = ScriptedTransport([
            "eth_getTransactionCount": { _ in .result(#""0x1""#) }, "eth_getCode": { _ in .result(#""0x6080604052""#) },
        ])

        let state = try await EVMTestValues.service(transport).recipientState(of: EVMTestValues.recipient)

        #expect(state.hasCode)
    }

    @Test("code past the bound counts as code")
    func codePastTheBound() async throws {
        let huge = "0x" + String(repeating: "60", count: 131_072 + 1)
        let transport = ScriptedTransport([
            "eth_getTransactionCount": { _ in .result(#""0x1""#) }, "eth_getCode": { _ in .result(#""\#(huge)""#) },
        ])

        let state = try await EVMTestValues.service(transport).recipientState(of: EVMTestValues.recipient)

        #expect(state.hasCode)
    }

    @Test("a swept recipient's nonce is the largest there is")
    func swept() async throws {
        let transport = ScriptedTransport([
            "eth_getTransactionCount": { _ in .result(#""0xffffffffffffffff""#) },
            "eth_getCode": { _ in .result(#""0x""#) },
        ])

        let state = try await EVMTestValues.service(transport).recipientState(of: EVMTestValues.recipient)

        #expect(state.isSwept)
    }

    @Test("malformed code is a typed malformed answer, not 'no code'")
    func malformedCode() async throws {
        let transport = ScriptedTransport([
            "eth_getTransactionCount": { _ in .result(#""0x1""#) }, "eth_getCode": { _ in .result(#""0xzz""#) },
        ])

        await #expect(throws: EVMServiceError.self) {
            try await EVMTestValues.service(transport).recipientState(of: EVMTestValues.recipient)
        }
    }
}
