import Testing
import ZilliqaKit

@Suite("ERC-20 Transfer and Approval logs, against eth-abi")
struct ERC20LogTests {
    @Test("the logs eth-abi encoded read as their event, addresses and value")
    func logs() throws {
        for vector in try ABIVectors.load().logs {
            let (first, second) = (try EVMAddress(vector.first), try EVMAddress(vector.second))
            let value = try UInt256(decimal: vector.value)

            let log = try ERC20Log(topics: vector.topics.map { [UInt8](hex: $0) }, data: [UInt8](hex: vector.data))

            let expected: ERC20Log =
                vector.event == "Transfer"
                ? .transfer(from: first, to: second, value: value)
                : .approval(owner: first, spender: second, value: value)
            #expect(log == expected)
        }
    }

    /// A Transfer log's topics and data from the fixture.
    private static func transferLog() throws -> (topics: [[UInt8]], data: [UInt8]) {
        let vector = try #require(try ABIVectors.load().logs.first { $0.event == "Transfer" })
        return (vector.topics.map { [UInt8](hex: $0) }, [UInt8](hex: vector.data))
    }

    @Test("an ERC-721 Transfer (4 topics) is refused, not read as a token amount")
    func erc721Transfer() throws {
        let (topics, _) = try Self.transferLog()

        #expect(throws: ABIError.wrongTopicCount(expected: 3, found: 4)) {
            try ERC20Log(topics: topics + [UInt256(7).bigEndianBytes], data: [])
        }
    }

    @Test("a log of another event is refused")
    func otherEvent() throws {
        let (topics, data) = try Self.transferLog()

        #expect(throws: ABIError.notTheEvent) {
            try ERC20Log(topics: [[UInt8](repeating: 1, count: 32)] + topics.dropFirst(), data: data)
        }
        #expect(throws: ABIError.notTheEvent) { try ERC20Log(topics: [], data: data) }
    }

    @Test("data that is not one word, and a topic that is not an address, are refused")
    func malformed() throws {
        let (topics, data) = try Self.transferLog()
        let badTopic = [UInt8](repeating: 0xFF, count: 32)

        #expect(throws: ABIError.wrongDataLength(expected: 32, found: 33)) {
            try ERC20Log(topics: topics, data: data + [0])
        }
        #expect(throws: ABIError.notAnAddress) { try ERC20Log(topics: [topics[0], badTopic, topics[2]], data: data) }
        #expect(throws: ABIError.notAnAddress) { try ERC20Log(topics: [topics[0], [0], topics[2]], data: data) }
    }
}
