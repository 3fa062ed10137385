import Foundation
import Testing
import ZilliqaKit

/// What the history reads of Zilliqa 2.0 v0.21.8's `ots_` answers (docs/zq2-ots.md): the search
/// forwards, the transaction by sender and nonce, the receipts' `timestamp`, the fee fields, and a
/// legacy (zil1) transaction as the search shows it.
@Suite("EVM service: the history's Otterscan answers")
struct EVMHistorySearchTests {
    private static let zero36 = String(repeating: "0", count: 36)

    /// A legacy Zilliqa transfer of 2 ZIL as ZQ2's `eth::Transaction::new` writes it (api/types/eth.rs:247-301).
    static let legacyTransaction =
        #"{"blockHash":"\#(EVMTestValues.hash("94fc"))","blockNumber":"0x10","from":"\#(EVMTestValues.senderHex)","#
        + #""gas":"0x5208","gasPrice":"0x454b7a4e100","hash":"\#(EVMTestValues.hash("b0b0"))","input":"0x","#
        + #""nonce":"0x4","to":"0x1234\#(zero36)","transactionIndex":"0x0","value":"0x1bc16d674ec80000","#
        + #""v":"0x0","r":"0x95","s":"0x33","chainId":"0x8001","type":"0xdd870"}"#
    /// Its receipt, with the block's `timestamp` (api/ots.rs:327-345).
    static let legacyReceipt =
        #"{"transactionHash":"\#(EVMTestValues.hash("b0b0"))","transactionIndex":"0x0","#
        + #""blockHash":"\#(EVMTestValues.hash("94fc"))","blockNumber":"0x10","from":"\#(EVMTestValues.senderHex)","#
        + #""to":"0x1234\#(zero36)","cumulativeGasUsed":"0x5208","effectiveGasPrice":"0x454b7a4e100","#
        + #""gasUsed":"0x5208","contractAddress":null,"logs":[],"logsBloom":"0x","type":"0xdd870","status":"0x1","#
        + #""timestamp":"0x6a0c1b00"}"#
    /// A type 2 transfer, its caps beside the gasPrice ZQ2 sets to the max fee.
    static let dynamicTransaction =
        #"{"blockHash":"\#(EVMTestValues.hash("94fc"))","blockNumber":"0x11","from":"\#(EVMTestValues.senderHex)","#
        + #""gas":"0x5208","gasPrice":"0x9184e72a000","maxFeePerGas":"0x9184e72a000","maxPriorityFeePerGas":"0x0","#
        + #""hash":"\#(EVMTestValues.hash("c0c0"))","input":"0x","nonce":"0x5","to":"0x1234\#(zero36)","#
        + #""transactionIndex":"0x0","value":"0x0","v":"0x1","r":"0x95","s":"0x33","chainId":"0x8001","#
        + #""accessList":[],"type":"0x2"}"#

    private static func service(_ method: String, answering result: String) -> (JSONRPCEVMService, ScriptedTransport) {
        let transport = ScriptedTransport([method: { _ in .result(result) }])
        return (EVMTestValues.service(transport), transport)
    }

