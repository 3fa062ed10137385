import Foundation
import Testing
import ZilliqaKit

/// eth_call, its batch and eth_estimateGas with calldata: the exact requests, and each answer
/// Zilliqa 2.0 v0.21.8 gives (docs/zq2-eth-calls.md).
@Suite("EVM service: eth_call and eth_estimateGas with calldata")
struct EVMCallTests {
    /// `balanceOf(sender)`: selector 0x70a08231, then the sender in 32 bytes.
    static let balanceOf = [0x70, 0xa0, 0x82, 0x31] + Array(repeating: 0, count: 12) + EVMTestValues.sender.bytes
    static let request = EVMCallRequest(to: EVMTestValues.recipient, data: balanceOf)
    /// Some revert bytes: what the node's `data` carries (their meaning is the ABI layer's).
    static let revertHex = "0x08c379a0" + String(repeating: "00", count: 31) + "20"

    /// The service answering every request with `text`, and the transport to read what it sent.
    private static func answering(_ text: String) -> (JSONRPCEVMService, ScriptedTransport) {
        let transport = ScriptedTransport(rawAnswer: text)
        return (EVMTestValues.service(transport, attempts: 1), transport)
    }

    private static func result(_ json: String) -> String { #"{"id":"1","jsonrpc":"2.0","result":\#(json)}"# }

    private static func error(_ code: Int, _ message: String, data: String? = nil) -> String {
        #"{"error":{"code":\#(code),"message":"\#(message)"\#(data.map { #","data":"\#($0)""# } ?? "")},"id":"1","jsonrpc":"2.0"}"#
    }

    // MARK: - Requests

    @Test("eth_call sends the request object (data, from and value when given, sorted keys) and the block")
    func callRequest() async throws {
        let (service, transport) = Self.answering(Self.result(#""0x""#))
        let request = EVMCallRequest(
            from: EVMTestValues.sender, to: EVMTestValues.recipient, data: Self.balanceOf, value: Wei(wei: 16))

        _ = try await service.call(request, at: .number(15))

        let body = String(decoding: await transport.bodies.first ?? Data(), as: UTF8.self)
        #expect(
            body
                == EVMTestValues.body(
                    "eth_call",
                    #"[{"data":"0x\#(Hex.encode(Self.balanceOf))","from":"\#(EVMTestValues.senderHex)","#
                        + #""to":"\#(EVMTestValues.recipientHex)","value":"0x10"},"0xf"]"#))
    }

    @Test("eth_call leaves from and value out when not given, and sends 0x for no calldata")
    func callRequestMinimal() async throws {
        let (service, transport) = Self.answering(Self.result(#""0x""#))

        _ = try await service.call(EVMCallRequest(to: EVMTestValues.recipient, data: []), at: .latest)

        let body = String(decoding: await transport.bodies.first ?? Data(), as: UTF8.self)
        #expect(
            body == EVMTestValues.body("eth_call", #"[{"data":"0x","to":"\#(EVMTestValues.recipientHex)"},"latest"]"#))
    }

    @Test("eth_estimateGas of a call sends its calldata and no block parameter")
    func estimateRequest() async throws {
        let (service, transport) = Self.answering(Self.result(#""0x5498""#))

        let gas = try await service.estimateGas(
            EVMCallRequest(from: EVMTestValues.sender, to: EVMTestValues.recipient, data: [1]))

        let body = String(decoding: await transport.bodies.first ?? Data(), as: UTF8.self)
        #expect(
            body
                == EVMTestValues.body(
                    "eth_estimateGas",
                    #"[{"data":"0x01","from":"\#(EVMTestValues.senderHex)","to":"\#(EVMTestValues.recipientHex)"}]"#))
        #expect(gas == 21_656)
    }

    // MARK: - Answers

    @Test("eth_call's result is the bytes returned; 0x (an account without code) is none")
    func callAnswers() async throws {
        let word = "0x" + String(repeating: "0", count: 62) + "2a"

        let returned = try await Self.answering(Self.result(#""\#(word)""#)).0.call(Self.request, at: .latest)
        let none = try await Self.answering(Self.result(#""0x""#)).0.call(Self.request, at: .latest)

        #expect(returned == Array(repeating: 0, count: 31) + [42])
        #expect(none.isEmpty)
    }

    @Test("a revert (code 3) is executionReverted with the data's bytes, kept for the ABI layer")
    func revertWithData() async throws {
        let answer = Self.error(3, "execution reverted: ERC20: transfer amount exceeds balance", data: Self.revertHex)

        await #expect(
            throws: EVMServiceError.executionReverted(
                method: "eth_call", data: try Hex.decode(Self.revertHex.dropFirst(2)))
        ) {
            try await Self.answering(answer).0.call(Self.request, at: .latest)
        }
    }

    @Test("a revert without data (ZQ2 leaves data out) is executionReverted with no bytes")
    func revertWithoutData() async throws {
        await #expect(throws: EVMServiceError.executionReverted(method: "eth_estimateGas", data: [])) {
            try await Self.answering(Self.error(3, "execution reverted")).0.estimateGas(Self.request)
        }
    }

    @Test("revert data that is not hex is a malformed answer naming error.data")
    func revertMalformed() async throws {
        await #expect(
            throws: EVMServiceError.malformedAnswer(
                method: "eth_call", field: "error.data", problem: .hex(.oddLength(3)))
        ) {
            try await Self.answering(Self.error(3, "execution reverted", data: "0x123")).0.call(
                Self.request, at: .latest)
        }
    }

    @Test("an EVM halt (-32003) is executionHalted with the node's words")
    func halted() async throws {
        let message = "out of gas: gas required exceeds allowance: 84000000"

        await #expect(throws: EVMServiceError.executionHalted(method: "eth_estimateGas", message: message)) {
            try await Self.answering(Self.error(-32003, message)).0.estimateGas(Self.request)
        }
    }

    @Test("a return of 128 KiB is read; one byte more is answerTooLarge, not cut")
    func callSizeBound() async throws {
        let largest = "0x" + String(repeating: "ab", count: EVMAnswer.maximumCallBytes)
        let over = largest + "ab"

        let read = try await Self.answering(Self.result(#""\#(largest)""#)).0.call(Self.request, at: .latest)

        #expect(read.count == 131_072)
        await #expect(throws: EVMServiceError.answerTooLarge(method: "eth_call", limit: 131_072)) {
            try await Self.answering(Self.result(#""\#(over)""#)).0.call(Self.request, at: .latest)
        }
    }

    @Test(
        "an eth_call result that is not 0x hex is a malformed answer",
        arguments: [
            (#"42"#, EVMAnswerProblem.notString), (#""0x123""#, .hex(.oddLength(3))),
            (#""abcd""#, .hex(.missingPrefix)),
            ("null", .missing),
        ])
    func callMalformed(result: String, problem: EVMAnswerProblem) async throws {
        await #expect(throws: EVMServiceError.malformedAnswer(method: "eth_call", field: "result", problem: problem)) {
            try await Self.answering(Self.result(result)).0.call(Self.request, at: .latest)
        }
    }

    // MARK: - The batch

    @Test("calls sends one batch, and a reverting call fails only itself")
    func batch() async throws {
        let word = "0x" + String(repeating: "0", count: 63) + "1"
        let transport = ScriptedTransport(raw: { _ in
            Data(
                (#"[{"id":"2","jsonrpc":"2.0","error":{"code":3,"message":"execution reverted","data":"0x01"}},"#
                    + #"{"id":"1","jsonrpc":"2.0","result":"\#(word)"}]"#).utf8)
        })
        let service = EVMTestValues.service(transport, attempts: 1)

        let outcomes = try await service.calls([Self.request, Self.request], at: .latest)

        #expect(try await transport.methods() == [["eth_call", "eth_call"]])
        #expect(try outcomes.first?.get() == Array(repeating: 0, count: 31) + [1])
        #expect(throws: EVMServiceError.executionReverted(method: "eth_call", data: [1])) { try outcomes.last?.get() }
    }

    @Test("no calls, no request")
    func emptyBatch() async throws {
        let (service, transport) = Self.answering(Self.result("[]"))

        let outcomes = try await service.calls([], at: .latest)

        #expect(outcomes.isEmpty)
        #expect(await transport.bodies.isEmpty)
    }
}
