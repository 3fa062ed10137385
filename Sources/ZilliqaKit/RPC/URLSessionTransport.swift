public import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The real transport: an HTTP POST of `application/json` with URLSession (libcurl on Linux).
///
/// Each transport has its own ephemeral session (no cache, no cookies, nothing written to
/// disk). Its timeout bounds each answer as a whole: a deadline of its own cancels a request
/// whose answer has not ended by then (a node dripping a byte a second cannot hold it longer),
/// and the session's `timeoutIntervalForRequest` (the only timeout Linux's URLSession honours,
/// an idle timeout) is set to the same. The body is read as it arrives and refused past a
/// ``ResponseSizeLimit``, so a node that answers without end costs at most that much memory.
/// ```swift
/// let transport = URLSessionTransport(url: Network.mainnet.url, timeout: .seconds(20))
/// let service = JSONRPCZilliqaService(transport: transport)
/// ```
public final class URLSessionTransport: JSONRPCTransport {
    /// Where requests are posted.
    public let url: URL
    /// How long a request may take, from sending to the last byte of its answer, in whole
    /// seconds (at least 1).
    public let timeoutSeconds: Int
    /// Whether requests share kept-alive connections.
    public let connections: ConnectionReuse
    private let session: URLSession
    private let delegate = TransportSessionDelegate()
    private let configuration: URLSessionConfiguration

    /// How requests use connections.
    public enum ConnectionReuse: Sendable {
        /// Requests share kept-alive connections: the right choice for reads.
        case keepAlive
        /// Each request opens a connection of its own and closes it after the answer. For
        /// sends: on Linux, when a node drops a kept-alive connection without answering,
        /// libcurl retries on a new connection without the request body, and the send stalls
        /// until the node times out; on a fresh connection a lost answer is reported at once
        /// and the same signed bytes can be sent again.
        case freshEachRequest
    }

    /// A transport posting to `url`; `timeout` is rounded up to whole seconds, at least one.
    public init(url: URL, timeout: Duration = .seconds(30), connections: ConnectionReuse = .keepAlive) {
        self.connections = connections
        self.url = url
        let (seconds, attoseconds) = timeout.components
        timeoutSeconds = Int(clamping: max(1, seconds + (attoseconds > 0 ? 1 : 0)))
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = TimeInterval(timeoutSeconds)
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        configuration.httpCookieAcceptPolicy = .never
        self.configuration = configuration
        session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
    }

    deinit {
        session.finishTasksAndInvalidate()
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
        var request = URLRequest(url: url)
        request.httpMethod = "POST"
        request.httpBody = body
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        let session: URLSession
        let delegate: TransportSessionDelegate
        switch connections {
        case .keepAlive:
            (session, delegate) = (self.session, self.delegate)
        case .freshEachRequest:
            request.setValue("close", forHTTPHeaderField: "Connection")
            delegate = TransportSessionDelegate()
            session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
        }
        defer { if connections == .freshEachRequest { session.finishTasksAndInvalidate() } }
        let task = session.dataTask(with: request)
        let answer = PendingAnswer(limit: limit)
        delegate.register(answer, for: task)
        let timeout = DispatchTimeInterval.seconds(timeoutSeconds)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                answer.start(task, timeout: timeout, continuation)
            }
        } onCancel: {
            answer.finish(.failure(.cancelled))
        }
    }

    /// The ``TransportError`` for an error URLSession threw.
    static func transportError(for error: any Error) -> TransportError {
        if let transportError = error as? TransportError { return transportError }
        if error is CancellationError { return .cancelled }
        let nsError = error as NSError
        guard nsError.domain == NSURLErrorDomain else {
            return .other("the request failed before an answer came (\(nsError.domain) \(nsError.code))")
        }
        switch URLError.Code(rawValue: nsError.code) {
        case .cannotConnectToHost: return .connectionRefused
        case .timedOut: return .timedOut
        case .cancelled: return .cancelled
        case .secureConnectionFailed, .serverCertificateHasBadDate, .serverCertificateUntrusted,
            .serverCertificateHasUnknownRoot, .serverCertificateNotYetValid, .clientCertificateRejected,
            .clientCertificateRequired:
            return .tls(nsError.localizedDescription)
        case .cannotFindHost, .dnsLookupFailed:
            return .other("the host name was not found; check the URL")
        case .notConnectedToInternet:
            return .other("this computer is not connected to a network")
        case .badURL, .unsupportedURL:
            return .other("the node's URL is not one a request can be sent to; check it")
        case .networkConnectionLost:
            return .other("the connection was lost before the node answered")
        case .badServerResponse:
            // libcurl's "Empty reply from server": the node closed the connection without answering.
            return .other("the node closed the connection without a complete answer")
        default:
            // Foundation's own text names its error domain and code; say what happened instead.
            return .other("the request failed before an answer came (URL error \(nsError.code))")
        }
    }
}