    @Test("The forward search sends the address, the block and the page size as JSON numbers")
    func afterRequest() async throws {
        let (service, transport) = Self.service(
            "ots_searchTransactionsAfter", answering: #"{"txs":[],"receipts":[],"firstPage":true,"lastPage":false}"#)

        _ = try await service.searchTransactionsAfter(EVMTestValues.sender, block: 7, pageSize: 10)

        let body = String(decoding: await transport.bodies.first ?? Data(), as: UTF8.self)
        #expect(body == EVMTestValues.body("ots_searchTransactionsAfter", #"["\#(EVMTestValues.senderHex)",7,10]"#))
    }

    @Test("A legacy transaction in a page reads its wei value, price per EVM gas, type and nonce − 1")
    func legacyTransaction() async throws {
        let (service, _) = Self.service(
            "ots_searchTransactionsBefore",
            answering: #"{"txs":[\#(Self.legacyTransaction)],"receipts":[\#(Self.legacyReceipt)],"#
                + #""firstPage":true,"lastPage":true}"#)

        let page = try await service.searchTransactionsBefore(EVMTestValues.sender, block: 0, pageSize: 25)

        let transaction = try #require(page.transactions.first)
        #expect(transaction.value == Wei(2, unit: .zil))
        #expect(transaction.fee == .legacy(gasPrice: 4_761_904_800_000))
        #expect(transaction.type == .zilliqaLegacy)
        #expect(transaction.nonce == 4)
    }

    @Test("A search receipt reads its block's timestamp in seconds")
    func timestamp() async throws {
        let (service, _) = Self.service(
            "ots_searchTransactionsAfter",
            answering: #"{"txs":[\#(Self.legacyTransaction)],"receipts":[\#(Self.legacyReceipt)],"#
                + #""firstPage":true,"lastPage":true}"#)

        let page = try await service.searchTransactionsAfter(EVMTestValues.sender, block: 0, pageSize: 25)

        #expect(page.receipts.map(\.timestamp) == [0x6a0c_1b00])
    }

    @Test("A receipt's timestamp that is not a quantity is a malformed answer naming the field")
    func timestampIsBounded() async throws {
        let receipt = Self.legacyReceipt.replacingOccurrences(of: #""0x6a0c1b00""#, with: #""soon""#)
        let (service, _) = Self.service(
            "ots_searchTransactionsBefore",
            answering:
                #"{"txs":[\#(Self.legacyTransaction)],"receipts":[\#(receipt)],"firstPage":true,"lastPage":true}"#)

        let error = await #expect(throws: EVMServiceError.self) {
            try await service.searchTransactionsBefore(EVMTestValues.sender, block: 0, pageSize: 25)
        }

        guard case .malformedAnswer(_, let field, _)? = error else {
            Issue.record("not a malformed answer: \(String(describing: error))")
            return
        }
        #expect(field == "receipts[0].timestamp")
    }

    @Test("A type 2 transaction in a page reads its max fee and priority fee, not its gasPrice")
    func dynamicFee() async throws {
        let (service, _) = Self.service(
            "ots_searchTransactionsBefore",
            answering: #"{"txs":[\#(Self.dynamicTransaction)],"firstPage":true,"lastPage":true}"#)

        let page = try await service.searchTransactionsBefore(EVMTestValues.sender, block: 0, pageSize: 25)

        #expect(
            page.transactions.first?.fee == .eip1559(maxFeePerGas: 10_000_000_000_000, maxPriorityFeePerGas: 0))
    }

    @Test("ots_getTransactionBySenderAndNonce sends the nonce as a JSON number and reads the hash")
    func bySenderAndNonce() async throws {
        let (service, transport) = Self.service(
            "ots_getTransactionBySenderAndNonce", answering: #""\#(EVMTestValues.hash("b0b0"))""#)

        let hash = try await service.transactionBySenderAndNonce(EVMTestValues.sender, nonce: 4)

        let body = String(decoding: await transport.bodies.first ?? Data(), as: UTF8.self)
        #expect(body == EVMTestValues.body("ots_getTransactionBySenderAndNonce", #"["\#(EVMTestValues.senderHex)",4]"#))
        #expect(hash == (try EVMHash(EVMTestValues.hash("b0b0"))))
    }

    @Test("ots_getTransactionBySenderAndNonce's null is no transaction")
    func bySenderAndNonceNull() async throws {
        let (service, _) = Self.service("ots_getTransactionBySenderAndNonce", answering: "null")

        let hash = try await service.transactionBySenderAndNonce(EVMTestValues.sender, nonce: 9)

        #expect(hash == nil)
    }

    @Test("ots_getTransactionBySenderAndNonce's answer that is not a hash is a malformed answer")
    func bySenderAndNonceMalformed() async throws {
        let (service, _) = Self.service("ots_getTransactionBySenderAndNonce", answering: "42")

        await #expect(
            throws: EVMServiceError.malformedAnswer(
                method: "ots_getTransactionBySenderAndNonce", field: "result", problem: .notString)
        ) {
            try await service.transactionBySenderAndNonce(EVMTestValues.sender, nonce: 9)
        }
    }
}
