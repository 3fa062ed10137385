import Testing
import ZhipDevnetKit
import ZilliqaKit

/// eth_call, eth_estimateGas with calldata and eth_getLogs as Zilliqa 2.0 v0.21.8 answers them for
/// accounts without code (docs/zq2-eth-calls.md).
@Suite("eth_call, eth_estimateGas with calldata and eth_getLogs, as ZQ2 answers them")
struct EthCallsTests {
    private func handler(_ ledger: Ledger) -> JSONRPCHandler { JSONRPCHandler(methods: DevnetMethods(ledger: ledger)) }

    private static let bobHex = JSONValue.string("0x" + EthFixture.bob.hex)
    private static let aliceHex = JSONValue.string("0x" + EthFixture.alice.hex)
    /// `balanceOf(alice)`'s calldata: the selector 0x70a08231 and alice's address in 32 bytes.
    private static let balanceOf = JSONValue.string(
        "0x70a08231" + String(repeating: "0", count: 24) + EthFixture.alice.hex)

    /// A ledger whose head is block `height`: alice sends bob 1 ZIL a block.
    private func chain(height: UInt64) throws -> JSONRPCHandler {
        let handler = handler(try EthFixture.ledger(confirmsImmediately: true))
        for nonce in 0..<height { _ = EthFixture.send(handler, EthFixture.legacy(nonce: nonce)) }
        return handler
    }

    private func logs(_ handler: JSONRPCHandler, _ filter: [String: JSONValue]) -> JSONValue {
        EthFixture.call(handler, "eth_getLogs", [.object(filter)])
    }

    // MARK: - eth_call

    @Test("eth_call of an account without code answers 0x, whatever the calldata, sender and value")
    func callWithoutCode() throws {
        let handler = handler(try EthFixture.ledger())

        let answer = EthFixture.call(
            handler, "eth_call",
            [["from": Self.aliceHex, "to": Self.bobHex, "data": Self.balanceOf, "value": "0xde0b6b3a7640000"]])

        #expect(answer["result"] == "0x")
    }

    @Test(
        "eth_call takes a BlockId as ZQ2 does: absent, null, a tag, a number, an EIP-1898 object",
        arguments: [[], [JSONValue.null], ["latest"], ["earliest"], ["0x0"], [["blockNumber": "0x0"]]])
    func callBlockIDs(block: [JSONValue]) throws {
        let handler = handler(try EthFixture.ledger())

        let answer = EthFixture.call(handler, "eth_call", [["to": Self.bobHex, "input": Self.balanceOf]] + block)

        #expect(answer["result"] == "0x")
    }

    @Test("eth_call at a block the node does not have is -32000 Invalid input, a JSON number -32602")
    func callUnknownBlock() throws {
        let handler = handler(try EthFixture.ledger())

        let unknown = EthFixture.call(handler, "eth_call", [["to": Self.bobHex], "0x64"])
        let number = EthFixture.call(handler, "eth_call", [["to": Self.bobHex], 1])

        #expect(unknown.ethError?.code == -32000 && unknown.ethError?.message == "Invalid input")
        #expect(number.ethError?.code == -32602)
    }

    @Test("a third param of eth_call or eth_estimateGas is -32602 too many arguments, want at most 2")
    func tooManyParams() throws {
        let handler = handler(try EthFixture.ledger())

        for method in ["eth_call", "eth_estimateGas"] {
            let answer = EthFixture.call(handler, method, [["to": Self.bobHex], "latest", "latest"])

            #expect(answer.ethError?.code == -32602)
            #expect(answer.ethError?.message == "too many arguments, want at most 2")
        }
    }

    // MARK: - eth_estimateGas with calldata

    @Test("calldata to an account without code takes ZQ2's search: one byte 0x01 from a funded caller is 0x5498")
    func estimateOneByte() throws {
        // Used 21016 (21000 + 16), ceiling 84000000; the search stops within 3 % at 21656.
        let handler = handler(try EthFixture.ledger())

        let answer = EthFixture.call(
            handler, "eth_estimateGas", [["from": Self.aliceHex, "to": Self.bobHex, "data": "0x01"]])

        #expect(answer["result"] == "0x5498")
    }

    @Test("the request's gas caps the search: one byte with gas 30000 is 21577 (0x5449)")
    func estimateUnderGas() throws {
        let handler = handler(try EthFixture.ledger())

        let answer = EthFixture.call(
            handler, "eth_estimateGas", [["from": Self.aliceHex, "to": Self.bobHex, "data": "0x01", "gas": "0x7530"]])

        #expect(answer["result"] == "0x5449")
    }

