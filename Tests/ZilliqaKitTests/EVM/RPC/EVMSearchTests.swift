import Foundation
import Testing
import ZilliqaKit

/// `ots_searchTransactionsBefore` as Zilliqa 2.0 v0.21.8 asks and answers it (docs/zq2-ots.md):
/// `[address, block, pageSize]` with JSON numbers, `{"txs", "receipts", "firstPage", "lastPage"}`.
@Suite("EVM service: Otterscan's search of an account's transactions")
struct EVMSearchTests {
    /// A transaction as ZQ2's `eth::Transaction` writes it: an `approve(0x3535…, 7)` call.
    static let approveInput =
        "0x095ea7b3" + String(repeating: "0", count: 24) + "3535353535353535353535353535353535353535"
        + String(repeating: "0", count: 63) + "7"
    static let transaction =
        #"{"blockHash":"\#(EVMTestValues.hash("94fc"))","blockNumber":"0xf","from":"\#(EVMTestValues.senderHex)","#
        + #""gas":"0x186a0","gasPrice":"0x454b7a4e100","hash":"\#(EVMTestValues.hash("a91f"))","#
        + #""input":"\#(approveInput)","nonce":"0x3","to":"0x3678\#(String(repeating: "0", count: 36))","#
        + #""transactionIndex":"0x0","value":"0x0","v":"0x1","r":"0x9501","s":"0x3367","chainId":"0x8001","#
        + #""type":"0x0"}"#
    /// Its receipt with Otterscan's extra `timestamp`.
    static let receipt =
        #"{"transactionHash":"\#(EVMTestValues.hash("a91f"))","transactionIndex":"0x0","#
        + #""blockHash":"\#(EVMTestValues.hash("94fc"))","blockNumber":"0xf","from":"\#(EVMTestValues.senderHex)","#
        + #""to":"0x3678\#(String(repeating: "0", count: 36))","cumulativeGasUsed":"0xb4a3","#
        + #""effectiveGasPrice":"0x454b7a4e100","gasUsed":"0xb4a3","contractAddress":null,"logs":[],"#
        + #""logsBloom":"0x\#(String(repeating: "0", count: 512))","type":"0x0","status":"0x1","timestamp":"0x65"}"#

    private static func service(answering result: String) -> (JSONRPCEVMService, ScriptedTransport) {
        let transport = ScriptedTransport(["ots_searchTransactionsBefore": { _ in .result(result) }])
        return (EVMTestValues.service(transport), transport)
    }

    @Test("The search sends the lower-case address, the block and the page size as JSON numbers")
    func request() async throws {
        let (service, transport) = Self.service(
            answering: #"{"txs":[],"receipts":[],"firstPage":true,"lastPage":true}"#)

        _ = try await service.searchTransactionsBefore(EVMTestValues.sender, block: 0, pageSize: 25)

        let body = String(decoding: await transport.bodies.first ?? Data(), as: UTF8.self)
        #expect(
            body
                == EVMTestValues.body("ots_searchTransactionsBefore", #"["\#(EVMTestValues.senderHex)",0,25]"#))
    }

    @Test("A page reads each transaction's hash, sender, recipient, input, nonce and block, and the flags")
    func page() async throws {
        let (service, _) = Self.service(
            answering:
                #"{"txs":[\#(Self.transaction)],"receipts":[\#(Self.receipt)],"firstPage":true,"lastPage":false}"#
        )

        let page = try await service.searchTransactionsBefore(EVMTestValues.sender, block: 0, pageSize: 25)

        let expected = EVMSearchedTransaction(
            hash: try EVMHash(EVMTestValues.hash("a91f")), from: EVMTestValues.sender,
            to: try EVMAddress("0x3678" + String(repeating: "0", count: 36)),
            input: ERC20.approveCall(spender: EVMTestValues.recipient, amount: 7), nonce: 3, blockNumber: 15,
            value: Wei(wei: 0), fee: .legacy(gasPrice: 0x454b_7a4e_100), type: .legacy)
        #expect(page.transactions == [expected])
        #expect(page.receipts.map(\.gasUsed) == [0xb4a3])
        #expect(page.isFirstPage && !page.isLastPage)
        #expect(page.nextBlock == 15)
    }

    @Test("A page without receipts reads with none")
    func noReceipts() async throws {
        let (service, _) = Self.service(answering: #"{"txs":[\#(Self.transaction)],"firstPage":false,"lastPage":true}"#)

        let page = try await service.searchTransactionsBefore(EVMTestValues.sender, block: 16, pageSize: 25)

        #expect(page.receipts.isEmpty)
        #expect(page.nextBlock == nil)
    }

    @Test("A node without the ots_ API answers a typed error the caller can tell from others")
    func notServed() async throws {
        let transport = ScriptedTransport([
            "ots_searchTransactionsBefore": { _ in .error(code: -32601, message: "Method not found") }
        ])

        let error = await #expect(throws: EVMServiceError.self) {
            try await EVMTestValues.service(transport).searchTransactionsBefore(
                EVMTestValues.sender, block: 0, pageSize: 25)
        }

        #expect(error == .methodNotFound(method: "ots_searchTransactionsBefore"))
        #expect(error?.isMethodNotServed == true)
    }

    @Test("A node that switched the ots_ API off is told apart as not serving it")
    func disabled() async throws {
        let transport = ScriptedTransport([
            "ots_searchTransactionsBefore": { _ in
                .error(code: -32600, message: "ots_searchTransactionsBefore is disabled")
            }
        ])

        let error = await #expect(throws: EVMServiceError.self) {
            try await EVMTestValues.service(transport).searchTransactionsBefore(
                EVMTestValues.sender, block: 0, pageSize: 25)
        }

        #expect(error?.isMethodNotServed == true)
    }

    @Test("A page of more transactions than any block holds is refused, not read")
    func tooManyTransactions() async throws {
        let many = Array(repeating: Self.transaction, count: EVMAnswer.maximumSearchTransactions + 1)
        let (service, _) = Self.service(
            answering: #"{"txs":[\#(many.joined(separator: ","))],"firstPage":true,"lastPage":true}"#)

        await #expect(
            throws: EVMServiceError.malformedAnswer(
                method: "ots_searchTransactionsBefore", field: "txs",
                problem: .tooMany(EVMAnswer.maximumSearchTransactions))
        ) {
            try await service.searchTransactionsBefore(EVMTestValues.sender, block: 0, pageSize: 25)
        }
    }

    @Test("A page whose flags are not booleans is a malformed answer naming the field")
    func flagsAreBooleans() async throws {
        let (service, _) = Self.service(answering: #"{"txs":[],"firstPage":"yes","lastPage":true}"#)

        await #expect(
            throws: EVMServiceError.malformedAnswer(
                method: "ots_searchTransactionsBefore", field: "firstPage", problem: .notBool)
        ) {
            try await service.searchTransactionsBefore(EVMTestValues.sender, block: 0, pageSize: 25)
        }
    }
}
