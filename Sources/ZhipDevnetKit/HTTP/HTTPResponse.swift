/// What a handler answers: a status, header fields and a body.
///
/// The server adds `Content-Length`, `Connection` and `Date` itself and ignores any
/// `Content-Length`, `Connection` or `Transfer-Encoding` the handler sets.
///
/// ```swift
/// HTTPResponse(status: .ok, headers: ["Content-Type": "application/json"], body: Array(json.utf8))
/// HTTPResponse.text("no such method\n", status: .notFound)
/// ```
public struct HTTPResponse: Sendable, Hashable {
    /// The status line's code and phrase.
    public var status: HTTPStatus
    /// Header fields to send; framing fields are the server's and are replaced.
    public var headers: HTTPHeaders
    /// The body bytes (not sent for `HEAD` requests and 1xx, 204 and 304 statuses).
    public var body: [UInt8]

    /// A response with these parts.
    public init(status: HTTPStatus = .ok, headers: HTTPHeaders = [:], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A `text/plain; charset=utf-8` response holding `text`.
    public static func text(_ text: String, status: HTTPStatus = .ok) -> HTTPResponse {
        HTTPResponse(status: status, headers: ["Content-Type": "text/plain; charset=utf-8"], body: Array(text.utf8))
    }

    /// An `application/json` response holding `body`, which must already be encoded JSON.
    public static func json(_ body: [UInt8], status: HTTPStatus = .ok) -> HTTPResponse {
        HTTPResponse(status: status, headers: ["Content-Type": "application/json"], body: body)
    }
}
