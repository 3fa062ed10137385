import Testing
import ZhipDevnetKit
import ZilliqaKit

@Suite("JSON-RPC: framing and the query methods")
struct JSONRPCHandlerTests {
    private let ledger = Fixture.ledger()
    private var handler: JSONRPCHandler { JSONRPCHandler(methods: DevnetMethods(ledger: ledger)) }

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

    @Test("GetMinimumGasPrice answers Qa as a string")
    func minimumGasPrice() throws {
        #expect(try result(handler, "GetMinimumGasPrice") == "2000000000")
    }

    @Test("GetBalance answers the balance as a string and the nonce as a number")
    func balance() throws {
        #expect(
            try result(handler, "GetBalance", [.string(Fixture.alice.address.hex)])
                == ["balance": "1000000000000000", "nonce": 0])
    }

    @Test("GetBalance accepts 0x, checksummed and bech32 forms of the address")
    func balanceForms() throws {
        let address = Fixture.alice.address
        for form in ["0x" + address.hex, address.checksummed, address.checksummedWithoutPrefix, address.bech32] {
            #expect(try result(handler, "GetBalance", [.string(form)])["balance"] == "1000000000000000")
        }
    }

    @Test("GetBalance of a never-funded account: -5 Account is not created")
    func balanceNotCreated() throws {
        let (code, message) = try error(handler, "GetBalance", [.string(Fixture.carol.address.hex)])
        #expect(code == -5)
        #expect(message == "Account is not created")
    }

    @Test("GetBalance of something that is not an address is refused with the node's errors")
    func balanceBadAddress() throws {
        #expect(try error(handler, "GetBalance", ["1234"]) == (-8, "Address size not appropriate"))
        #expect(try error(handler, "GetBalance", [.string(String(repeating: "g", count: 40))]).0 == -5)
    }

    // MARK: - Transactions

    @Test("GetTransaction answers -20 Txn Hash not Present while the transaction is pending")
    func transactionPending() throws {
        let transaction = Fixture.payment()
        try send(transaction)
        let (code, message) = try error(handler, "GetTransaction", [.string(transaction.id.hex)])
        #expect(code == -20)
        #expect(message == "Txn Hash not Present")
    }

    @Test("GetTransaction answers the node's object with a receipt once confirmed")
    func transactionConfirmed() throws {
        let transaction = Fixture.payment(amount: Fixture.zil(2))
        try send(transaction)
        ledger.sealBlock()
        let json = try result(handler, "GetTransaction", [.string(transaction.id.hex)])
        #expect(json["ID"] == .string(transaction.id.hex))
        #expect(json["amount"] == "2000000000000")
        #expect(json["nonce"] == "1")
        #expect(json["version"] == "14548993")
        #expect(json["gasPrice"] == "2000000000")
        #expect(json["gasLimit"] == "50")
        #expect(json["toAddr"] == .string(Fixture.bob.address.hex))
        #expect(json["receipt"] == ["cumulative_gas": "50", "epoch_num": "1", "success": true])
        let publicKey = try #require(json["senderPubKey"]?.stringValue)
        #expect(try PublicKey(hex: publicKey) == Fixture.alice.publicKey)
        let signature = try #require(json["signature"]?.stringValue)
        #expect(try Signature(hex: signature) == transaction.signature)
    }

    @Test("GetTransaction with an id that is not 64 characters: -32602 Size not appropriate")
    func transactionBadID() throws {
        #expect(try error(handler, "GetTransaction", ["abc"]) == (-32602, "Size not appropriate"))
    }

    @Test("GetTransactionStatus tells pending from confirmed")
    func transactionStatus() throws {
        let transaction = Fixture.payment()
        try send(transaction)
        #expect(try result(handler, "GetTransactionStatus", [.string(transaction.id.hex)])["status"] == 1)
        ledger.sealBlock()
        #expect(try result(handler, "GetTransactionStatus", [.string(transaction.id.hex)])["status"] == 3)
    }

    // MARK: - Blocks

    @Test("GetBlockchainInfo counts tx blocks (genesis included) and confirmed transactions")
    func blockchainInfo() throws {
        try send(Fixture.payment(nonce: 1))
        try send(Fixture.payment(nonce: 2))
        ledger.sealBlock()
        let info = try result(handler, "GetBlockchainInfo")
        #expect(info["NumTxBlocks"] == "2")
        #expect(info["NumTransactions"] == "2")
        #expect(info["NumTxnsTxEpoch"] == "2")
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
