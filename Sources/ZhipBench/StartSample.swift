/// One whole-process start as `zhip-bench-launcher` timed it: its wall time, its peak resident
/// size, and how it ended.
struct StartSample: Sendable, Equatable {
    /// Nanoseconds from before the fork to after the wait.
    let wallNanoseconds: Double
    /// The process's peak resident set size (`ru_maxrss`), in KiB.
    let peakKiB: Int
    /// Its exit status (128 plus the signal for one that a signal ended).
    let exitStatus: Int

    /// The sample the launcher printed, `WALL_NANOSECONDS PEAK_RSS_KIB EXIT_STATUS`; nil for any
    /// other text.
    init?(launcherLine line: String) {
        let fields = line.split(separator: " ", omittingEmptySubsequences: false)
        guard fields.count == 3, let wall = Int(fields[0]), let peak = Int(fields[1]), let status = Int(fields[2]),
            wall >= 0, peak >= 0
        else { return nil }
        self.init(wallNanoseconds: Double(wall), peakKiB: peak, exitStatus: status)
    }

    init(wallNanoseconds: Double, peakKiB: Int, exitStatus: Int) {
        self.wallNanoseconds = wallNanoseconds
        self.peakKiB = peakKiB
        self.exitStatus = exitStatus
    }
}
