import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The POSIX socket calls of ``HostileNode`` and ``RecordedSpeculos``, each on a descriptor the
/// caller owns: listening on 127.0.0.1, waiting with `poll`, reading a request or a number of
/// bytes, writing without SIGPIPE.
enum LoopbackSocket {
    /// A socket call that failed, with `errno`.
    struct Failure: Error, CustomStringConvertible {
        let call: String
        let code = errno
        var description: String { "\(call) failed: errno \(code)" }
    }

    /// A socket bound to a free port on 127.0.0.1 and its port; listening when `listening`.
    static func bound(listening: Bool = true) throws -> (descriptor: Int32, port: UInt16) {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw Failure(call: "socket") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let failure = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer -> String? in
                if bind(descriptor, pointer, length) != 0 { return "bind" }
                if listening, listen(descriptor, 16) != 0 { return "listen" }
                return getsockname(descriptor, pointer, &length) != 0 ? "getsockname" : nil
            }
        }
        if let failure {
            let error = Failure(call: failure)
            close(descriptor)
            throw error
        }
        return (descriptor, UInt16(bigEndian: address.sin_port))
    }

    /// Whether `descriptor` has something to read (or was closed) within `milliseconds`.
    static func waitReadable(_ descriptor: Int32, milliseconds: Int32) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, milliseconds) > 0
    }

    /// Writes all of `bytes`; false when the peer went (no SIGPIPE: `MSG_NOSIGNAL`).
    static func write(_ bytes: some Collection<UInt8>, to descriptor: Int32) -> Bool {
        let bytes = Array(bytes)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes {
                send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard count > 0 else { return false }
            sent += count
        }
        return true
    }

    /// Reads exactly `count` bytes, polling every 50 ms and asking `keepGoing` between polls;
    /// nil when the peer closed the connection or `keepGoing` said to stop first.
    static func receive(exactly count: Int, from descriptor: Int32, while keepGoing: () -> Bool) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: count)
        var received = 0
        while received < count {
            guard keepGoing() else { return nil }
            guard waitReadable(descriptor, milliseconds: 50) else { continue }
            let got = bytes[received...].withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if got < 0, errno == EINTR || errno == EAGAIN { continue }
            guard got > 0 else { return nil }
            received += got
        }
        return bytes
    }

    /// Reads a request's head and as many body bytes as its Content-Length says, handing each
    /// piece to `received`; each read waits at most 5 s.
    static func readRequest(from descriptor: Int32, _ received: (ArraySlice<UInt8>) -> Void) {
        var buffer = [UInt8](repeating: 0, count: 4096)
        var request: [UInt8] = []
        while waitReadable(descriptor, milliseconds: 5000) {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            request += buffer[..<count]
            received(buffer[..<count])
            if isComplete(request) { return }
        }
    }

    private static func isComplete(_ request: [UInt8]) -> Bool {
        let text = String(decoding: request, as: UTF8.self)
        guard let headEnd = text.range(of: "\r\n\r\n") else { return false }
        let length =
            text[..<headEnd.lowerBound].lowercased().split(separator: "\r\n")
            .first { $0.hasPrefix("content-length:") }
            .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
        return text[headEnd.upperBound...].utf8.count >= length
    }
}
