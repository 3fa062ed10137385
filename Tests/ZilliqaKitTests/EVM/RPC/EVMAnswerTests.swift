import Foundation
import Testing
import ZilliqaKit

/// Zilliqa 2.0's answers as zq2-eth-api.md gives them (its literal values; the doc elides the long
/// hashes of its receipt sample, so they are written out here with the doc's leading digits).
@Suite("EVM service: Zilliqa 2.0's answers")
struct EVMAnswerTests {
    private static func service(_ method: String, answers result: String) -> JSONRPCEVMService {
        EVMTestValues.service(ScriptedTransport([method: { _ in .result(result) }]))
    }

    /// Section 6's receipt sample (a type-2 call), in the node's key order.
    static let receiptSample =
        #"{"transactionHash":"\#(EVMTestValues.hash("a91f"))","transactionIndex":"0x0","#
        + #""blockHash":"\#(EVMTestValues.hash("94fc"))","blockNumber":"0xf","#
        + #""from":"0xf220\#(String(repeating: "0", count: 36))","to":"0x3678\#(String(repeating: "0", count: 36))","#
        + #""cumulativeGasUsed":"0x5298c","effectiveGasPrice":"0x454b7a4e100","gasUsed":"0x5298c","#
        + #""contractAddress":null,"logs":[],"logsBloom":"0x\#(String(repeating: "0", count: 512))","#
        + #""type":"0x2","status":"0x1","v":"0x0","r":"0x9501","s":"0x3367"}"#

    // MARK: - Quantities

    @Test("eth_chainId's 0x8001 is mainnet's 32769 and 0x814d testnet's 33101")
    func chainID() async throws {
        #expect(try await Self.service("eth_chainId", answers: #""0x8001""#).chainID() == 32769)
        #expect(try await Self.service("eth_chainId", answers: #""0x814d""#).chainID() == 33101)
    }

