import Glibc

/// Creating the server's listening socket on a loopback address.
enum ListeningSocket {
    /// A non-blocking, close-on-exec TCP socket bound to `address`:`port` with `SO_REUSEADDR`
    /// and listening with `backlog`, plus the port actually bound (the chosen one when `port` is 0).
    static func open(
        address: HTTPServerConfiguration.LoopbackAddress, port: UInt16, backlog: Int32
    ) throws(HTTPServerError) -> (socket: SocketDescriptor, port: UInt16) {
        let raw = Glibc.socket(address.family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard raw >= 0 else { throw .socketFailed(errno: errno) }
        let socket = SocketDescriptor(raw: raw)
        SocketIO.setOption(raw, level: SOL_SOCKET, name: SO_REUSEADDR, value: 1)
        if address == .ipv6 {
            SocketIO.setOption(raw, level: Int32(IPPROTO_IPV6), name: IPV6_V6ONLY, value: 1)
        }
        guard address.withSocketAddress(port: port, { Glibc.bind(raw, $0, $1) }) == 0 else {
            throw .bindFailed(address: address.description, port: port, errno: errno)
        }
        guard listen(raw, backlog) == 0 else { throw .listenFailed(errno: errno) }
        let flags = fcntl(raw, F_GETFL)
        _ = fcntl(raw, F_SETFL, flags | O_NONBLOCK)
        return (socket, boundPort(raw) ?? port)
    }

    /// The local port of a bound socket (IPv4 and IPv6 keep it at the same offset).
    private static func boundPort(_ fd: Int32) -> UInt16? {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let result = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard result == 0 else { return nil }
        return withUnsafeBytes(of: &storage) { raw in
            UInt16(bigEndian: raw.loadUnaligned(fromByteOffset: 2, as: UInt16.self))
        }
    }
}
