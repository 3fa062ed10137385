public import ZilliqaKit

/// A legacy payment the network took and then dropped when it switched legacy execution off: it
/// will never be mined, and nothing moved (no amount, no fee).
public struct LegacyPaymentDroppedError: Error, Sendable, Hashable, CustomStringConvertible {
    public let id: TransactionID
    public let network: Network

    public init(id: TransactionID, network: Network) {
        self.id = id
        self.network = network
    }

    public var description: String {
        "transaction \(id) will never be mined: \(network.displayName) switched legacy (zil1) transfers off after taking it"
            + " (Zilliqa 2.0's era switch), so it was dropped and nothing moved, neither the amount nor the fee."
            + " Pay from the EVM account instead ('zhip-cli send --account evm')"
    }
}
