import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// What a mined staking call did, read from the pool's events in its receipt.
@Suite struct StakingOutcomeTests {
    private static let hash: EVMHash = {
        // 32 bytes always make a hash.
        guard let hash = try? EVMHash(bytes: [UInt8](repeating: 7, count: 32)) else { preconditionFailure("hash") }
        return hash
    }()

    private static func receipt(_ logs: [EVMLog], from sender: EVMAddress) -> EVMTransactionReceipt {
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
        let payment = try await fixture.useCase.prepare(fixture.draft(.stake(Wei(1_000, unit: .zil))))
        let log = try Self.stakedLog(
            pool: fixture.pool.address, delegator: fixture.sender, amount: StakingFixture.zil(1_000),
            shares: StakingFixture.zil(917))

        let outcome = try #require(StakingOutcome(receipt: Self.receipt([log], from: fixture.sender), of: payment))

        #expect(outcome.amount == Wei(1_000, unit: .zil))
        #expect(outcome.shares == StakingFixture.zil(917))
        #expect(outcome.warning == nil)
    }

    @Test("Another delegator's or another contract's log is not this call's")
    func othersLogsAreIgnored() async throws {
        let fixture = try StakingFixture()
        let payment = try await fixture.useCase.prepare(fixture.draft(.stake(Wei(1_000, unit: .zil))))
        let other = try EVMAddress("0x00000000000000000000000000000000000000dd")
        let logs = [
            try Self.stakedLog(pool: fixture.pool.address, delegator: other, amount: 1, shares: 1),
            try Self.stakedLog(pool: other, delegator: fixture.sender, amount: 1, shares: 1),
        ]

        let outcome = try #require(StakingOutcome(receipt: Self.receipt(logs, from: fixture.sender), of: payment))

        #expect(outcome.matching.isEmpty)
        #expect(outcome.warning != nil)
    }
}
