import Foundation
import Testing
import ZilliqaKit

/// Every request body, exactly as Zilliqa 2.0 takes it (zq2-eth-api.md sections 0, 1 and 8.1):
/// `[]` for methods without parameters, tags as strings, lower-case `0x` addresses, minimal hex
/// quantities, one-element arrays.
@Suite("EVM service: requests as Zilliqa 2.0 takes them")
struct EVMRequestTests {
    /// The one body `action` sends, each method answered with `answers[method]` or `"0x0"`.
    private static func body(
        answers: [String: String] = [:], _ action: (JSONRPCEVMService) async throws -> Void
    ) async throws -> String {
        let transport = ScriptedTransport(raw: { body in
            let method = (try JSONSerialization.jsonObject(with: body) as? [String: Any])?["method"] as? String ?? ""
            return Data(#"{"id":"1","jsonrpc":"2.0","result":\#(answers[method] ?? #""0x0""#)}"#.utf8)
        })
        try await action(EVMTestValues.service(transport))
        let bodies = await transport.bodies
        #expect(bodies.count == 1)
        return String(decoding: bodies.first ?? Data(), as: UTF8.self)
    }

    @Test(
        "methods without parameters send an empty array, not the legacy API's [\"\"]",
        arguments: ["eth_chainId", "eth_blockNumber", "eth_gasPrice", "eth_maxPriorityFeePerGas"])
    func noParameters(method: String) async throws {
        let body = try await Self.body { service in
            switch method {
            case "eth_chainId": _ = try await service.chainID()
            case "eth_blockNumber": _ = try await service.blockNumber()
            case "eth_gasPrice": _ = try await service.gasPrice()
            default: _ = try await service.maxPriorityFeePerGas()
            }
        }

        #expect(body == EVMTestValues.body(method))
    }

    @Test("eth_getBalance sends the lower-case address and the tag as a string, latest by default")
    func balance() async throws {
        let checksummed = try EVMAddress("0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf")

        let body = try await Self.body { _ = try await $0.balance(of: checksummed) }

        #expect(body == EVMTestValues.body("eth_getBalance", #"["\#(EVMTestValues.senderHex)","latest"]"#))
    }

    @Test(
        "eth_getTransactionCount sends each block tag as Zilliqa 2.0 reads it",
        arguments: [
            (EVMBlockTag.latest, "latest"), (.pending, "pending"), (.finalized, "finalized"), (.safe, "safe"),
            (.earliest, "earliest"), (.number(15), "0xf"),
        ])
    func transactionCount(tag: EVMBlockTag, parameter: String) async throws {
        let body = try await Self.body { _ = try await $0.transactionCount(of: EVMTestValues.sender, at: tag) }

        #expect(
            body == EVMTestValues.body("eth_getTransactionCount", #"["\#(EVMTestValues.senderHex)","\#(parameter)"]"#))
    }

    @Test("eth_estimateGas sends one transfer object, the value as a quantity, and no block parameter")
    func estimateGas() async throws {
        let value = Wei(1, unit: .zil)

        let body = try await Self.body {
            _ = try await $0.estimateGas(from: EVMTestValues.sender, to: EVMTestValues.recipient, value: value)
        }

        #expect(
            body
                == EVMTestValues.body(
                    "eth_estimateGas",
                    #"[{"from":"\#(EVMTestValues.senderHex)","to":"\#(EVMTestValues.recipientHex)","value":"0xde0b6b3a7640000"}]"#
                ))
    }

    @Test("eth_estimateGas leaves from out when it is not known")
    func estimateGasWithoutSender() async throws {
        let body = try await Self.body {
            _ = try await $0.estimateGas(from: nil, to: EVMTestValues.recipient, value: .zero)
        }

        #expect(
            body == EVMTestValues.body("eth_estimateGas", #"[{"to":"\#(EVMTestValues.recipientHex)","value":"0x0"}]"#))
    }

    @Test("eth_sendRawTransaction sends a one-element array: 0x and the raw bytes")
    func sendRawTransaction() async throws {
        let signed = try EVMTestValues.signedTransfer()

        let body = try await Self.body(answers: ["eth_sendRawTransaction": #""\#(signed.transactionHash.hex)""#]) {
            _ = try await $0.send(signed)
        }

        #expect(body == EVMTestValues.body("eth_sendRawTransaction", #"["0x\#(Hex.encode(signed.raw))"]"#))
    }

    @Test("eth_getTransactionByHash and eth_getTransactionReceipt send a one-element array: the 0x hash")
    func lookUps() async throws {
        let hash = try EVMHash(EVMTestValues.hash("a91f"))

        let byHash = try await Self.body(answers: ["eth_getTransactionByHash": "null"]) {
            _ = try await $0.transaction(hash)
        }
        let receipt = try await Self.body(answers: ["eth_getTransactionReceipt": "null"]) {
            _ = try await $0.receipt(hash)
        }

        #expect(byHash == EVMTestValues.body("eth_getTransactionByHash", #"["\#(hash.hex)"]"#))
        #expect(receipt == EVMTestValues.body("eth_getTransactionReceipt", #"["\#(hash.hex)"]"#))
    }

    @Test("eth_getCode asks for the head's code of the lower-case address")
    func code() async throws {
        let body = try await Self.body(answers: ["eth_getCode": #""0x""#]) {
            _ = try await $0.code(at: EVMTestValues.recipient)
        }

        #expect(body == EVMTestValues.body("eth_getCode", #"["\#(EVMTestValues.recipientHex)","latest"]"#))
    }
}
