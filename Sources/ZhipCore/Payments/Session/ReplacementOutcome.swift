import ZilliqaKit

/// Which of a pending transaction and its replacement (`tx speedup`, `tx cancel`) the node holds once
/// the replacement was sent: Zilliqa 2.0 answers `eth_sendRawTransaction` with the new hash even when
/// its pool keeps the old one (`zilliqa/src/api/eth.rs:928-931`, v0.21.8), so only asking for both
/// (`eth_getTransactionByHash`) tells whether the replacement took. Nothing is sent again whatever it says.
///
/// ```swift
/// _ = await session.submit()
/// switch try await session.replacementOutcome() { case .replaced: print("took"); default: break }
/// ```
public enum ReplacementOutcome: Sendable, Hashable, CustomStringConvertible {
    /// The node holds the replacement (pending, or mined in `block`), and no longer the original.
    case replaced(block: UInt64?)
    /// The original was mined (in `block`) before the replacement reached the pool: it stands, and the
    /// replacement will never be mined.
    case originalMined(block: UInt64)
    /// The node still holds the original and not the replacement (another node's pool may have
    /// taken it first, or it raced another replacement): the original may still be mined.
    case originalKept
    /// The node holds neither: look both up again later.
    case neitherHeld

    /// True when the replacement is the transaction the node holds.
    public var took: Bool { if case .replaced = self { true } else { false } }

    public var description: String {
        switch self {
        case .replaced(nil): "the node holds the replacement, not the original: only the replacement can be mined"
        case .replaced(let block?): "the replacement was mined in block \(block); the original never will be"
        case .originalMined(let block):
            "the original was mined first, in block \(block): the replacement lost the race and will never be mined"
        case .originalKept:
            "the node still holds the original, not the replacement: the replacement did not take, and the original"
                + " may still be mined"
        case .neitherHeld: "the node holds neither the original nor the replacement: look both up again later"
        }
    }
}
