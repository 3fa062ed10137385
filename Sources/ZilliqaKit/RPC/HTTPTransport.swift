internal import CCurl
public import Foundation

/// The real transport: an HTTP POST of `application/json` with libcurl, nothing in between.
///
/// Its timeout bounds each answer as a whole: libcurl's overall deadline ends a request whose
/// answer has not ended by then, however steadily bytes arrive (a node dripping a byte a second
/// cannot hold it longer). The body is read as it arrives and refused past a
/// ``ResponseSizeLimit`` (at once when its Content-Length is above it): reading stops in the
/// callback that would pass the limit, so a node that answers without end costs at most that
/// much memory and the few MiB its socket buffers hold. Only `http` and `https`, no redirects,
/// no cookies, no cache, nothing written to disk; each request runs on a thread of its own.
/// ```swift
/// let transport = HTTPTransport(url: Network.mainnet.url, timeout: .seconds(20))
/// let service = JSONRPCZilliqaService(transport: transport)
/// ```
public final class HTTPTransport: JSONRPCTransport {
    /// Where requests are posted.
    public let url: URL
    /// How long a request may take, from sending to the last byte of its answer, in whole
    /// seconds (at least 1).
    public let timeoutSeconds: Int
    /// Whether requests share kept-alive connections.
    public let connections: ConnectionReuse
    private let handles = CurlHandlePool()

    /// How requests use connections.
    public enum ConnectionReuse: Sendable {
        /// Requests share kept-alive connections: the right choice for reads.
        case keepAlive
        /// Each request opens a connection of its own and closes it after the answer. For
        /// sends: when a node drops a kept-alive connection without answering, libcurl retries
        /// on a new connection, and whether the node saw the first attempt is unknown; on a
        /// fresh connection a lost answer is reported at once and the same signed bytes can be
        /// sent again.
        case freshEachRequest
    }

    /// A transport posting to `url`; `timeout` is rounded up to whole seconds, at least one.
    public init(url: URL, timeout: Duration = .seconds(30), connections: ConnectionReuse = .keepAlive) {
        self.connections = connections
        self.url = url
        let (seconds, attoseconds) = timeout.components
        timeoutSeconds = Int(clamping: max(1, seconds + (attoseconds > 0 ? 1 : 0)))
    }

    /// Sends `body` and returns the answer's body, at most ``ResponseSizeLimit/singleCall``.
    public func send(_ body: Data) async throws -> Data {
        try await send(body, limit: .singleCall)
    }

    /// Sends `body` and returns the answer's body, read as it arrives and refused with
    /// ``TransportError/responseTooLarge(limit:)`` as soon as it passes `limit` (at once when its
    /// Content-Length does); the whole answer must arrive within the timeout, or it ends
    /// ``TransportError/timedOut``, however steadily bytes arrive.
    public func send(_ body: Data, limit: ResponseSizeLimit) async throws -> Data {
        let request = CurlRequest(
            url: url.absoluteString, body: body, limit: limit, timeoutMilliseconds: timeoutSeconds * 1000,
            freshConnection: connections == .freshEachRequest)
        let cancellation = CancellationFlag()
        let handles = handles
        return try await withTaskCancellationHandler {
            try await DedicatedThread.run { () throws(TransportError) -> Data in
                try request.perform(handles: handles, cancellation: cancellation)
            }
        } onCancel: {
            cancellation.set()
        }
    }

    /// The ``TransportError`` for a libcurl result other than `CURLE_OK`, in words (never
    /// libcurl's own text).
    static func transportError(for code: CURLcode) -> TransportError {
        switch code {
        case CURLE_COULDNT_CONNECT:
            // The connection was never made, so nothing was sent.
            return .connectionRefused
        case CURLE_OPERATION_TIMEDOUT: return .timedOut
        case CURLE_ABORTED_BY_CALLBACK: return .cancelled
        case CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CACERT_BADFILE, CURLE_SSL_ISSUER_ERROR,
            CURLE_SSL_PINNEDPUBKEYNOTMATCH, CURLE_SSL_INVALIDCERTSTATUS, CURLE_SSL_CRL_BADFILE:
            return .tls("the server's certificate is not trusted")
        case CURLE_SSL_CERTPROBLEM, CURLE_SSL_CLIENTCERT:
            return .tls("the client certificate was refused")
        case CURLE_SSL_CONNECT_ERROR, CURLE_SSL_CIPHER, CURLE_USE_SSL_FAILED, CURLE_SSL_ENGINE_NOTFOUND,
            CURLE_SSL_ENGINE_SETFAILED, CURLE_SSL_ENGINE_INITFAILED, CURLE_SSL_SHUTDOWN_FAILED:
            return .tls("the TLS handshake failed")
        case CURLE_COULDNT_RESOLVE_HOST:
            return .other("the host name was not found; check the URL")
        case CURLE_COULDNT_RESOLVE_PROXY:
            return .other("the proxy's host name was not found; check the proxy settings")
        case CURLE_UNSUPPORTED_PROTOCOL, CURLE_URL_MALFORMAT:
            return .other("the node's URL is not one a request can be sent to; check it")
        case CURLE_SEND_ERROR, CURLE_RECV_ERROR:
            return .other("the connection was lost before the node answered")
        case CURLE_GOT_NOTHING, CURLE_PARTIAL_FILE:
            // libcurl's "Empty reply from server", or a body cut short: the node closed the
            // connection without answering.
            return .other("the node closed the connection without a complete answer")
        default:
            // libcurl's own text names its error code; say what happened instead.
            return .other("the request failed before an answer came (libcurl error \(code.rawValue))")
        }
    }
}
