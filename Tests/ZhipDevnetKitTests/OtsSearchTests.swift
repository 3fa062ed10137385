import Testing
import ZhipDevnetKit
import ZilliqaKit

/// The devnet's `ots_` methods with Zilliqa 2.0 v0.21.8's shapes and paging (docs/zq2-ots.md):
/// the transactions that touched an account, newest first, by whole blocks.
@Suite("Otterscan search: ots_searchTransactionsBefore and ots_getApiLevel")
struct OtsSearchTests {
    private static func search(
        _ handler: JSONRPCHandler, _ address: EVMAddress, block: Int64 = 0, pageSize: Int64 = 25
    ) -> JSONValue {
        EthFixture.call(
            handler, "ots_searchTransactionsBefore", [TokenFixture.hex(address), .integer(block), .integer(pageSize)])
    }

    /// The hashes of a search answer's `txs`, in order.
    private static func hashes(_ answer: JSONValue) -> [String] {
        answer["result"]?["txs"]?.arrayValue?.compactMap { $0["hash"]?.stringValue } ?? []
    }

    @Test("ots_getApiLevel answers 8, as Zilliqa 2.0 does")
    func apiLevel() throws {
        let handler = JSONRPCHandler(methods: DevnetMethods(ledger: try EthFixture.ledger()))

        let answer = EthFixture.call(handler, "ots_getApiLevel", [])

        #expect(answer["result"] == .integer(8))
    }

    @Test("A search from the head lists the sender's transactions newest first, each with its receipt")
    func newestFirst() throws {
        let ledger = try EthFixture.ledger(confirmsImmediately: true)
        let handler = JSONRPCHandler(methods: DevnetMethods(ledger: ledger))
        let first = EthFixture.legacy(nonce: 0)
        let second = EthFixture.legacy(nonce: 1)
        _ = EthFixture.send(handler, first)
        _ = EthFixture.send(handler, second)

        let answer = Self.search(handler, EthFixture.alice)

        #expect(Self.hashes(answer) == [EthFixture.hash(second), EthFixture.hash(first)])
        let receipts = answer["result"]?["receipts"]?.arrayValue ?? []
        #expect(receipts.compactMap { $0["transactionHash"]?.stringValue } == Self.hashes(answer))
        #expect(receipts.allSatisfy { $0["timestamp"]?.stringValue?.hasPrefix("0x") == true })
        #expect(answer["result"]?["firstPage"] == true)
        #expect(answer["result"]?["lastPage"] == true)
    }

    @Test("The recipient's search finds the transfer it was sent, and a stranger's finds nothing")
    func recipientIsTouched() throws {
        let ledger = try EthFixture.ledger(confirmsImmediately: true)
        let handler = JSONRPCHandler(methods: DevnetMethods(ledger: ledger))
        let transfer = EthFixture.legacy()
        _ = EthFixture.send(handler, transfer)

        #expect(Self.hashes(Self.search(handler, EthFixture.bob)) == [EthFixture.hash(transfer)])
        #expect(Self.hashes(Self.search(handler, Fixture.carol.evmAddress)).isEmpty)
    }

    @Test("A page holds every transaction of its oldest block, more than the page size asked")
    func wholeBlocks() throws {
        let ledger = try EthFixture.ledger()
        let handler = JSONRPCHandler(methods: DevnetMethods(ledger: ledger))
        let raws = (0..<3).map { EthFixture.legacy(nonce: $0) }
        for raw in raws { _ = EthFixture.send(handler, raw) }
        _ = ledger.sealBlock()

        let answer = Self.search(handler, EthFixture.alice, pageSize: 1)

        #expect(Self.hashes(answer) == raws.reversed().map(EthFixture.hash))
        #expect(answer["result"]?["lastPage"] == true)
    }

    @Test("A page that stops before older blocks says it is not the last, and the next starts before its block")
    func paging() throws {
        let ledger = try EthFixture.ledger(confirmsImmediately: true)
        let handler = JSONRPCHandler(methods: DevnetMethods(ledger: ledger))
        let raws = (0..<3).map { EthFixture.legacy(nonce: $0) }
        for raw in raws { _ = EthFixture.send(handler, raw) }

        let firstPage = Self.search(handler, EthFixture.alice, pageSize: 2)
        let oldest = firstPage["result"]?["txs"]?.arrayValue?.last?["blockNumber"]?.stringValue
        let block = try #require(oldest.flatMap { Int64($0.dropFirst(2), radix: 16) })
        let nextPage = Self.search(handler, EthFixture.alice, block: block, pageSize: 2)

        #expect(Self.hashes(firstPage) == [EthFixture.hash(raws[2]), EthFixture.hash(raws[1])])
        #expect(firstPage["result"]?["lastPage"] == false)
        #expect(Self.hashes(nextPage) == [EthFixture.hash(raws[0])])
        #expect(nextPage["result"]?["firstPage"] == false)
        #expect(nextPage["result"]?["lastPage"] == true)
    }

    @Test("A contract's search finds the calls made to it")
    func calledContractIsTouched() throws {
        let (handler, _, token) = try TokenFixture.chain()
        let receipt = try TokenFixture.send(
            handler, token.address, ERC20.approveCall(spender: EthFixture.bob, amount: 5))

        let answer = Self.search(handler, try EVMAddress(bytes: token.address.bytes))

        #expect(Self.hashes(answer) == [receipt["transactionHash"]?.stringValue].compactMap { $0 })
    }

    @Test("A block number given as a string is refused as serde refuses it, with -32602")
    func numbersAreJSONNumbers() throws {
        let handler = JSONRPCHandler(methods: DevnetMethods(ledger: try EthFixture.ledger()))

        let answer = EthFixture.call(
            handler, "ots_searchTransactionsBefore", [TokenFixture.hex(EthFixture.alice), "0x0", .integer(25)])

        #expect(answer.ethError?.code == -32602)
    }

    @Test("A page size past the devnet's bound is refused with -32602")
    func pageSizeIsBounded() throws {
        let handler = JSONRPCHandler(methods: DevnetMethods(ledger: try EthFixture.ledger()))

        let answer = Self.search(
            handler, EthFixture.alice, pageSize: Int64(DevnetMethods.maximumSearchPageSize) + 1)

        #expect(answer.ethError?.code == -32602)
    }

    @Test("An ots_ method the devnet does not serve is -32601, as a node without it answers")
    func unknownOtsMethod() throws {
        let handler = JSONRPCHandler(methods: DevnetMethods(ledger: try EthFixture.ledger()))

        let answer = EthFixture.call(handler, "ots_traceTransaction", [])

        #expect(answer.ethError?.code == -32601)
    }
}
