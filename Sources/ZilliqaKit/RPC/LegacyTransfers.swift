/// What a network does with a legacy (zil1, EC-Schnorr) transfer: Zilliqa 2.0 switched them
/// off in steps (`zq2-legacy-api.md` section 7.2).
///
/// ```swift
/// switch try await service.legacyTransfers(chainID: Network.mainnet.chainID) {
/// case .accepted: sign(payment)
/// case .disabled: explain()                       // nothing can be signed
/// case .escrowOnly: offerToLodgeIntoTheEscrow()   // only Address.migrationEscrow takes them
/// }
/// ```
public enum LegacyTransfers: Sendable, Hashable, CustomStringConvertible {
    /// Legacy transfers go through: a Zilliqa 1 node, or Zilliqa 2.0 before its forks.
    case accepted
    /// No legacy transaction is taken at all: `-32 "CreateTransaction is disabled"`.
    case disabled
    /// Legacy transactions are taken only when they lodge ZIL into ``Address/migrationEscrow``.
    case escrowOnly

    public var description: String {
        switch self {
        case .accepted: "legacy transfers accepted"
        case .disabled: "legacy transfers disabled"
        case .escrowOnly: "legacy transfers only into the migration escrow"
        }
    }
}
