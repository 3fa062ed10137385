#if canImport(Glibc)
    import Glibc
#endif

/// When a transport stops waiting for a device's answer, and the `poll` that waits until then.
struct LedgerDeadline {
    /// The wait the deadline came from, as ``LedgerError/timedOut(seconds:)`` reports it.
    let timeout: Duration
    private let end: ContinuousClock.Instant

    init(_ timeout: Duration) {
        self.timeout = timeout
        end = ContinuousClock.now.advanced(by: timeout)
    }

    /// `timeout` in whole seconds, rounded up (a wait of 50 ms reports 1 s).
    var seconds: Int {
        let (seconds, attoseconds) = timeout.components
        return Int(clamping: seconds) + (attoseconds > 0 ? 1 : 0)
    }

    /// Waits until `descriptor` has `events` (or an error or hang-up, which the next read or
    /// write reports), at most until the deadline.
    /// - Throws: ``LedgerError/timedOut(seconds:)`` once the deadline has passed.
    func wait(for events: Int32, on descriptor: Int32) throws(LedgerError) {
        while true {
            let remaining = ContinuousClock.now.duration(to: end)
            guard remaining > .zero else { throw .timedOut(seconds: seconds) }
            let (seconds, attoseconds) = remaining.components
            let milliseconds = Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1)
            var entry = pollfd(fd: descriptor, events: Int16(events), revents: 0)
            let ready = poll(&entry, 1, milliseconds)
            if ready > 0 { return }
            if ready < 0, errno != EINTR {
                throw .connectionFailed("waiting for the answer failed: \(LedgerDeadline.describe(errno))")
            }
        }
    }

    /// The C library's text for `code` ("Connection refused"), for messages without Swift internals.
    static func describe(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "errno \(code)" }
        return String(cString: text)
    }
}
