import Glibc

/// What waiting for a socket to become readable ended with.
enum SocketWait {
    /// Data, end of stream or an error is ready on the socket: `recv` will not block.
    case readable
    /// The wake signal fired (the server is stopping).
    case woken
    /// The deadline passed.
    case timedOut
    /// `poll(2)` failed for a reason other than a signal.
    case failed
}

/// Blocking socket primitives over Glibc, with deadlines and without SIGPIPE.
enum SocketIO {
    /// Waits until `fd` is readable, `wake` fires (if given) or `deadline` passes; a signal
    /// interrupting `poll` just restarts the wait.
    static func waitReadable(_ fd: Int32, wake: WakeSignal?, until deadline: ContinuousClock.Instant) -> SocketWait {
        var fds = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0)]
        if let wake { fds.append(pollfd(fd: wake.readEnd, events: Int16(POLLIN), revents: 0)) }
        while true {
            let timeout = milliseconds(until: deadline)
            let ready = poll(&fds, nfds_t(fds.count), timeout)
            if ready < 0 {
                if errno == EINTR { continue }
                return .failed
            }
            if fds[0].revents != 0 { return .readable }
            if fds.count > 1, fds[1].revents != 0 { return .woken }
            if ready == 0, timeout == 0 || ContinuousClock.now >= deadline { return .timedOut }
        }
    }

    /// Sends all of `bytes`, retrying partial writes and signals. Returns false when the peer is
    /// gone (EPIPE, ECONNRESET) or the socket's send timeout expired; never raises SIGPIPE.
    static func sendAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        send(fd, bytes, flags: MSG_NOSIGNAL) == bytes.count
    }

    /// Sends what the socket takes of `bytes` without waiting: the count sent (less than all when
    /// its buffer filled), or nil when the peer is gone. Never raises SIGPIPE.
    static func sendAvailable(_ fd: Int32, _ bytes: [UInt8]) -> Int? {
        send(fd, bytes, flags: MSG_NOSIGNAL | MSG_DONTWAIT)
    }

    /// Sends `bytes` with `flags`, retrying partial writes and signals, until all are sent or the
    /// socket would block (EAGAIN: its buffer is full, or a blocking socket's send timeout
    /// expired): the count sent, or nil when the peer is gone.
    private static func send(_ fd: Int32, _ bytes: [UInt8], flags: Int) -> Int? {
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return 0 }
            var offset = 0
            while offset < buffer.count {
                let sent = Glibc.send(fd, base + offset, buffer.count - offset, Int32(flags))
                if sent > 0 {
                    offset += sent
                } else if sent < 0, errno == EINTR {
                    continue
                } else if sent < 0, errno == EAGAIN || errno == EWOULDBLOCK {
                    return offset
                } else {
                    return nil
                }
            }
            return offset
        }
    }

    /// Reads what is available into `buffer` without blocking: the byte count, 0 at end of
    /// stream, or `nil` when nothing was ready (EAGAIN, EINTR). Other errors count as end of stream.
    static func receive(_ fd: Int32, into buffer: inout [UInt8]) -> Int? {
        let count = buffer.withUnsafeMutableBytes { raw in
            recv(fd, raw.baseAddress, raw.count, Int32(MSG_DONTWAIT))
        }
        if count >= 0 { return count }
        if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { return nil }
        return 0
    }

    /// Sets an integer socket option, ignoring failure (used for best-effort tuning only).
    static func setOption(_ fd: Int32, level: Int32, name: Int32, value: Int32) {
        var value = value
        _ = setsockopt(fd, level, name, &value, socklen_t(MemoryLayout<Int32>.size))
    }

    /// Sets `SO_SNDTIMEO`, so a blocking `send` to a client that stopped reading gives up.
    static func setSendTimeout(_ fd: Int32, _ duration: Duration) {
        let millis = Int(milliseconds(of: duration))
        var interval = timeval(tv_sec: millis / 1000, tv_usec: (millis % 1000) * 1000)
        _ = setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &interval, socklen_t(MemoryLayout<timeval>.size))
    }

    /// Milliseconds from now until `deadline`, rounded up, 0 when it has passed.
    static func milliseconds(until deadline: ContinuousClock.Instant) -> Int32 {
        let remaining = deadline - ContinuousClock.now
        return remaining <= .zero ? 0 : milliseconds(of: remaining)
    }

    /// `duration` in whole milliseconds, rounded up and clamped to 0...Int32.max.
    static func milliseconds(of duration: Duration) -> Int32 {
        guard duration > .zero else { return 0 }
        let (seconds, attoseconds) = duration.components
        guard seconds < Int64(Int32.max / 1000) else { return Int32.max }
        let millis = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return Int32(clamping: millis)
    }
}
