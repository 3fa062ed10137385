/// The outcome of parsing the bytes received so far on a connection.
public enum HTTPParseResult: Sendable, Hashable {
    /// A whole request; it took the first `consumedBytes` bytes, and whatever follows belongs to
    /// the next (pipelined) request.
    case complete(HTTPRequest, consumedBytes: Int)
    /// The request line or headers are not complete yet: read more and parse again.
    case needMoreBytes
    /// The head is complete and valid but the body is not all here yet: read more and parse
    /// again. `expectsContinue` is true when the client sent `Expect: 100-continue` and waits for
    /// a `100 Continue` before sending the body.
    case awaitingBody(expectsContinue: Bool)
    /// The request is malformed or over a limit; answer with `error.status` and close.
    case failure(HTTPParseError)
}
