import Foundation
import Testing
import ZilliqaKit

/// eth_getLogs and a receipt's logs: the exact filter sent, each log read strictly and within
/// bounds, and ZQ2's refusals of a range (docs/zq2-eth-calls.md).
@Suite("EVM service: eth_getLogs and a receipt's logs")
struct EVMLogTests {
    /// keccak256("Transfer(address,address,uint256)"), the ERC-20 Transfer event's topic.
    static let transferHex = "0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef"
    /// The sender, as an indexed address topic: 12 zero bytes, then the 20.
    static let senderTopicHex = "0x" + String(repeating: "0", count: 24) + EVMTestValues.sender.hex
    static let amountHex = "0x" + String(repeating: "0", count: 63) + "5"

    /// A log object in ZQ2's shape (`api/types/eth.rs:345-365`), with `topics` as given.
    static func logJSON(topics: [String] = [transferHex, senderTopicHex], data: String = amountHex) -> String {
        #"{"removed":false,"logIndex":"0x1","transactionIndex":"0x0","transactionHash":"\#(EVMTestValues.hash("a91f"))","#
            + #""blockHash":"\#(EVMTestValues.hash("94fc"))","blockNumber":"0xf","#
            + #""address":"\#(EVMTestValues.recipientHex)","data":"\#(data)","#
            + #""topics":[\#(topics.map { #""\#($0)""# }.joined(separator: ","))]}"#
    }

    private static func answering(_ text: String) -> (JSONRPCEVMService, ScriptedTransport) {
        let transport = ScriptedTransport(rawAnswer: text)
        return (EVMTestValues.service(transport, attempts: 1), transport)
    }

    private static func result(_ json: String) -> String { #"{"id":"1","jsonrpc":"2.0","result":\#(json)}"# }

    private static func failure(_ code: Int, _ message: String) -> String {
        #"{"error":{"code":\#(code),"message":"\#(message)"},"id":"1","jsonrpc":"2.0"}"#
    }

    private static let anyRange = EVMLogFilter(address: nil, from: .latest, to: .latest)

    // MARK: - Requests

    @Test("eth_getLogs sends the address, the topics by position (null for any) and both ends as strings")
    func filterRequest() async throws {
        let (service, transport) = Self.answering(Self.result("[]"))
        let filter = EVMLogFilter(
            address: EVMTestValues.recipient,
            topics: [try EVMTopic(Self.transferHex), nil, try EVMTopic(Self.senderTopicHex)],
            from: .number(100), to: .number(150))

        _ = try await service.logs(filter)

        let body = String(decoding: await transport.bodies.first ?? Data(), as: UTF8.self)
        #expect(
            body
                == EVMTestValues.body(
                    "eth_getLogs",
                    #"[{"address":"\#(EVMTestValues.recipientHex)","fromBlock":"0x64","toBlock":"0x96","#
                        + #""topics":["\#(Self.transferHex)",null,"\#(Self.senderTopicHex)"]}]"#))
    }

    @Test("eth_getLogs leaves address and topics out when the filter has none")
    func filterRequestMinimal() async throws {
        let (service, transport) = Self.answering(Self.result("[]"))

        _ = try await service.logs(EVMLogFilter(address: nil, from: .earliest, to: .latest))

        let body = String(decoding: await transport.bodies.first ?? Data(), as: UTF8.self)
        #expect(body == EVMTestValues.body("eth_getLogs", #"[{"fromBlock":"earliest","toBlock":"latest"}]"#))
    }

    // MARK: - Answers

    @Test("a log reads its address, topics, data, block, transaction and index")
    func logAnswer() async throws {
        let logs = try await Self.answering(Self.result("[" + Self.logJSON() + "]")).0.logs(Self.anyRange)

        let log = try #require(logs.first)
        #expect(logs.count == 1)
        #expect(log.address == EVMTestValues.recipient)
        #expect(log.topics == [try EVMTopic(Self.transferHex), try EVMTopic(Self.senderTopicHex)])
        #expect(log.data == Array(repeating: 0, count: 31) + [5])
        #expect(log.blockNumber == 15 && log.logIndex == 1 && log.transactionIndex == 0)
        #expect(log.transactionHash == (try EVMHash(EVMTestValues.hash("a91f"))))
        #expect(log.blockHash == (try EVMHash(EVMTestValues.hash("94fc"))))
    }

    @Test("a range wider than the node takes is logRangeTooLarge, with the range asked and the node's cap")
    func overCap() async throws {
        let filter = EVMLogFilter(address: nil, from: .number(0), to: .number(100))

        await #expect(throws: EVMServiceError.logRangeTooLarge(from: .number(0), to: .number(100), cap: 50)) {
            try await Self.answering(Self.failure(-32603, "Range of blocks exceeds 50")).0.logs(filter)
        }
    }

    @Test("a reversed range is logRangeReversed with ZQ2's two numbers")
    func reversed() async throws {
        await #expect(throws: EVMServiceError.logRangeReversed(from: 7, to: 3)) {
            try await Self.answering(Self.failure(-32603, "`from` is greater than `to` (7 > 3)")).0.logs(Self.anyRange)
        }
    }

