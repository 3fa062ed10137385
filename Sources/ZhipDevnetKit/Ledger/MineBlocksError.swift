/// Why ``Ledger/mineBlocks(_:)`` made no blocks; it says what to change.
public enum MineBlocksError: Error, Sendable, Hashable, CustomStringConvertible {
    /// 0, or more than ``Ledger/maximumBlocksMined``.
    case countOutOfRange(UInt64)

    public var description: String {
        switch self {
        case .countOutOfRange(let count):
            "\(count) blocks asked: give a count from 1 to \(Ledger.maximumBlocksMined)"
                + " (call again for more)"
        }
    }
}
