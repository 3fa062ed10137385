import Glibc

/// A connection's `Date` header value, formatted once per second: glibc's `gmtime_r` takes a
/// process-wide lock, which every connection thread would otherwise take for every answer.
struct HTTPDateCache {
    private var second: time_t = -1
    private var text: String?

    /// The current time as ``HTTPDate`` writes it.
    mutating func now() -> String? {
        let current = time(nil)
        if current != second {
            second = current
            text = HTTPDate.format(current)
        }
        return text
    }
}
