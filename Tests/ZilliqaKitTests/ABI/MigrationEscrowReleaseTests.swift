import Testing
import ZilliqaKit

/// Reading the migration escrow's `Released` logs out of a receipt.
@Suite struct MigrationEscrowReleaseTests {
    let old: Address
    let new: EVMAddress

    init() throws {
        old = try Address(bytes: [UInt8](repeating: 0x11, count: 20))
        new = try EVMAddress(bytes: [UInt8](repeating: 0x22, count: 20))
    }

    func log(from contract: EVMAddress = MigrationEscrow.address, topic: [UInt8] = MigrationEscrow.releasedEvent.topic)
        throws -> EVMLog
    {
        let words = [
            topic, [UInt8](repeating: 0, count: 12) + [UInt8](repeating: 0x11, count: 20),
            [UInt8](repeating: 0, count: 12) + [UInt8](repeating: 0x22, count: 20),
        ]
        let hash = try EVMHash(bytes: [UInt8](repeating: 0xAB, count: 32))
        return EVMLog(
            address: contract, topics: try words.map { try EVMTopic(bytes: $0) },
            data: UInt256(5_000_000_000_000_000_000 as UInt64).bigEndianBytes, blockNumber: 1, blockHash: hash,
            transactionHash: hash, transactionIndex: 0, logIndex: 0)
    }

    @Test("a Released log of the escrow reads as its old address, new address and amount")
    func reads() throws {
        let releases = MigrationEscrowRelease.all(in: [try log()])

        #expect(releases.count == 1)
        #expect(releases.first?.oldAddress == old)
        #expect(releases.first?.newAddress == new)
        #expect(releases.first?.amount == UInt256(5_000_000_000_000_000_000 as UInt64))
    }

    @Test("the same event from another contract is not the escrow's")
    func otherContract() throws {
        let other = try EVMAddress("0x00000000000000000000000000000000000000aa")

        #expect(MigrationEscrowRelease.all(in: [try log(from: other)]).isEmpty)
    }

    @Test("another event of the escrow is not a release")
    func otherEvent() throws {
        #expect(MigrationEscrowRelease.all(in: [try log(topic: MigrationEscrow.depositedEvent.topic)]).isEmpty)
    }
}
