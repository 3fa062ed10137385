/// Which of Zilliqa 2.0's three fork profiles for legacy transactions the devnet imitates
/// (`/work/shared/docs/zq2-legacy-api.md` §7.2, §9).
public enum LegacyEra: String, Sendable, Hashable, CaseIterable, Codable {
    /// Legacy payments execute (v0.21.6 and earlier): 50 × gasPrice per payment.
    case legacy
    /// `CreateTransaction` answers `-32 "CreateTransaction is disabled"` (v0.21.8 before the
    /// escrow fork); transactions still pending are dropped at the next block.
    case disabled
    /// Only deposits to the migration escrow are taken, each charged a flat 21000 EVM gas on top.
    case escrowOnly = "escrow-only"
}

/// The era in force and, optionally, the one that follows from a block height on.
public struct EraSchedule: Sendable, Hashable {
    /// The era up to ``switchHeight`` (or for ever without one).
    public var current: LegacyEra
    /// The era from ``switchHeight`` on.
    public var next: LegacyEra?
    /// The first block height at which ``next`` is in force.
    public var switchHeight: UInt64?

    public init(_ current: LegacyEra, then next: LegacyEra? = nil, atBlock switchHeight: UInt64? = nil) {
        self.current = current
        self.next = next
        self.switchHeight = switchHeight
    }

    /// The era of the block numbered `height` (ZQ2 takes the fork of the head block at ingress,
    /// and of the block being made at execution).
    public func era(at height: UInt64) -> LegacyEra {
        if let next, let switchHeight, height >= switchHeight { return next }
        return current
    }
}
