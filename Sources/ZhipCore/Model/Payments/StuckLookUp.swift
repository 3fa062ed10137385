public import ZilliqaKit

/// Whether a pending EVM transaction is stuck (``StuckTransaction``): its account's next nonce, then
/// the network's gas price, asked of the node.
///
/// ```swift
/// let stuck = try await StuckLookUp(evmService: Container.shared.evmService()).stuck(hash)
/// ```
public struct StuckLookUp: Sendable {
    private let evmService: any EVMService

    public init(evmService: any EVMService) {
        self.evmService = evmService
    }

    /// Why `hash` waits, or nil when it is next in line at a price the network takes, mined, or unknown.
    public func stuck(_ hash: EVMHash) async throws -> StuckTransaction? {
        guard let details = try await evmService.transaction(hash), details.isPending else { return nil }
        return try await stuck(details)
    }

    /// Why the pending transaction `details` shows waits, or nil.
    public func stuck(_ details: EVMTransactionDetails) async throws -> StuckTransaction? {
        let state = try await evmService.accountState(of: details.from)
        if EVMNonceGap(nonce: details.nonce, nextNonce: state.nextNonce).count > 0 {
            return StuckTransaction(pending: details, nextNonce: state.nextNonce, networkPrice: .zero)
        }
        return StuckTransaction(
            pending: details, nextNonce: state.nextNonce, networkPrice: try await evmService.gasPrice())
    }
}
