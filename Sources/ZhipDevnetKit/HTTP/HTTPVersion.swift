/// The HTTP versions the devnet server speaks: HTTP/1.0 and HTTP/1.1 (no HTTP/2).
///
/// ```swift
/// HTTPVersion.http11.description   // "HTTP/1.1"
/// ```
public enum HTTPVersion: String, Sendable, Hashable, CustomStringConvertible {
    /// HTTP/1.0: the connection closes after each response unless the client asks for keep-alive.
    case http10 = "HTTP/1.0"
    /// HTTP/1.1: connections stay open for further requests unless a side says `Connection: close`.
    case http11 = "HTTP/1.1"

    public var description: String { rawValue }
}
