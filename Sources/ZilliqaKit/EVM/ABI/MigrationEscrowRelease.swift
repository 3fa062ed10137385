/// One `Released(address indexed oldAddress, address indexed newAddress, uint256 amount)` log of the
/// migration escrow (`escrow_v1.sol:29-33,94`): ZIL lodged by a legacy account, paid to an EVM one.
///
/// ```swift
/// for release in MigrationEscrowRelease.all(in: receipt.logs) where release.newAddress == me {
///     print(release.amount)   // wei paid to me
/// }
/// ```
public struct MigrationEscrowRelease: Sendable, Hashable {
    /// The legacy account whose lodged ZIL was paid out.
    public let oldAddress: Address
    /// The account paid.
    public let newAddress: EVMAddress
    /// The wei paid.
    public let amount: UInt256

    /// The escrow's `Released` logs among `logs`, in order; a log of another contract or event, or
    /// one whose topics or data are not the event's shape, is skipped.
    public static func all(in logs: [EVMLog]) -> [MigrationEscrowRelease] {
        logs.compactMap { log in
            let topics = log.topics.map(\.bytes)
            guard log.address == MigrationEscrow.address, topics.count == 3,
                topics[0] == MigrationEscrow.releasedEvent.topic,
                topics[1].prefix(12).allSatisfy({ $0 == 0 }), topics[2].prefix(12).allSatisfy({ $0 == 0 }),
                let old = try? Address(bytes: Array(topics[1].suffix(20))),
                let new = try? EVMAddress(bytes: Array(topics[2].suffix(20))),
                log.data.count == 32, let amount = try? ABIReader(log.data).uint256()
            else { return nil }
            return MigrationEscrowRelease(oldAddress: old, newAddress: new, amount: amount)
        }
    }
}
