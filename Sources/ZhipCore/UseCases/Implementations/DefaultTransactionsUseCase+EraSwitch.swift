public import ZilliqaKit

extension DefaultTransactionsUseCase {
    /// Between the look-ups of a receipt: when the network has switched legacy execution off
    /// since it took the payment, the payment is dropped from the pool, never mined (no fee, nonce
    /// unchanged: `zq2-legacy-api.md` §7.3); one last look-up makes sure it was not mined before.
    /// An era that cannot be read says nothing, and the wait goes on. The era is
    /// ``LegacyTransferForks/era(on:asking:)``'s: mainnet and testnet are past their last known fork,
    /// so no probe transaction is sent to a public node between the look-ups.
    /// - Throws: ``LegacyPaymentDroppedError`` when it will never be mined.
    static func checkNotDropped(_ id: TransactionID, on network: Network, asking service: any ZilliqaService)
        async throws
    {
        guard await LegacyTransferForks.era(on: network, asking: service) == .disabled,
            try await service.transaction(id) == nil
        else { return }
        throw LegacyPaymentDroppedError(id: id, network: network)
    }
}

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