    @Test("eth_gasPrice's 0x454b7a4e100 is 4761904800000 wei")
    func gasPrice() async throws {
        let price = try await Self.service("eth_gasPrice", answers: #""0x454b7a4e100""#).gasPrice()

        #expect(price == Wei(wei: 4_761_904_800_000))
    }

    @Test("eth_maxPriorityFeePerGas answers the same 0x454b7a4e100, not 0")
    func maxPriorityFee() async throws {
        let fee = try await Self.service("eth_maxPriorityFeePerGas", answers: #""0x454b7a4e100""#)
            .maxPriorityFeePerGas()

        #expect(fee == Wei(wei: 4_761_904_800_000))
    }

    @Test("eth_estimateGas's 0x5208 for a transfer is 21000")
    func estimateGas() async throws {
        let gas = try await Self.service("eth_estimateGas", answers: #""0x5208""#)
            .estimateGas(from: nil, to: EVMTestValues.recipient, value: Wei(1, unit: .zil))

        #expect(gas == 21_000)
    }

    @Test("a never-seen account's eth_getBalance of 0x0 is zero wei")
    func neverSeenBalance() async throws {
        let balance = try await Self.service("eth_getBalance", answers: #""0x0""#).balance(of: EVMTestValues.sender)

        #expect(balance == .zero)
    }

    @Test("eth_blockNumber reads the head's number")
    func blockNumber() async throws {
        #expect(try await Self.service("eth_blockNumber", answers: #""0x1e240""#).blockNumber() == 123_456)
    }

    @Test("a swept account's nonce 0xffffffffffffffff reads as UInt64's largest")
    func sweptNonce() async throws {
        let nonce = try await Self.service("eth_getTransactionCount", answers: #""0xffffffffffffffff""#)
            .transactionCount(of: EVMTestValues.sender, at: .latest)

        #expect(nonce == .max)
    }

    // MARK: - Receipts

    @Test("section 6's receipt sample reads field by field")
    func receiptSample() async throws {
        let hash = try EVMHash(EVMTestValues.hash("a91f"))

        let receipt = try await Self.service("eth_getTransactionReceipt", answers: Self.receiptSample).receipt(hash)

        #expect(
            receipt
                == EVMTransactionReceipt(
                    transactionHash: hash, transactionIndex: 0, blockHash: try EVMHash(EVMTestValues.hash("94fc")),
                    blockNumber: 15, from: try EVMAddress("0xf220" + String(repeating: "0", count: 36)),
                    to: try EVMAddress("0x3678" + String(repeating: "0", count: 36)), cumulativeGasUsed: 0x5298c,
                    effectiveGasPrice: Wei(wei: 4_761_904_800_000), gasUsed: 0x5298c, contractAddress: nil,
                    type: .eip1559, succeeded: true))
    }

    @Test("a plain transfer's receipt at the minimum price costs 0.1000000008 ZIL")
    func receiptFee() async throws {
        let transfer = Self.receiptSample.replacingOccurrences(
            of: #""gasUsed":"0x5298c""#, with: #""gasUsed":"0x5208""#)

        let receipt = try await Self.service("eth_getTransactionReceipt", answers: transfer)
            .receipt(try EVMHash(EVMTestValues.hash("a91f")))

        #expect(receipt?.fee == (try Wei("0.1000000008", unit: .zil)))
    }

    @Test("status 0x0 is a mined transaction that failed")
    func failedReceipt() async throws {
        let failed = Self.receiptSample.replacingOccurrences(of: #""status":"0x1""#, with: #""status":"0x0""#)

        let receipt = try await Self.service("eth_getTransactionReceipt", answers: failed)
            .receipt(try EVMHash(EVMTestValues.hash("a91f")))

        #expect(receipt?.succeeded == false)
    }

    @Test("a receipt of null is not mined yet: nil")
    func pendingReceipt() async throws {
        let receipt = try await Self.service("eth_getTransactionReceipt", answers: "null")
            .receipt(try EVMHash(EVMTestValues.hash("a91f")))

        #expect(receipt == nil)
    }

    @Test("a status other than 0x1 or 0x0 is a malformed answer")
    func unknownStatus() async throws {
        let odd = Self.receiptSample.replacingOccurrences(of: #""status":"0x1""#, with: #""status":"0x2""#)

        await #expect(
            throws: EVMServiceError.malformedAnswer(
                method: "eth_getTransactionReceipt", field: "status", problem: .notAStatus)
        ) {
            try await Self.service("eth_getTransactionReceipt", answers: odd)
                .receipt(try EVMHash(EVMTestValues.hash("a91f")))
        }
    }

    @Test("a receipt without gasUsed names the missing field")
    func receiptMissingField() async throws {
        let short = Self.receiptSample.replacingOccurrences(of: #""gasUsed":"0x5298c","#, with: "")

        await #expect(
            throws: EVMServiceError.malformedAnswer(
                method: "eth_getTransactionReceipt", field: "gasUsed", problem: .missing)
        ) {
            try await Self.service("eth_getTransactionReceipt", answers: short)
                .receipt(try EVMHash(EVMTestValues.hash("a91f")))
        }
    }

    // MARK: - Transactions

    /// A transaction object in section 1's key order.
    static func transaction(
        block: (hash: String, number: String)?, type: String = "0x0", fees: String = "",
        chainID: String = #","chainId":"0x8001""#
    ) -> String {
        let blockHash = block.map { #""\#($0.hash)""# } ?? "null"
        let blockNumber = block.map { #""\#($0.number)""# } ?? "null"
        return #"{"blockHash":\#(blockHash),"blockNumber":\#(blockNumber),"from":"\#(EVMTestValues.senderHex)","#
            + #""gas":"0x5208","gasPrice":"0x454b7a4e100"\#(fees),"hash":"\#(EVMTestValues.hash("a91f"))","#
            + #""input":"0x","nonce":"0x7","to":"\#(EVMTestValues.recipientHex)","#
            + #""transactionIndex":\#(block == nil ? "null" : #""0x0""#),"value":"0xde0b6b3a7640000","#
            + #""v":"0x1","r":"0x1","s":"0x1"\#(chainID),"type":"\#(type)"}"#
    }

    @Test("a pending transaction has null block fields: pending, with its nonce and value")
    func pendingTransaction() async throws {
        let details = try await Self.service("eth_getTransactionByHash", answers: Self.transaction(block: nil))
            .transaction(try EVMHash(EVMTestValues.hash("a91f")))

        #expect(details?.isPending == true)
        #expect(details?.blockHash == nil)
        #expect(details?.nonce == 7)
        #expect(details?.value == Wei(1, unit: .zil))
    }

    @Test("a mined type-2 transaction reads its block and both fee caps")
    func minedTransaction() async throws {
        let answer = Self.transaction(
            block: (EVMTestValues.hash("94fc"), "0xf"), type: "0x2",
            fees: #","maxFeePerGas":"0x454b7a4e100","maxPriorityFeePerGas":"0x0""#)

        let details = try await Self.service("eth_getTransactionByHash", answers: answer)
            .transaction(try EVMHash(EVMTestValues.hash("a91f")))

        #expect(details?.blockNumber == 15)
        #expect(details?.type == .eip1559)
        #expect(details?.maxFeePerGas == Wei(wei: 4_761_904_800_000))
        #expect(details?.maxPriorityFeePerGas == .zero)
        #expect(details?.chainID == 32769)
    }

    @Test("a legacy Zilliqa transaction seen through eth_ has type 0xdd870")
    func zilliqaLegacyType() async throws {
        let answer = Self.transaction(block: (EVMTestValues.hash("94fc"), "0xf"), type: "0xdd870", chainID: "")

        let details = try await Self.service("eth_getTransactionByHash", answers: answer)
            .transaction(try EVMHash(EVMTestValues.hash("a91f")))

        #expect(details?.type == .zilliqaLegacy)
        #expect(details?.chainID == nil)
    }

    @Test("a transaction of null is unknown, replaced or dropped: nil")
    func unknownTransaction() async throws {
        let details = try await Self.service("eth_getTransactionByHash", answers: "null")
            .transaction(try EVMHash(EVMTestValues.hash("a91f")))

        #expect(details == nil)
    }

    @Test("a block hash without a block number is a malformed answer")
    func blockFieldsDisagree() async throws {
        let answer = Self.transaction(block: (EVMTestValues.hash("94fc"), "0xf"))
            .replacingOccurrences(of: #""blockNumber":"0xf""#, with: #""blockNumber":null"#)

        await #expect(
            throws: EVMServiceError.malformedAnswer(
                method: "eth_getTransactionByHash", field: "blockNumber", problem: .blockFieldsDisagree)
        ) {
            try await Self.service("eth_getTransactionByHash", answers: answer)
                .transaction(try EVMHash(EVMTestValues.hash("a91f")))
        }
    }

    // MARK: - Code

    @Test("an account without code answers 0x: no bytes")
    func noCode() async throws {
        let code = try await Self.service("eth_getCode", answers: #""0x""#).code(at: EVMTestValues.recipient)

        #expect(code.isEmpty)
    }

    @Test("a contract's code reads as its bytes, and hasCode says so")
    func someCode() async throws {
        let service = Self.service("eth_getCode", answers: #""0x6080604052""#)

        #expect(try await service.code(at: EVMTestValues.recipient) == [0x60, 0x80, 0x60, 0x40, 0x52])
        #expect(try await service.hasCode(at: EVMTestValues.recipient))
    }

    // MARK: - Malformed quantities

    @Test(
        "a malformed quantity in a result is a typed malformed answer naming the method",
        arguments: [
            (#""0x01""#, EVMAnswerProblem.hex(.leadingZero)), (#""5208""#, .hex(.missingPrefix)),
            (#""0x""#, .hex(.emptyQuantity)),
            (#""0x1\#(String(repeating: "0", count: 32))""#, .hex(.overflow(bits: 128))),
            ("21000", .notString), ("null", .missing),
        ])
    func malformedBalance(result: String, problem: EVMAnswerProblem) async {
        await #expect(
            throws: EVMServiceError.malformedAnswer(method: "eth_getBalance", field: "result", problem: problem)
        ) {
            try await Self.service("eth_getBalance", answers: result).balance(of: EVMTestValues.sender)
        }
    }

    @Test("a nonce one past UInt64 is refused, not wrapped")
    func nonceOverflow() async {
        await #expect(
            throws: EVMServiceError.malformedAnswer(
                method: "eth_getTransactionCount", field: "result", problem: .hex(.overflow(bits: 64)))
        ) {
            try await Self.service("eth_getTransactionCount", answers: #""0x10000000000000000""#)
                .transactionCount(of: EVMTestValues.sender, at: .pending)
        }
    }

    @Test("a malformed address in a receipt names the field")
    func malformedAddress() async {
        let answer = Self.receiptSample.replacingOccurrences(of: #""from":"0xf220"#, with: #""from":"0xf22"#)

        await #expect(
            throws: EVMServiceError.malformedAnswer(
                method: "eth_getTransactionReceipt", field: "from", problem: .address(.wrongLength(39)))
        ) {
            try await Self.service("eth_getTransactionReceipt", answers: answer)
                .receipt(try EVMHash(EVMTestValues.hash("a91f")))
        }
    }
}
