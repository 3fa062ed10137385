public import ZilliqaKit

/// One log an EVM transaction emitted, as a receipt and `eth_getLogs` show it: the emitting
/// contract, at most four 32-byte topics, and its data.
public struct EthLog: Sendable, Hashable {
    /// The contract that emitted it.
    public let address: Address
    /// Its topics, each 32 bytes: the event's hash first, then its indexed arguments.
    public let topics: [[UInt8]]
    /// Its data.
    public let data: [UInt8]

    public init(address: Address, topics: [[UInt8]], data: [UInt8]) {
        self.address = address
        self.topics = topics
        self.data = data
    }
}
