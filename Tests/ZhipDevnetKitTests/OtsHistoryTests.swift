import Testing
import ZhipDevnetKit
import ZilliqaKit

/// The devnet's `ots_searchTransactionsAfter`, `ots_getTransactionBySenderAndNonce` and the legacy
/// transactions in its search, with Zilliqa 2.0 v0.21.8's shapes and paging (docs/zq2-ots.md).
@Suite("Otterscan search: after, by sender and nonce, and legacy transactions")
struct OtsHistoryTests {
    private static func search(
        _ handler: JSONRPCHandler, _ method: String, _ address: EVMAddress, block: Int64 = 0, pageSize: Int64 = 25
    ) -> JSONValue {
        EthFixture.call(handler, method, [TokenFixture.hex(address), .integer(block), .integer(pageSize)])
    }

    private static func hashes(_ answer: JSONValue) -> [String] {
        answer["result"]?["txs"]?.arrayValue?.compactMap { $0["hash"]?.stringValue } ?? []
    }

    /// Three EVM transfers from alice, each in a block of its own.
    private static func threeBlocks() throws -> (JSONRPCHandler, [[UInt8]]) {
        let handler = JSONRPCHandler(methods: DevnetMethods(ledger: try EthFixture.ledger(confirmsImmediately: true)))
        let raws = (0..<3).map { EthFixture.legacy(nonce: $0) }
        for raw in raws { _ = EthFixture.send(handler, raw) }
        return (handler, raws)
    }

    @Test("A search after a block takes the oldest blocks after it first and answers them newest first")
    func afterIsNewestFirst() throws {
        let (handler, raws) = try Self.threeBlocks()
        let firstBlock = try #require(
            Self.search(handler, "ots_searchTransactionsBefore", EthFixture.alice)["result"]?["txs"]?.arrayValue?.last?[
                "blockNumber"]?.stringValue.flatMap { Int64($0.dropFirst(2), radix: 16) })

        let answer = Self.search(
            handler, "ots_searchTransactionsAfter", EthFixture.alice, block: firstBlock, pageSize: 1)

        #expect(Self.hashes(answer) == [EthFixture.hash(raws[1])])
        #expect(answer["result"]?["firstPage"] == false)
        #expect(answer["result"]?["lastPage"] == false)
    }

    @Test("A search after block 0 that reaches the head is both the first page and the last")
    func afterFromGenesis() throws {
        let (handler, raws) = try Self.threeBlocks()

        let answer = Self.search(handler, "ots_searchTransactionsAfter", EthFixture.alice)

        #expect(Self.hashes(answer) == raws.reversed().map(EthFixture.hash))
        #expect(answer["result"]?["firstPage"] == true)
        #expect(answer["result"]?["lastPage"] == true)
    }

    @Test("ots_getTransactionBySenderAndNonce finds the sender's mined transaction of that nonce")
    func bySenderAndNonce() throws {
        let (handler, raws) = try Self.threeBlocks()

        let answer = EthFixture.call(
            handler, "ots_getTransactionBySenderAndNonce", [TokenFixture.hex(EthFixture.alice), .integer(1)])

        #expect(answer["result"]?.stringValue == EthFixture.hash(raws[1]))
    }

    @Test("ots_getTransactionBySenderAndNonce answers null for a nonce not used, and for the recipient")
    func bySenderAndNonceNull() throws {
        let (handler, _) = try Self.threeBlocks()

        let unused = EthFixture.call(
            handler, "ots_getTransactionBySenderAndNonce", [TokenFixture.hex(EthFixture.alice), .integer(3)])
        let recipient = EthFixture.call(
            handler, "ots_getTransactionBySenderAndNonce", [TokenFixture.hex(EthFixture.bob), .integer(0)])

        #expect(unused["result"] == .null)
        #expect(recipient["result"] == .null)
    }

    @Test("A legacy payment is in the search of its sender's 20 bytes, shown as ZQ2 shows it through eth_")
    func legacyTransactionIsIndexed() throws {
        let ledger = Fixture.ledger(confirmsImmediately: true)
        let payment = Fixture.payment(amount: Fixture.zil(2))
        _ = try ledger.submit(payment)
        let handler = JSONRPCHandler(methods: DevnetMethods(ledger: ledger))
        let sender = try EVMAddress(bytes: Fixture.alice.address.bytes)

        let answer = Self.search(handler, "ots_searchTransactionsBefore", sender)

        let transaction = try #require(answer["result"]?["txs"]?.arrayValue?.first)
        let receipt = try #require(answer["result"]?["receipts"]?.arrayValue?.first)
        #expect(transaction["hash"]?.stringValue == "0x" + payment.id.hex)
        #expect(transaction["type"]?.stringValue == "0xdd870")
        #expect(transaction["nonce"]?.stringValue == "0x0")
        #expect(transaction["value"]?.stringValue == "0x" + String(UInt128(2_000_000_000_000_000_000), radix: 16))
        #expect(transaction["gasPrice"]?.stringValue == "0x454b7a4e100")
        #expect(receipt["gasUsed"]?.stringValue == "0x5208")
        #expect(receipt["type"]?.stringValue == "0xdd870")
        #expect(receipt["status"]?.stringValue == "0x1")
    }

    @Test("A legacy payment is in its recipient's search, and found by its sender and nonce − 1")
    func legacyRecipientAndNonce() throws {
        let ledger = Fixture.ledger(confirmsImmediately: true)
        let payment = Fixture.payment(nonce: 1)
        _ = try ledger.submit(payment)
        let handler = JSONRPCHandler(methods: DevnetMethods(ledger: ledger))

        let received = Self.search(
            handler, "ots_searchTransactionsBefore", try EVMAddress(bytes: Fixture.bob.address.bytes))
        let found = EthFixture.call(
            handler, "ots_getTransactionBySenderAndNonce",
            [TokenFixture.hex(try EVMAddress(bytes: Fixture.alice.address.bytes)), .integer(0)])

        #expect(Self.hashes(received) == ["0x" + payment.id.hex])
        #expect(found["result"]?.stringValue == "0x" + payment.id.hex)
    }
}
