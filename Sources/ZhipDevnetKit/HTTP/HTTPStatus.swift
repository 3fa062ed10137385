/// A response status: the three-digit code and the reason phrase written after it.
///
/// ```swift
/// HTTPStatus.ok                   // 200 OK
/// HTTPStatus(code: 418).reasonPhrase   // "I'm a teapot"
/// ```
public struct HTTPStatus: Sendable, Hashable, CustomStringConvertible {
    /// The status code, 100-599.
    public let code: Int
    /// The text after the code on the status line; clients ignore it.
    public let reasonPhrase: String

    /// A status with `code` and the standard phrase for it unless `reasonPhrase` is given.
    public init(code: Int, reasonPhrase: String? = nil) {
        self.code = code
        self.reasonPhrase = reasonPhrase ?? Self.standardPhrase(for: code)
    }

    public var description: String { "\(code) \(reasonPhrase)" }

    /// 100: the server will read the body the client announced with `Expect: 100-continue`.
    public static let `continue` = HTTPStatus(code: 100)
    /// 200: success.
    public static let ok = HTTPStatus(code: 200)
    /// 204: success with no body.
    public static let noContent = HTTPStatus(code: 204)
    /// 400: the request is malformed.
    public static let badRequest = HTTPStatus(code: 400)
    /// 404: nothing is served at this path.
    public static let notFound = HTTPStatus(code: 404)
    /// 405: the path exists but not for this method.
    public static let methodNotAllowed = HTTPStatus(code: 405)
    /// 408: the client did not finish its request in time.
    public static let requestTimeout = HTTPStatus(code: 408)
    /// 411: a body-carrying request without `Content-Length`.
    public static let lengthRequired = HTTPStatus(code: 411)
    /// 413: the body is larger than the server accepts.
    public static let contentTooLarge = HTTPStatus(code: 413)
    /// 415: the body's media type is not one the server reads.
    public static let unsupportedMediaType = HTTPStatus(code: 415)
    /// 417: an `Expect` other than `100-continue`.
    public static let expectationFailed = HTTPStatus(code: 417)
    /// 431: the request line and headers are larger than the server accepts.
    public static let requestHeaderFieldsTooLarge = HTTPStatus(code: 431)
    /// 500: the server failed.
    public static let internalServerError = HTTPStatus(code: 500)
    /// 501: the request uses a feature the server does not implement (chunked bodies).
    public static let notImplemented = HTTPStatus(code: 501)
    /// 503: the server is too busy or shutting down.
    public static let serviceUnavailable = HTTPStatus(code: 503)
    /// 505: an HTTP version other than 1.0 and 1.1.
    public static let httpVersionNotSupported = HTTPStatus(code: 505)

    private static func standardPhrase(for code: Int) -> String {
        switch code {
        case 100: "Continue"
        case 200: "OK"
        case 201: "Created"
        case 202: "Accepted"
        case 204: "No Content"
        case 301: "Moved Permanently"
        case 302: "Found"
        case 304: "Not Modified"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 409: "Conflict"
        case 411: "Length Required"
        case 413: "Content Too Large"
        case 415: "Unsupported Media Type"
        case 417: "Expectation Failed"
        case 418: "I'm a teapot"
        case 422: "Unprocessable Content"
        case 429: "Too Many Requests"
        case 431: "Request Header Fields Too Large"
        case 500: "Internal Server Error"
        case 501: "Not Implemented"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        case 504: "Gateway Timeout"
        case 505: "HTTP Version Not Supported"
        default: "Status \(code)"
        }
    }
}
