public import ZilliqaKit

/// What a pooled EVM transaction waits behind: the nonces its account has not used yet below its
/// own, which the node needs before it mines it (`zhip-cli tx status` of a queued transaction).
///
/// ```swift
/// let lookUp = EVMQueueLookUp(evmService: Container.shared.evmService())
/// if let gap = try await lookUp.gap(before: hash) { print("waits for", gap.missingNonces) }
/// ```
public struct EVMQueueLookUp: Sendable {
    private let evmService: any EVMService

    public init(evmService: any EVMService) {
        self.evmService = evmService
    }

    /// The gap before the pooled transaction `hash`, or nil when it is next in line, mined, or
    /// not known to the node.
    public func gap(before hash: EVMHash) async throws -> EVMNonceGap? {
        guard let details = try await evmService.transaction(hash), details.isPending else { return nil }
        let state = try await evmService.accountState(of: details.from)
        let gap = EVMNonceGap(nonce: details.nonce, nextNonce: state.nextNonce)
        return gap.count > 0 ? gap : nil
    }
}
