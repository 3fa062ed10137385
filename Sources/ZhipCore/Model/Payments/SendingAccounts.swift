public import ZilliqaKit

/// Which of the wallet's two accounts can send on a network, from what the network does with
/// legacy transfers (``ZilliqaKit/LegacyTransfers``): both while it takes them, else only the EVM
/// account.
///
/// ```swift
/// let sending = SendingAccounts(try await zilliqaService.legacyTransfers(chainID: network.chainID))
/// sending.legacyCanSend      // false on Zilliqa 2.0 mainnet (escrow only)
/// sending.explanation        // "Only the EVM account can send on this network: …"
/// ```
public enum SendingAccounts: Sendable, Hashable {
    /// Both the legacy (zil1) and the EVM (0x) account can send.
    case both
    /// Only the EVM account can send: the network takes no legacy transfers (`.disabled`), or only
    /// into the migration escrow (`.escrowOnly`).
    case evmOnly(LegacyTransfers)

    /// What `legacy` leaves the wallet to send with.
    public init(_ legacy: LegacyTransfers) {
        self = legacy == .accepted ? .both : .evmOnly(legacy)
    }

    /// True when the legacy (zil1) account can send a payment.
    public var legacyCanSend: Bool { self == .both }

    /// The EVM account can send on every network Zhip knows.
    public var evmCanSend: Bool { true }

    /// In plain words, which account can send and why.
    public var explanation: String {
        switch self {
        case .both:
            "Both accounts can send on this network."
        case .evmOnly(.escrowOnly):
            "Only the EVM account can send on this network: it no longer takes payments from legacy (zil1)"
                + " accounts, except into the migration escrow."
        case .evmOnly:
            "Only the EVM account can send on this network: it no longer takes any transaction from legacy (zil1)"
                + " accounts."
        }
    }
}
