import Foundation
import ZhipCore
import ZilliqaKit

extension HistoryEntry {
    /// A mined ZIL entry of 1 wei with bob in block `block`, its hash made of the block's number.
    static func sample(block: UInt64, direction: HistoryDirection = .outgoing) throws -> HistoryEntry {
        var bytes = [UInt8](repeating: 0, count: 32)
        bytes[31] = UInt8(truncatingIfNeeded: block)
        bytes[30] = UInt8(truncatingIfNeeded: block >> 8)
        return HistoryEntry(
            hash: try EVMHash(bytes: bytes), time: Date(timeIntervalSince1970: 1_000), blockNumber: block,
            direction: direction, counterparty: Wallets.bob.evmAddress, amount: .zil(Wei(wei: 1)), fee: nil,
            status: .succeeded, explorerLink: nil)
    }
}
