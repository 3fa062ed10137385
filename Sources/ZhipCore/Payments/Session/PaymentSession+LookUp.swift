public import ZilliqaKit

/// Where a sent transaction stands, for either account: mined (with its receipt), held in the
/// node's pool, or unknown to the node (never received, dropped, or sent to another network).
/// What `tx status` says, and how a send whose answer was lost is settled: looked up, never sent again.
public enum SentPaymentStatus: Sendable, Equatable {
    case mined(MinedReceipt)
    case pending
    case notFound
}

/// Looks a sent transaction up by its legacy id or EVM hash: its receipt, then (EVM) the pool.
///
/// ```swift
/// let status = try await TransactionLookUp(Container.shared).status(of: .evm(hash))   // .pending
/// ```
public struct TransactionLookUp: Sendable {
    private let zilliqaService: any ZilliqaService
    private let evmService: any EVMService

    public init(zilliqaService: any ZilliqaService, evmService: any EVMService) {
        self.zilliqaService = zilliqaService
        self.evmService = evmService
    }

    /// The container's services.
    public init(_ container: Container) {
        self.init(zilliqaService: container.zilliqaService(), evmService: container.evmService())
    }

    /// Where `sent` stands. A legacy transaction without a receipt is counted pending: the legacy
    /// API tells no pool.
    public func status(of sent: SentTransaction) async throws(TransactionsError) -> SentPaymentStatus {
        do {
            switch sent {
            case .legacy(let id):
                return try await zilliqaService.transaction(id).map { .mined(.legacy($0)) } ?? .pending
            case .evm(let hash):
                if let receipt = try await evmService.receipt(hash) { return .mined(.evm(receipt)) }
                return try await evmService.transaction(hash) == nil ? .notFound : .pending
            }
        } catch {
            throw TransactionsError(evmNode: error)
        }
    }

    /// Where the transaction with `hash` stands, whichever kind it is. Zilliqa 2.0 shows a legacy
    /// transaction through `eth_` too, under its id and with type 0xdd870 (docs/history.md), so a
    /// legacy id written `0x…` (as the history and explorer links write it) is found to be one and
    /// looked up as ``status(of:)`` looks a legacy id up: the same answer as without `0x`. One batch of
    /// its receipt and transaction, then for a legacy one `GetTransaction`.
    public func status(ofHash hash: EVMHash) async throws(TransactionsError) -> (
        sent: SentTransaction, status: SentPaymentStatus
    ) {
        let (receipt, details) = try await evmService.sighting(of: hash)
        if receipt?.type == .zilliqaLegacy || details?.type == .zilliqaLegacy,
            let id = try? TransactionID(hex: Hex.encode(hash.bytes))
        {
            return (.legacy(id), try await status(of: .legacy(id)))
        }
        if let receipt { return (.evm(hash), .mined(.evm(receipt))) }
        return (.evm(hash), details == nil ? .notFound : .pending)
    }
}

extension PaymentSession {
    /// Looks the signed payment up (``TransactionLookUp``): what to say of a send whose answer was lost.
    public func lookUp() async throws(TransactionsError) -> SentPaymentStatus {
        guard let signed = currentSigned else { throw .notReviewed }
        let environment = currentEnvironment
        return try await TransactionLookUp(
            zilliqaService: environment.zilliqaService, evmService: environment.evmService
        )
        .status(of: signed.sent)
    }
}
