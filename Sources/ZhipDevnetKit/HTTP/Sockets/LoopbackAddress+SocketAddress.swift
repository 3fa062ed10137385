import Glibc

extension HTTPServerConfiguration.LoopbackAddress {
    /// The socket family: `AF_INET` or `AF_INET6`.
    var family: Int32 { self == .ipv4 ? AF_INET : AF_INET6 }

    /// Calls `body` with this address and `port` as a `sockaddr` and its length, for `bind(2)`
    /// or `connect(2)`.
    ///
    /// ```swift
    /// let result = address.withSocketAddress(port: 5555) { Glibc.bind(fd, $0, $1) }
    /// ```
    func withSocketAddress<Result>(
        port: UInt16, _ body: (UnsafePointer<sockaddr>, socklen_t) -> Result
    ) -> Result {
        switch self {
        case .ipv4:
            var socketAddress = sockaddr_in()
            socketAddress.sin_family = sa_family_t(AF_INET)
            socketAddress.sin_port = port.bigEndian
            socketAddress.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
            return withUnsafePointer(to: &socketAddress) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    body($0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
        case .ipv6:
            var socketAddress = sockaddr_in6()
            socketAddress.sin6_family = sa_family_t(AF_INET6)
            socketAddress.sin6_port = port.bigEndian
            withUnsafeMutableBytes(of: &socketAddress.sin6_addr) { $0[15] = 1 }  // ::1
            return withUnsafePointer(to: &socketAddress) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    body($0, socklen_t(MemoryLayout<sockaddr_in6>.size))
                }
            }
        }
    }
}
