/// Where a connection's loop stands between two runs of it: what it has read and not yet
/// parsed, its timers, and what it still owes the client. Held by one thread at a time.
struct HTTPConnectionProgress {
    /// Bytes received and not yet consumed by a request.
    var buffer: [UInt8] = []
    /// When the last request was answered (or the connection opened).
    var idleSince = ContinuousClock.now
    /// When the first byte of the request being received arrived; nil between requests.
    var requestStarted: ContinuousClock.Instant?
    /// Whether `100 Continue` went out for the request being received.
    var continueSent = false
    /// The `Date` header's value for this second.
    var dates = HTTPDateCache()
    /// The rest of an answer a worker could not send without waiting.
    var pendingOutput: [UInt8] = []
    /// Whether the connection closes once ``pendingOutput`` is sent (the server began to stop).
    var closesAfterOutput = false
}