    @Test(
        "a log that is not what ZQ2 writes is a malformed answer naming the log and its field",
        arguments: [
            (
                logJSON(topics: ["0x1234"]), "result[0].topics[0]",
                EVMAnswerProblem.hex(.wrongLength(expectedDigits: 64, found: 4))
            ),
            (logJSON(topics: Array(repeating: transferHex, count: 5)), "result[0].topics", .tooMany(4)),
            (logJSON(data: "0x1"), "result[0].data", .hex(.oddLength(1))),
            ("42", "result[0]", .notObject),
        ])
    func malformedLog(element: String, field: String, problem: EVMAnswerProblem) async throws {
        await #expect(throws: EVMServiceError.malformedAnswer(method: "eth_getLogs", field: field, problem: problem)) {
            try await Self.answering(Self.result("[" + element + "]")).0.logs(Self.anyRange)
        }
    }

    @Test("more than 10,000 logs in one answer are answerTooLarge, read no further")
    func tooManyLogs() async throws {
        let elements = Array(repeating: "{}", count: EVMAnswer.maximumLogs + 1).joined(separator: ",")

        await #expect(throws: EVMServiceError.answerTooLarge(method: "eth_getLogs", limit: 10_000)) {
            try await Self.answering(Self.result("[" + elements + "]")).0.logs(Self.anyRange)
        }
    }

    @Test("a result that is not an array is a malformed answer")
    func notArray() async throws {
        await #expect(
            throws: EVMServiceError.malformedAnswer(method: "eth_getLogs", field: "result", problem: .notArray)
        ) {
            try await Self.answering(Self.result("{}")).0.logs(Self.anyRange)
        }
    }

    // MARK: - Receipts

    @Test("a receipt carries its logs, each read as eth_getLogs reads one")
    func receiptLogs() async throws {
        let sample = EVMAnswerTests.receiptSample.replacingOccurrences(
            of: #""logs":[]"#, with: #""logs":["# + Self.logJSON() + "]")
        let service = EVMTestValues.service(ScriptedTransport(["eth_getTransactionReceipt": { _ in .result(sample) }]))

        let receipt = try #require(try await service.receipt(try EVMHash(EVMTestValues.hash("a91f"))))

        #expect(receipt.logs.count == 1)
        #expect(receipt.logs.first?.topics.first == (try EVMTopic(Self.transferHex)))
    }

    @Test("a receipt's malformed log names its place among the receipt's logs")
    func receiptMalformedLog() async throws {
        let sample = EVMAnswerTests.receiptSample.replacingOccurrences(
            of: #""logs":[]"#, with: #""logs":["# + Self.logJSON(topics: ["0x12"]) + "]")
        let service = EVMTestValues.service(ScriptedTransport(["eth_getTransactionReceipt": { _ in .result(sample) }]))

        await #expect(
            throws: EVMServiceError.malformedAnswer(
                method: "eth_getTransactionReceipt", field: "logs[0].topics[0]",
                problem: .hex(.wrongLength(expectedDigits: 64, found: 2)))
        ) {
            try await service.receipt(try EVMHash(EVMTestValues.hash("a91f")))
        }
    }
}
