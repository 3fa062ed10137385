/// Why the bytes a client sent are not an acceptable HTTP/1.1 request. Each case knows the
/// status to answer with, and its `description` says what was wrong and how to fix it.
public enum HTTPParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A line ended with a bare LF or a CR not followed by LF.
    case invalidLineEnding
    /// The request line is not `METHOD SP target SP HTTP/x.y`.
    case malformedRequestLine
    /// The method contains a character a method token may not have.
    case invalidMethod
    /// The request target is empty or contains spaces or control characters.
    case invalidTarget
    /// A well-formed HTTP version other than 1.0 or 1.1.
    case unsupportedVersion(major: Int, minor: Int)
    /// A header line is not `name: value` with a token name (no space before the colon).
    case malformedHeader
    /// A header line starts with a space or tab (obsolete line folding).
    case obsoleteLineFolding
    /// A header value contains a control character.
    case invalidHeaderValue(name: String)
    /// The request line and headers exceed `limit` bytes.
    case headTooLarge(limit: Int)
    /// More than `limit` header fields.
    case tooManyHeaders(limit: Int)
    /// An HTTP/1.1 request without a `Host` header.
    case missingHost
    /// More than one `Host` header.
    case multipleHosts
    /// `Content-Length` is not a plain decimal number.
    case invalidContentLength
    /// Several `Content-Length` fields with different values.
    case conflictingContentLength
    /// A `POST`, `PUT` or `PATCH` without `Content-Length`.
    case lengthRequired(method: String)
    /// A `Transfer-Encoding` header (chunked bodies are not supported).
    case transferEncodingNotSupported
    /// The announced body is larger than `limit` bytes.
    case bodyTooLarge(limit: Int)
    /// An `Expect` header other than `100-continue`.
    case unsupportedExpectation

    /// The status the server answers this error with.
    public var status: HTTPStatus {
        switch self {
        case .invalidLineEnding, .malformedRequestLine, .invalidMethod, .invalidTarget, .malformedHeader,
            .obsoleteLineFolding, .invalidHeaderValue, .missingHost, .multipleHosts, .invalidContentLength,
            .conflictingContentLength:
            .badRequest
        case .unsupportedVersion: .httpVersionNotSupported
        case .headTooLarge, .tooManyHeaders: .requestHeaderFieldsTooLarge
        case .lengthRequired: .lengthRequired
        case .transferEncodingNotSupported: .notImplemented
        case .bodyTooLarge: .contentTooLarge
        case .unsupportedExpectation: .expectationFailed
        }
    }

    public var description: String {
        switch self {
        case .invalidLineEnding:
            "invalid line ending: every line of the request line and headers must end with CR LF"
        case .malformedRequestLine:
            "malformed request line: send `METHOD /path HTTP/1.1` with single spaces, then CR LF"
        case .invalidMethod:
            "invalid method: the method must be a token such as GET or POST"
        case .invalidTarget:
            "invalid request target: the path must be non-empty, without spaces or control characters"
        case .unsupportedVersion(let major, let minor):
            "HTTP/\(major).\(minor) is not supported: send HTTP/1.1 (or HTTP/1.0)"
        case .malformedHeader:
            "malformed header line: write `Name: value`, with no space before the colon"
        case .obsoleteLineFolding:
            "a header line starts with a space or tab (obsolete line folding): put each header on one line"
        case .invalidHeaderValue(let name):
            "header \(name.prefix(64)) has a control character in its value: remove it"
        case .headTooLarge(let limit):
            "request line and headers exceed \(limit) bytes: send fewer or shorter headers"
        case .tooManyHeaders(let limit):
            "more than \(limit) header fields: send fewer headers"
        case .missingHost:
            "an HTTP/1.1 request needs a Host header: add `Host: 127.0.0.1`"
        case .multipleHosts:
            "more than one Host header: send exactly one"
        case .invalidContentLength:
            "invalid Content-Length: it must be a non-negative decimal number of bytes"
        case .conflictingContentLength:
            "conflicting Content-Length headers: send exactly one"
        case .lengthRequired(let method):
            "missing Content-Length: \(method.prefix(32)) needs a Content-Length header giving the body size in bytes"
        case .transferEncodingNotSupported:
            "Transfer-Encoding (chunked bodies) is not supported: send the body with a Content-Length header"
        case .bodyTooLarge(let limit):
            "the body exceeds the limit of \(limit) bytes: send a smaller request"
        case .unsupportedExpectation:
            "only `Expect: 100-continue` is supported: remove the Expect header"
        }
    }
}
