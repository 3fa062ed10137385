/// When a number of blocks from now is, roughly: Zilliqa 2.0 makes a block every 1000 ms by default
/// and mainnet measured 1.10 s a block (zq2-legacy-api.md, "Block time"), so blocks × 1.1 s, in words.
///
/// ```swift
/// UnbondingTime.words(forBlocks: 604_800)   // "about 7 days"
/// UnbondingTime.words(forBlocks: 30)        // "about 33 seconds"
/// ```
public enum UnbondingTime {
    /// Milliseconds a block, as measured on mainnet.
    public static let millisecondsPerBlock: UInt64 = 1_100

    /// `about N days|hours|minutes|seconds`, the largest unit with at least one whole, rounded down.
    public static func words(forBlocks blocks: UInt64) -> String {
        let (milliseconds, overflow) = blocks.multipliedReportingOverflow(by: millisecondsPerBlock)
        let seconds = overflow ? UInt64.max / 1_000 : milliseconds / 1_000
        let units: [(seconds: UInt64, name: String)] = [(86_400, "day"), (3_600, "hour"), (60, "minute")]
        for unit in units where seconds >= unit.seconds {
            let count = seconds / unit.seconds
            return "about \(count) \(unit.name)\(count == 1 ? "" : "s")"
        }
        return "about \(seconds) second\(seconds == 1 ? "" : "s")"
    }
}
