import Testing
import ZhipDevnetKit
import ZilliqaKit

@Suite("JSON-RPC: framing and the query methods")
struct JSONRPCHandlerTests {
    private let ledger = Fixture.ledger()
    private var handler: JSONRPCHandler { JSONRPCHandler(methods: DevnetMethods(ledger: ledger)) }

    /// A handler over a ledger with `finalityLag` that has mined `transaction` in block 1.
    private func handlerAfterOneBlock(finalityLag: UInt64, mining transaction: SignedTransaction) throws
        -> JSONRPCHandler
    {
        let ledger = Fixture.ledger(finalityLag: finalityLag)
        _ = try ledger.submit(transaction)
        ledger.sealBlock()
        return JSONRPCHandler(methods: DevnetMethods(ledger: ledger))
    }

    private func send(_ transaction: SignedTransaction) throws {
        _ = try result(handler, "CreateTransaction", [.object(Fixture.params(transaction))])
    }

    // MARK: - Framing

    @Test("a body that is not JSON is answered -32700 with id null")
    func notJSON() throws {
        let answer = try JSONValue(parsing: handler.handle(body: Array("{nope".utf8)))
        #expect(answer["error"]?["code"] == .integer(-32700))
        #expect(answer["id"] == .null)
    }

    @Test("an unknown method is answered -32601")
    func unknownMethod() throws {
        #expect(try error(handler, "GetSmartContracts").0 == -32601)
    }

    @Test("a request without jsonrpc 2.0 is an invalid request: -32600")
    func missingVersion() {
        let answer = handler.handle(request: ["id": 1, "method": "GetNetworkId", "params": [""]])
        #expect(answer["error"]?["code"] == .integer(-32600))
    }

    @Test("missing or mistyped params are invalid params: -32602")
    func invalidParams() throws {
        #expect(try error(handler, "GetBalance", []).0 == -32602)
        #expect(try error(handler, "GetBalance", [42]).0 == -32602)
    }

    @Test("the request id is echoed as sent, string or number")
    func idEcho() {
        #expect(handler.handle(request: Fixture.request("GetNetworkId", id: 7))["id"] == 7)
        #expect(handler.handle(request: Fixture.request("GetNetworkId", id: "abc"))["id"] == "abc")
    }

    @Test("a batch is answered with an array, one answer per request, in order")
    func batch() throws {
        let body: JSONValue = [
            Fixture.request("GetNetworkId", id: 1), Fixture.request("Nope", id: 2),
            Fixture.request("GetMinimumGasPrice", id: 3),
        ]
        let answers = try #require(try JSONValue(parsing: handler.handle(body: body.encodedBytes())).arrayValue)
        #expect(answers.count == 3)
        #expect(answers[0]["result"] == "222")
        #expect(answers[1]["error"]?["code"] == .integer(-32601))
        #expect(answers[2]["id"] == 3)
    }

    @Test("an empty batch is an invalid request")
    func emptyBatch() throws {
        let answer = try JSONValue(parsing: handler.handle(body: Array("[]".utf8)))
        #expect(answer["error"]?["code"] == .integer(-32600))
    }

    // MARK: - Chain and account queries

    @Test("GetNetworkId answers the chain id as a string")
    func networkID() throws {
        #expect(try result(handler, "GetNetworkId") == "222")
    }

    @Test("GetMinimumGasPrice answers Zilliqa 2.0's \"2000000016\" by default")
    func minimumGasPrice() throws {
        let handler = JSONRPCHandler(
            methods: DevnetMethods(ledger: Ledger(rules: LedgerRules(confirmsImmediately: false), genesis: [:])))
        #expect(try result(handler, "GetMinimumGasPrice") == "2000000016")
    }