    @Test("a ceiling below the calldata's intrinsic gas is -32603, and so is a value the caller cannot pay")
    func estimateRefusals() throws {
        let handler = handler(try EthFixture.ledger())

        let tight = EthFixture.call(
            handler, "eth_estimateGas", [["from": Self.aliceHex, "to": Self.bobHex, "data": "0x01", "gas": "0x5208"]])
        let poor = EthFixture.call(
            handler, "eth_estimateGas", [["from": Self.bobHex, "to": Self.aliceHex, "data": "0x01", "value": "0x1"]])

        #expect(tight.ethError?.code == -32603)
        #expect(
            tight.ethError?.message
                == "transaction validation error: call gas cost (21016) exceeds the gas limit (21000)")
        #expect(poor.ethError?.code == -32603)
        #expect(poor.ethError?.message == "caller has insufficient funds - has: 0, needs: 1")
    }

    @Test("the intrinsic gas counts 4 a zero byte and 16 any other (EIP-2028)")
    func intrinsicGas() {
        #expect(DevnetMethods.intrinsicGas([]) == 21_000)
        #expect(DevnetMethods.intrinsicGas([0, 0, 1]) == 21_024)
    }

    // MARK: - eth_getLogs

    @Test("eth_getLogs answers [] for a range of the devnet's blocks: no transaction emits logs yet")
    func logsEmpty() throws {
        let handler = try chain(height: 3)

        let answer = logs(handler, ["fromBlock": "0x0", "toBlock": "latest", "address": Self.bobHex])

        #expect(answer["result"] == [])
    }

    @Test("a range whose ends are 50 apart (51 blocks) is answered; 51 apart is -32603 Range of blocks exceeds 50")
    func logsCap() throws {
        let handler = try chain(height: 51)

        let widest = logs(handler, ["fromBlock": "0x0", "toBlock": "0x32"])
        let tooWide = logs(handler, ["fromBlock": "0x0", "toBlock": "0x33"])
        let toHead = logs(handler, ["fromBlock": "earliest"])

        #expect(widest["result"] == [])
        #expect(tooWide.ethError?.code == -32603 && tooWide.ethError?.message == "Range of blocks exceeds 50")
        #expect(toHead.ethError?.message == "Range of blocks exceeds 50")
    }

    @Test("eth_getLogs from past the head is [], to past the head is the head, a reversed range -32603")
    func logsRangeEnds() throws {
        let handler = try chain(height: 3)

        let pastHead = logs(handler, ["fromBlock": "0x64", "toBlock": "0x65"])
        let toPastHead = logs(handler, ["fromBlock": "0x1", "toBlock": "0x64"])
        let reversed = logs(handler, ["fromBlock": "0x3", "toBlock": "0x1"])

        #expect(pastHead["result"] == [])
        #expect(toPastHead["result"] == [])
        #expect(reversed.ethError?.code == -32603)
        #expect(reversed.ethError?.message == "`from` is greater than `to` (3 > 1)")
    }

    @Test(
        "eth_getLogs refuses what alloy's Filter refuses with -32602",
        arguments: [
            ["fromBlock": JSONValue.integer(1)], ["toBlock": "soon"], ["address": "0x12"], ["limit": "0x1"],
            ["topics": [.null, .null, .null, .null, .null]], ["topics": ["0x1234"]],
            ["blockHash": .string("0x" + String(repeating: "0", count: 64)), "fromBlock": "0x0"],
        ])
    func logsStrictness(filter: [String: JSONValue]) throws {
        let handler = handler(try EthFixture.ledger())

        let answer = logs(handler, filter)

        #expect(answer.ethError?.code == -32602)
    }

    @Test("eth_getLogs takes null, one, lists and lists holding null for address and each topic")
    func logsFilterShapes() throws {
        let handler = handler(try EthFixture.ledger())
        let topic = JSONValue.string("0x" + String(repeating: "ab", count: 32))

        let answer = logs(
            handler,
            [
                "fromBlock": .null, "toBlock": "latest", "address": [Self.bobHex, .null],
                "topics": [topic, .null, [topic, .null], []],
            ])

        #expect(answer["result"] == [])
    }

    @Test("eth_getLogs takes one filter: a second param is -32602 too many arguments, want 1")
    func logsOneParam() throws {
        let handler = handler(try EthFixture.ledger())

        let answer = EthFixture.call(handler, "eth_getLogs", [[:], [:]])

        #expect(answer.ethError?.code == -32602 && answer.ethError?.message == "too many arguments, want 1")
    }
}
