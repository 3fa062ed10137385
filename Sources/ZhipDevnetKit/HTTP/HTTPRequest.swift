/// One request as the client sent it: the request line, the header fields and the body.
///
/// ```swift
/// let request = HTTPRequest(method: "POST", target: "/?debug=1", headers: ["Host": "localhost"],
///                           body: Array(#"{"id":1}"#.utf8))
/// request.path        // "/"
/// request.keepAlive   // true: HTTP/1.1 without `Connection: close`
/// ```
public struct HTTPRequest: Sendable, Hashable {
    /// The method token, case-sensitive as HTTP defines it (`GET`, `POST`, ...).
    public var method: String
    /// The request target exactly as sent, query included (`/api?x=1`).
    public var target: String
    /// The protocol version of the request line.
    public var version: HTTPVersion
    /// The header fields, looked up without regard to case.
    public var headers: HTTPHeaders
    /// The body: exactly `Content-Length` bytes, empty when there was none.
    public var body: [UInt8]
    /// The address the connection came from, set by the server; nil for a request made in-process.
    public var peer: HTTPPeerAddress?

    /// A request with these parts.
    public init(
        method: String, target: String, version: HTTPVersion = .http11, headers: HTTPHeaders = [:],
        body: [UInt8] = [], peer: HTTPPeerAddress? = nil
    ) {
        self.method = method
        self.target = target
        self.version = version
        self.headers = headers
        self.body = body
        self.peer = peer
    }

    /// The target without its query or fragment (`/api` for `/api?x=1`).
    public var path: String {
        String(target.prefix { $0 != "?" && $0 != "#" })
    }

    /// The text after the first `?` of the target, or `nil` when it has none.
    public var query: String? {
        guard let mark = target.firstIndex(of: "?") else { return nil }
        return String(target[target.index(after: mark)...].prefix { $0 != "#" })
    }

    /// Whether the client wants the connection kept open after the response: HTTP/1.1 unless it
    /// sent `Connection: close`; HTTP/1.0 only when it sent `Connection: keep-alive`.
    public var keepAlive: Bool {
        if headers.hasToken("close", in: "Connection") { return false }
        switch version {
        case .http11: return true
        case .http10: return headers.hasToken("keep-alive", in: "Connection")
        }
    }
}
