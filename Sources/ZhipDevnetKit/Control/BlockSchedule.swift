/// When the devnet seals blocks that confirm pending transactions.
///
/// ```swift
/// BlockSchedule(blockTime: .zero)              // .immediate, as --block-time 0
/// devnet.control.setBlockSchedule(.onDemand)   // only confirmNow() / POST /control/confirm
/// ```
public enum BlockSchedule: Sendable, Hashable {
    /// A block inside each accepted `CreateTransaction` (`--block-time 0`).
    case immediate
    /// A block every interval (at least a millisecond), when something is pending (`--block-time SECONDS`).
    case every(Duration)
    /// Only when asked: ``DevnetControl/confirmNow()``, `POST /control/confirm`.
    case onDemand

    /// The schedule `--block-time` gives: zero is ``immediate``, anything else ``every(_:)``.
    public init(blockTime: Duration) {
        self = blockTime > .zero ? .every(blockTime) : .immediate
    }
}
