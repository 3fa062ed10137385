import Testing
import ZilliqaKit

@Suite("Staking pool Staked, Unstaked, Claimed and RewardPaid logs, against eth-abi")
struct DelegationLogTests {
    @Test("the logs eth-abi encoded read as their event, delegator, amount and LST shares")
    func logs() throws {
        for vector in try StakingABIVectors.load().logs {
            let log = try DelegationLog(topics: vector.topics.map { [UInt8](hex: $0) }, data: [UInt8](hex: vector.data))

            #expect(log.delegator == (try EVMAddress(vector.delegator)))
            #expect(log.amount == (try UInt256(decimal: vector.amount)))
            #expect(log.shares == (try vector.shares.map { try UInt256(decimal: $0) }))
            #expect("\(log.event)".lowercased() == vector.event.lowercased())
        }
    }

    /// A fixture log of this event, with or without LST shares.
    private static func log(_ event: String, withShares: Bool) throws -> (topics: [[UInt8]], data: [UInt8]) {
        let vector = try #require(
            try StakingABIVectors.load().logs.first { $0.event == event && ($0.shares != nil) == withShares })
        return (vector.topics.map { [UInt8](hex: $0) }, [UInt8](hex: vector.data))
    }

    @Test("a log of another event, or with a topic too many or too few, is refused")
    func otherLogs() throws {
        let (topics, data) = try Self.log("Staked", withShares: true)

        #expect(throws: ABIError.notTheEvent) { try DelegationLog(topics: [ERC20.transferEvent.topic], data: data) }
        #expect(throws: ABIError.notTheEvent) { try DelegationLog(topics: [], data: data) }
        #expect(throws: ABIError.wrongTopicCount(expected: 2, found: 3)) {
            try DelegationLog(topics: topics + [topics[1]], data: data)
        }
    }

    @Test("data whose bytes run past it, or are longer than the maximum, is refused")
    func malformedData() throws {
        let (topics, data) = try Self.log("Staked", withShares: true)
        let truncated = Array(data.dropLast())
        let long = data.prefix(64) + UInt256(300).bigEndianBytes + [UInt8](repeating: 1, count: 320)

        #expect(throws: ABIError.lengthOutOfBounds(length: 32, available: 31)) {
            try DelegationLog(topics: topics, data: truncated)
        }
        #expect(throws: ABIError.tooLong(length: 300, maximumBytes: DelegationLog.maximumDataBytes)) {
            try DelegationLog(topics: topics, data: Array(long))
        }
    }

    @Test("a RewardPaid whose data is not one word is refused")
    func rewardPaidData() throws {
        let (topics, data) = try Self.log("RewardPaid", withShares: false)

        #expect(throws: ABIError.wrongDataLength(expected: 32, found: 64)) {
            try DelegationLog(topics: topics, data: data + data)
        }
    }
}
