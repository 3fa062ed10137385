extension HTTPResponse {
    /// The header fields the server writes itself; the handler's copies are dropped.
    private static let framingFields = ["Content-Length", "Connection", "Transfer-Encoding", "Keep-Alive"]

    /// The bytes of this response on the wire: status line, the handler's headers (minus the
    /// framing fields, with CR, LF and NUL blanked so a value can never split the header block),
    /// then `Date`, `Content-Length` and `Connection`, and the body.
    ///
    /// - Parameters:
    ///   - keepAlive: whether the connection stays open afterwards (`Connection: keep-alive`) or
    ///     closes (`Connection: close`).
    ///   - isHeadRequest: `HEAD` gets the headers a `GET` would, without the body.
    ///   - date: the `Date` value, or `nil` to leave it out.
    func wireBytes(keepAlive: Bool, isHeadRequest: Bool, date: String?) -> [UInt8] {
        let bodyForbidden = (100..<200).contains(status.code) || status.code == 204 || status.code == 304
        var head = "HTTP/1.1 \(status.code) \(Self.sanitized(status.reasonPhrase))\r\n"
        for field in headers where !Self.framingFields.contains(where: { HTTPHeaders.namesMatch($0, field.name) }) {
            if date != nil, HTTPHeaders.namesMatch(field.name, "Date") { continue }
            head += "\(Self.sanitized(field.name)): \(Self.sanitized(field.value))\r\n"
        }
        if let date { head += "Date: \(date)\r\n" }
        if !bodyForbidden { head += "Content-Length: \(body.count)\r\n" }
        head += keepAlive ? "Connection: keep-alive\r\n\r\n" : "Connection: close\r\n\r\n"
        var bytes = Array(head.utf8)
        if !bodyForbidden, !isHeadRequest { bytes += body }
        return bytes
    }

    /// `text` with CR, LF and NUL replaced by spaces.
    private static func sanitized(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x0D || $0 == 0x0A || $0 == 0 }) else { return text }
        return String(
            String.UnicodeScalarView(text.unicodeScalars.map { "\r\n\0".unicodeScalars.contains($0) ? " " : $0 }))
    }

    /// The interim response telling a client that sent `Expect: 100-continue` to send its body.
    static let continueWireBytes = Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)

    /// The plain-text answer to a request the parser refused.
    static func parseFailure(_ error: HTTPParseError) -> HTTPResponse {
        .text("\(error.description)\n", status: error.status)
    }
}
