import Testing
import ZilliqaKit

/// WZIL's Deposit and Withdrawal logs, as eth-abi writes them (``DEXVectors/logs``).
@Suite("WZIL Deposit and Withdrawal logs, against eth-abi")
struct WrappedNativeLogTests {
    /// The topics and data of `event`'s log in the fixture.
    private static func log(_ event: String) throws -> (topics: [[UInt8]], data: [UInt8]) {
        let part = { (name: String) in [UInt8](hex: DEXVectors.logs["\(event)/\(name)"] ?? "") }
        return ([part("topic0"), part("topic1")], part("data"))
    }

    @Test("a Deposit and a Withdrawal read as the router and the wei eth-abi wrote")
    func reads() throws {
        let (deposit, withdrawal) = (try Self.log("Deposit"), try Self.log("Withdrawal"))

        let wrapped = try WrappedNativeLog(topics: deposit.topics, data: deposit.data)
        let unwrapped = try WrappedNativeLog(topics: withdrawal.topics, data: withdrawal.data)

        #expect(wrapped == .deposit(dst: PlunderSwap.mainnetRouter, wad: try UInt256(decimal: DEXVectors.amountIn)))
        #expect(
            unwrapped == .withdrawal(src: PlunderSwap.mainnetRouter, wad: try UInt256(decimal: "2000000000000000001")))
    }

    @Test("another event, a missing topic, a topic that is no address and data of two words are refused")
    func refusals() throws {
        let (topics, data) = try Self.log("Withdrawal")

        #expect(throws: ABIError.notTheEvent) { try WrappedNativeLog(topics: [ERC20.transferEvent.topic], data: data) }
        #expect(throws: ABIError.wrongTopicCount(expected: 2, found: 1)) {
            try WrappedNativeLog(topics: [topics[0]], data: data)
        }
        #expect(throws: ABIError.notAnAddress) {
            try WrappedNativeLog(topics: [topics[0], [UInt8](repeating: 0xFF, count: 32)], data: data)
        }
        #expect(throws: ABIError.wrongDataLength(expected: 32, found: 64)) {
            try WrappedNativeLog(topics: topics, data: data + data)
        }
    }
}
