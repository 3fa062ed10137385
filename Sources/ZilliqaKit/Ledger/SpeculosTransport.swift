#if canImport(Glibc)
    import Glibc
#endif

/// A ``LedgerTransport`` to the Speculos emulator's APDU port over TCP: each APDU goes as a
/// 4-byte big-endian length and the APDU; the answer comes as the 4-byte length of its data, the
/// data, then the 2-byte status word (docs/ledger.md cites speculos's `apdu.py`).
///
/// It connects on the first exchange, keeps that one connection for the next ones, and runs one
/// exchange at a time (a lock held on the exchange's own thread, never on Swift's cooperative
/// pool). After an exchange fails (a timeout, a closed or malformed answer), it closes the
/// connection, so a late answer is never read as the next one's, and the next exchange connects
/// anew.
///
/// ```swift
/// let emulator = SpeculosTransport(host: "127.0.0.1", port: 9999)
/// let answer = try await emulator.exchange([0xE0, 0x06, 0x00, 0x00, 0x00])
/// ```
public final class SpeculosTransport: LedgerTransport {
    /// The host name or IPv4 address Speculos listens on.
    public let host: String
    /// Its APDU port (Speculos's `--apdu-port`, 9999 by default).
    public let port: UInt16
    /// How long an exchange waits for its answer: as long as a person may take to confirm.
    public let answerTimeout: Duration
    /// How long connecting may take before it fails with ``LedgerError/connectionFailed(_:)``.
    public static let connectTimeout: Duration = .seconds(5)

    private let connection = LedgerChannel()

    /// A transport to Speculos at `host`:`port`; nothing is connected until the first exchange.
    public init(host: String, port: UInt16, answerTimeout: Duration = LedgerLimits.answerTimeout) {
        self.host = host
        self.port = port
        self.answerTimeout = answerTimeout
    }

    /// - Throws: ``LedgerError/connectionFailed(_:)`` for an APDU over ``LedgerLimits/apduBytes``,
    ///   a host that does not resolve, a port nothing listens on, or a connection the peer closed;
    ///   ``LedgerError/timedOut(seconds:)`` after `answerTimeout`; ``LedgerError/malformedAnswer(_:)``
    ///   for an answer of more than ``LedgerLimits/answerDataBytes`` data bytes.
    public func exchange(_ apdu: [UInt8]) async throws(LedgerError) -> LedgerAnswer {
        try await connection.exchange(apdu, open: connect) { descriptor throws(LedgerError) in
            try self.exchange(apdu, on: descriptor)
        }
    }

    private var endpoint: String { "\(host):\(port)" }

    private func exchange(_ apdu: [UInt8], on descriptor: Int32) throws(LedgerError) -> LedgerAnswer {
        let deadline = LedgerDeadline(answerTimeout)
        try send(UInt32(apdu.count).bigEndianBytes + apdu, on: descriptor, until: deadline)
        let head = try read(4, from: descriptor, until: deadline)
        let length = head.reduce(0) { UInt32($0) << 8 | UInt32($1) }
        guard length <= LedgerLimits.answerDataBytes else {
            throw .malformedAnswer("an answer of \(length) data bytes; the most is \(LedgerLimits.answerDataBytes)")
        }
        return try LedgerAnswer(wire: read(Int(length) + 2, from: descriptor, until: deadline))
    }

    // MARK: - Sockets

    private func connect() throws(LedgerError) -> Int32 {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &list) == 0, let list else {
            throw .connectionFailed("\(host) is not a host name this machine can resolve")
        }
        defer { freeaddrinfo(list) }
        var failure = LedgerError.connectionFailed("nothing listens on \(endpoint)")
        var entry: UnsafeMutablePointer<addrinfo>? = list
        while let current = entry {
            do {
                return try connect(to: current.pointee)
            } catch {
                failure = error
            }
            entry = current.pointee.ai_next
        }
        throw failure
    }

    private func connect(to address: addrinfo) throws(LedgerError) -> Int32 {
        let flags = Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        let descriptor = socket(address.ai_family, address.ai_socktype | flags, address.ai_protocol)
        guard descriptor >= 0 else {
            throw .connectionFailed("no socket could be opened: \(LedgerDeadline.describe(errno))")
        }
        do {
            try finishConnecting(descriptor, to: address)
            return descriptor
        } catch {
            close(descriptor)
            throw error
        }
    }

    private func finishConnecting(_ descriptor: Int32, to address: addrinfo) throws(LedgerError) {
        if Glibc.connect(descriptor, address.ai_addr, address.ai_addrlen) == 0 { return }
        guard errno == EINPROGRESS else { throw connectFailure(errno) }
        do {
            try LedgerDeadline(Self.connectTimeout).wait(for: Int32(POLLOUT), on: descriptor)
        } catch {
            throw .connectionFailed("\(endpoint) did not accept a connection within 5 s")
        }
        var code: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        guard getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &code, &length) == 0 else {
            throw connectFailure(errno)
        }
        if code != 0 { throw connectFailure(code) }
    }

    private func connectFailure(_ code: Int32) -> LedgerError {
        switch code {
        case ECONNREFUSED: .connectionFailed("nothing listens on \(endpoint)")
        case ENETUNREACH, EHOSTUNREACH: .connectionFailed("\(endpoint) cannot be reached from this machine")
        default: .connectionFailed("connecting to \(endpoint) failed: \(LedgerDeadline.describe(code))")
        }
    }

    private func send(_ bytes: [UInt8], on descriptor: Int32, until deadline: LedgerDeadline) throws(LedgerError) {
        var sent = 0
        while sent < bytes.count {
            try deadline.wait(for: Int32(POLLOUT), on: descriptor)
            let count = bytes[sent...].withUnsafeBytes {
                Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            if count > 0 {
                sent += count
            } else if count < 0, errno == EAGAIN || errno == EINTR {
                continue
            } else {
                throw .connectionFailed("Speculos at \(endpoint) closed the connection")
            }
        }
    }

    private func read(_ wanted: Int, from descriptor: Int32, until deadline: LedgerDeadline) throws(LedgerError)
        -> [UInt8]
    {
        var bytes = [UInt8](repeating: 0, count: wanted)
        var received = 0
        while received < wanted {
            try deadline.wait(for: Int32(POLLIN), on: descriptor)
            let count = bytes[received...].withUnsafeMutableBytes {
                recv(descriptor, $0.baseAddress, $0.count, 0)
            }
            if count > 0 {
                received += count
            } else if count < 0, errno == EAGAIN || errno == EINTR {
                continue
            } else if count == 0 {
                throw .connectionFailed("Speculos at \(endpoint) closed the connection")
            } else {
                throw .connectionFailed("reading from \(endpoint) failed: \(LedgerDeadline.describe(errno))")
            }
        }
        return bytes
    }
}
