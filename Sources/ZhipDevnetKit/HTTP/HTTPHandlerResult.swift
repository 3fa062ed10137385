/// What a handler tells the server to do with a request.
///
/// ```swift
/// let server = HTTPServer { request in
///     if request.path == "/drop" { return .closeWithoutResponse }   // fault injection
///     try? await Task.sleep(for: .milliseconds(200))                 // injected latency
///     return .respond(.text("ok"))
/// }
/// ```
public enum HTTPHandlerResult: Sendable, Hashable {
    /// Send this response.
    case respond(HTTPResponse)
    /// Close the connection at once without sending anything, as a crashed or unreachable node
    /// would; the client sees the connection end (or reset) with no response.
    case closeWithoutResponse
}
