import ZilliqaKit

/// Why the control API refused a request: the HTTP status and a sentence saying what to do,
/// answered as `{"error": "…"}` (plus `routes` for an unknown route).
struct ControlError: Error, Sendable, Hashable {
    let status: HTTPStatus
    let message: String
    /// Extra members of the answer (the route list for a 404) and header fields.
    var extra: [String: JSONValue] = [:]
    var headers: HTTPHeaders = [:]

    /// The answer sent for this error.
    var response: HTTPResponse {
        var members = extra
        members["error"] = .string(message)
        var response = ControlHTTPHandler.json(.object(members), status: status)
        for field in headers { response.headers.set(field.value, for: field.name) }
        return response
    }

    /// A body or query the route cannot use.
    static func badRequest(_ message: String) -> ControlError {
        ControlError(status: .badRequest, message: message)
    }

    static let disabled = ControlError(
        status: .notFound,
        message: "the control API is off: start zhip-devnet with --control-token TOKEN to turn it on")

    static func notLoopback(_ peer: HTTPPeerAddress?) -> ControlError {
        let from = peer.map { "this request came from \($0)" } ?? "this request's address is unknown"
        return ControlError(
            status: .forbidden,
            message: "the control API answers loopback clients only (127.0.0.0/8 or ::1), and \(from):"
                + " call it from the machine zhip-devnet runs on")
    }

    static let tokenMissing = ControlError(
        status: .unauthorized,
        message: "the control API needs the token given with --control-token: add ?t=TOKEN to the URL"
            + " or send Authorization: Bearer TOKEN",
        headers: ["WWW-Authenticate": #"Bearer realm="zhip-devnet control""#])

    static let tokenWrong = ControlError(
        status: .forbidden,
        message: "wrong control token: send the token zhip-devnet was started with (--control-token)")

    static let markerMissing = ControlError(
        status: .forbidden,
        message: "a request that changes the devnet needs the header X-Zhip-Devnet: 1"
            + " (curl -H 'X-Zhip-Devnet: 1' …)")

    static func unknownRoute(_ method: String, _ path: String) -> ControlError {
        ControlError(
            status: .notFound,
            message: "no control route \(method) \(path): the routes are listed under \"routes\"",
            extra: ["routes": ControlEndpoint.listing])
    }

    static func wrongMethod(_ method: String, _ path: String, allowed: [String]) -> ControlError {
        ControlError(
            status: .methodNotAllowed,
            message: "\(path) takes \(allowed.joined(separator: " or ")), not \(method)",
            headers: ["Allow": allowed.joined(separator: ", ")])
    }
}

extension HTTPStatus {
    /// 401: the request carries no credentials.
    static let unauthorized = HTTPStatus(code: 401)
    /// 403: the credentials or the request's origin are refused.
    static let forbidden = HTTPStatus(code: 403)
}
