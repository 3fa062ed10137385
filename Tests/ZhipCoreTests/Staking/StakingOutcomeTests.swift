import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// What a mined staking call did, read by the session from the pool's events in its receipt.
@Suite("Staking calls: what the receipt says", .container)
struct StakingOutcomeTests {
    private static let hash = PaymentWorld.hash(7)

    /// The staking outcome of a stake of 1000 ZIL, sent and mined with `logs`.
    private func outcome(_ fixture: StakingFixture, logs: [EVMLog]) async throws -> StakingOutcome? {
        let session = fixture.session(.stake(Wei(1_000, unit: .zil)))
        let hash = try #require(try await session.pay(signingWith: fixture.world.key).outcome.sent?.evmHash)
        fixture.node.setReceipt(Self.receipt(logs, of: hash, from: fixture.sender), for: hash)
        return try await session.receipt(policy: PollingPolicy(tries: 1)).staking
    }

    private static func receipt(_ logs: [EVMLog], of hash: EVMHash, from sender: EVMAddress) -> EVMTransactionReceipt {
        EVMTransactionReceipt(
            transactionHash: hash, transactionIndex: 0, blockHash: hash, blockNumber: 16, from: sender, to: nil,
            cumulativeGasUsed: 0, effectiveGasPrice: .zero, gasUsed: 0, contractAddress: nil, type: .eip1559,
            succeeded: true, logs: logs)
    }

    /// A `Staked(delegator, amount, abi.encode(shares))` log of `pool`.
    private static func stakedLog(pool: EVMAddress, delegator: EVMAddress, amount: UInt256, shares: UInt256) throws
        -> EVMLog
    {
        let data =
            amount.bigEndianBytes + UInt256(64).bigEndianBytes + UInt256(32).bigEndianBytes + shares.bigEndianBytes
        return EVMLog(
            address: pool,
            topics: [
                try EVMTopic(bytes: Delegation.stakedEvent.topic),
                try EVMTopic(bytes: [UInt8](repeating: 0, count: 12) + delegator.bytes),
            ], data: data, blockNumber: 16, blockHash: hash, transactionHash: hash, transactionIndex: 0, logIndex: 0)
    }

    @Test("A stake's Staked log gives the ZIL staked and the LST minted")
    func stakedLogIsRead() async throws {
        let fixture = try StakingFixture()
        let log = try Self.stakedLog(
            pool: fixture.pool.address, delegator: fixture.sender, amount: StakingFixture.zil(1_000),
            shares: StakingFixture.zil(917))

        let outcome = try #require(try await outcome(fixture, logs: [log]))

        #expect(outcome.amount == Wei(1_000, unit: .zil))
        #expect(outcome.shares == StakingFixture.zil(917))
        #expect(outcome.warning == nil)
    }

    @Test("Another delegator's or another contract's log is not this call's")
    func othersLogsAreIgnored() async throws {
        let fixture = try StakingFixture()
        let other = try EVMAddress("0x00000000000000000000000000000000000000dd")
        let logs = [
            try Self.stakedLog(pool: fixture.pool.address, delegator: other, amount: 1, shares: 1),
            try Self.stakedLog(pool: other, delegator: fixture.sender, amount: 1, shares: 1),
        ]

        let outcome = try #require(try await outcome(fixture, logs: logs))

        #expect(outcome.matching.isEmpty)
        #expect(outcome.warning != nil)
    }
}
