/// Where the devnet HTTP server listens and how patient it is with clients.
///
/// ```swift
/// var configuration = HTTPServerConfiguration(port: 5555)
/// configuration.idleTimeout = .seconds(5)
/// configuration.limits.maxBodyBytes = 256 * 1024
/// ```
public struct HTTPServerConfiguration: Sendable, Hashable {
    /// The loopback address to bind; the server never listens on other interfaces.
    public enum LoopbackAddress: Sendable, Hashable, CustomStringConvertible {
        /// 127.0.0.1
        case ipv4
        /// ::1 (IPv6 only, not dual-stack)
        case ipv6

        public var description: String {
            switch self {
            case .ipv4: "127.0.0.1"
            case .ipv6: "::1"
            }
        }
    }

    /// The address to bind (default 127.0.0.1).
    public var address: LoopbackAddress
    /// The TCP port; 0 lets the system pick a free one, which `HTTPServer.port` reports after `start()`.
    public var port: UInt16
    /// How many not-yet-accepted connections the kernel queues (default 128).
    public var backlog: Int32
    /// Request size limits; requests over them are answered 413 or 431 and the connection closed.
    public var limits: HTTPRequestLimits
    /// How long a keep-alive connection may sit with no request before the server closes it
    /// (default 30 s).
    public var idleTimeout: Duration
    /// How long a client may take from the first byte of a request to its last; a slower client
    /// gets 408 and is disconnected (default 10 s).
    public var readTimeout: Duration
    /// How long one write of a response may block on a client that does not read before the
    /// connection is dropped (default 10 s).
    public var writeTimeout: Duration
    /// How long `stop()` waits for in-flight requests before cutting their connections and
    /// cancelling their handler tasks (default 5 s).
    public var shutdownGracePeriod: Duration
    /// The most connections served at once; more are answered 503 and closed (default 1024).
    public var maxConnections: Int

    /// A configuration for `port` on `address`; every other setting has its documented default.
    public init(
        address: LoopbackAddress = .ipv4, port: UInt16 = 0, backlog: Int32 = 128,
        limits: HTTPRequestLimits = HTTPRequestLimits(), idleTimeout: Duration = .seconds(30),
        readTimeout: Duration = .seconds(10), writeTimeout: Duration = .seconds(10),
        shutdownGracePeriod: Duration = .seconds(5), maxConnections: Int = 1024
    ) {
        self.address = address
        self.port = port
        self.backlog = backlog
        self.limits = limits
        self.idleTimeout = idleTimeout
        self.readTimeout = readTimeout
        self.writeTimeout = writeTimeout
        self.shutdownGracePeriod = shutdownGracePeriod
        self.maxConnections = maxConnections
    }
}