    @Test("GetBalance answers {\"balance\":\"<Qa>\",\"nonce\":<number>}")
    func balance() throws {
        #expect(
            try result(handler, "GetBalance", [.string(Fixture.alice.address.hex)])
                == ["balance": "1000000000000000", "nonce": 0])
    }

    @Test("GetBalance takes bech32, and 40 hex with or without 0x in any case, unchecked")
    func balanceForms() throws {
        let address = Fixture.alice.address
        let forms = [address.bech32, "0x" + address.hex, address.hex.uppercased(), "0x" + address.hex.uppercased()]
        for form in forms {
            #expect(try result(handler, "GetBalance", [.string(form)])["balance"] == "1000000000000000")
        }
    }

    @Test("GetBalance of a never-funded account: -5 Account is not created")
    func balanceNotCreated() throws {
        #expect(
            try error(handler, "GetBalance", [.string(Fixture.carol.address.hex)]) == (-5, "Account is not created"))
    }

    @Test("GetBalance of something that is not an address: -32602 Invalid params")
    func balanceBadAddress() throws {
        #expect(try error(handler, "GetBalance", ["1234"]) == (-32602, "Invalid params"))
    }

    @Test("GetBalance of a bech32 address with another HRP: -32602 Invalid params")
    func balanceWrongHRP() throws {
        // The escrow's 20 bytes under the HRP "eth" (a valid bech32 checksum).
        let other = "eth1qqqqqqqqtfy5cv292dp4yn6h2pfy7kze5n99cu"
        #expect(try error(handler, "GetBalance", [.string(other)]) == (-32602, "Invalid params"))
    }

    @Test("GetBalance of a blocked recipient: {\"balance\":\"0\",\"nonce\":18446744073709551615}")
    func balanceBlocked() throws {
        ledger.block([Fixture.alice.address])
        #expect(
            try result(handler, "GetBalance", [.string(Fixture.alice.address.hex)])
                == ["balance": "0", "nonce": .unsignedInteger(18_446_744_073_709_551_615)])
    }

    // MARK: - Transactions

    @Test("GetTransaction of a pending transaction: -20 Txn Hash not Present")
    func transactionPending() throws {
        let transaction = Fixture.payment()
        try send(transaction)
        #expect(try error(handler, "GetTransaction", [.string(transaction.id.hex)]) == (-20, "Txn Hash not Present"))
    }

    @Test("GetTransaction of an unknown hash: -20 Txn Hash not Present")
    func transactionUnknown() throws {
        let id = String(repeating: "ab", count: 32)
        #expect(try error(handler, "GetTransaction", [.string(id)]) == (-20, "Txn Hash not Present"))
    }

    @Test("GetTransaction of a mined payment: Zilliqa 2.0's fields and formats")
    func transactionMined() throws {
        let transaction = Fixture.payment(amount: Fixture.zil(2))
        try send(transaction)
        ledger.sealBlock()
        let json = try result(handler, "GetTransaction", [.string("0x" + transaction.id.hex.uppercased())])
        var expected: [String: JSONValue] = [
            "ID": .string(transaction.id.hex), "version": "14548993", "nonce": "1",
            "toAddr": .string(Fixture.bob.address.hex),
            "senderPubKey": .string("0x" + Fixture.alice.publicKey.hex), "amount": "2000000000000",
            "signature": .string("0x" + Hex.encode(transaction.signature.bytes)), "gasPrice": "2000000016",
            "gasLimit": "50", "code": .null, "data": .null,
        ]
        expected["receipt"] = [
            "accepted": false, "gas_used": "50", "cumulative_gas_used": "50", "cumulative_gas": "50",
            "epoch_num": "1", "transitions": [], "event_logs": [], "errors": [:], "exceptions": [], "success": true,
        ]
        #expect(json == .object(expected))
    }

    @Test("GetTransaction of a failed payment: errors {\"0\":[2]} and success false")
    func transactionFailedReceipt() throws {
        let transaction = Fixture.payment(amount: Fixture.zil(5000))
        try send(transaction)
        ledger.sealBlock()
        let receipt = try result(handler, "GetTransaction", [.string(transaction.id.hex)])["receipt"]
        #expect(receipt?["errors"] == ["0": [2]])
        #expect(receipt?["success"] == false)
    }

    @Test("GetTransaction in the newest blocks under a finality lag: -20 Block not finalized")
    func transactionNotFinalized() throws {
        let transaction = Fixture.payment()
        let handler = try handlerAfterOneBlock(finalityLag: 2, mining: transaction)
        #expect(try error(handler, "GetTransaction", [.string(transaction.id.hex)]) == (-20, "Block not finalized"))
    }

    @Test("under a finality lag, blocks go on without transactions until the newest payment is final")
    func lagMakesEmptyBlocks() throws {
        let ledger = Fixture.ledger(finalityLag: 2)
        let transaction = Fixture.payment()
        _ = try ledger.submit(transaction)
        ledger.sealBlock()
        ledger.sealBlock()
        ledger.sealBlock()
        let handler = JSONRPCHandler(methods: DevnetMethods(ledger: ledger))
        #expect(try result(handler, "GetTransaction", [.string(transaction.id.hex)])["receipt"]?["epoch_num"] == "1")
        #expect(ledger.sealBlock() == nil)
    }

    @Test("GetBalance under a finality lag reads the state that many blocks back")
    func balanceLags() throws {
        let handler = try handlerAfterOneBlock(finalityLag: 1, mining: Fixture.payment())
        #expect(
            try result(handler, "GetBalance", [.string(Fixture.alice.address.hex)])
                == ["balance": "1000000000000000", "nonce": 0])
    }

    @Test("GetTransaction with a hash that is not 64 hex digits: -32602 Invalid params")
    func transactionBadID() throws {
        #expect(try error(handler, "GetTransaction", ["abc"]) == (-32602, "Invalid params"))
    }

    @Test("GetTransactionStatus of an unknown hash: -20 Txn Hash not found")
    func transactionStatusUnknown() throws {
        let id = String(repeating: "ab", count: 32)
        #expect(try error(handler, "GetTransactionStatus", [.string(id)]) == (-20, "Txn Hash not found"))
    }

    @Test("GetTransactionStatus of a pending transaction: status 1, modificationState 1")
    func transactionStatusPending() throws {
        let transaction = Fixture.payment()
        try send(transaction)
        let json = try result(handler, "GetTransactionStatus", [.string(transaction.id.hex)])
        #expect(json["status"] == 1)
        #expect(json["modificationState"] == 1)
    }

    @Test("GetTransactionStatus of a queued transaction (nonce gap): status 4, modificationState 1")
    func transactionStatusQueued() throws {
        let transaction = Fixture.payment(nonce: 2)
        try send(transaction)
        let json = try result(handler, "GetTransactionStatus", [.string(transaction.id.hex)])
        #expect(json["status"] == 4)
        #expect(json["modificationState"] == 1)
    }

    @Test("GetTransactionStatus of a final transaction: status 3, modificationState 2")
    func transactionStatusFinal() throws {
        let transaction = Fixture.payment()
        try send(transaction)
        ledger.sealBlock()
        let json = try result(handler, "GetTransactionStatus", [.string(transaction.id.hex)])
        #expect(json["status"] == 3)
        #expect(json["modificationState"] == 2)
    }

    @Test("GetTransactionStatus of a payment whose receipt has errors: status 255")
    func transactionStatusError() throws {
        let transaction = Fixture.payment(amount: Fixture.zil(5000))
        try send(transaction)
        ledger.sealBlock()
        #expect(try result(handler, "GetTransactionStatus", [.string(transaction.id.hex)])["status"] == 255)
    }

    @Test("GetTransactionStatus writes senderAddr as the compressed public key and toAddr with 0x")
    func transactionStatusFields() throws {
        let transaction = Fixture.payment()
        try send(transaction)
        let json = try result(handler, "GetTransactionStatus", [.string(transaction.id.hex)])
        #expect(json["senderAddr"] == .string("0x" + Fixture.alice.publicKey.hex))
        #expect(json["toAddr"] == .string("0x" + Fixture.bob.address.hex))
        #expect(json["_id"] == .null)
    }

    // MARK: - Blocks

    @Test("GetBlockchainInfo: NumTxBlocks is the final block's number (not number + 1), with the transactions counted")
    func blockchainInfo() throws {
        try send(Fixture.payment(nonce: 1))
        try send(Fixture.payment(nonce: 2))
        ledger.sealBlock()
        let info = try result(handler, "GetBlockchainInfo")
        #expect(info["NumTxBlocks"] == "1")
        #expect(info["NumTransactions"] == "2")
        #expect(info["NumTxnsTxEpoch"] == "2")
    }

    @Test("GetLatestTxBlock's header: GasLimit 200000, TxnFees the EVM gas used, no MinerPubKey, no micro blocks")
    func latestTxBlockZQ2Header() throws {
        try send(Fixture.payment())
        ledger.sealBlock()
        let header = try result(handler, "GetLatestTxBlock")["header"]
        #expect(header?["GasLimit"] == "200000")
        #expect(header?["TxnFees"] == "21000")
        #expect(header?["MinerPubKey"] == nil)
        #expect(header?["NumMicroBlocks"] == 0)
        #expect(header?["NumPages"] == 1)
        #expect(header?["DSBlockNum"] == "1")
    }

    @Test("GetLatestTxBlock under a finality lag answers the final block, not the head")
    func latestTxBlockFinal() throws {
        let handler = try handlerAfterOneBlock(finalityLag: 1, mining: Fixture.payment())
        #expect(try result(handler, "GetLatestTxBlock")["header"]?["BlockNum"] == "0")
    }

    @Test("GetLatestTxBlock answers the newest block's header with its number and transaction count")
    func latestTxBlock() throws {
        try send(Fixture.payment())
        ledger.sealBlock()
        let block = try result(handler, "GetLatestTxBlock")
        #expect(block["header"]?["BlockNum"] == "1")
        #expect(block["header"]?["NumTxns"] == 1)
        #expect(block["header"]?["GasUsed"] == "50")
    }
}
