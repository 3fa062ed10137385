/// Turns the bytes received on a connection into an `HTTPRequest`: a pure function of its input,
/// with no I/O and no state, so it can be unit-tested and fuzzed on its own.
///
/// The grammar is HTTP/1.1's (RFC 9112), read strictly: lines end with CR LF, one space separates
/// the parts of the request line, header names are tokens with no space before the colon, and a
/// body is framed only by `Content-Length` (any `Transfer-Encoding` is refused with 501).
/// Empty lines before the request line are skipped. Malformed input is reported as early as it is
/// recognisable, so a garbage stream gets its 400 without waiting for a blank line.
///
/// ```swift
/// let parser = HTTPRequestParser()
/// switch parser.parse(Array("GET / HTTP/1.1\r\nHost: x\r\n\r\n".utf8)) {
/// case .complete(let request, let consumed): print(request.path, consumed)   // "/" 27
/// case .needMoreBytes, .awaitingBody: break   // read more and call parse again
/// case .failure(let error): print(error.status, error)
/// }
/// ```
public struct HTTPRequestParser: Sendable {
    /// The size limits the parser enforces.
    public var limits: HTTPRequestLimits

    /// A parser enforcing `limits`.
    public init(limits: HTTPRequestLimits = HTTPRequestLimits()) { self.limits = limits }

    /// Parses the first request in `bytes`; see `HTTPParseResult` for what to do next.
    public func parse(_ bytes: [UInt8]) -> HTTPParseResult { parse(bytes[...]) }

    /// Parses the first request in `bytes`, whose indices need not start at zero;
    /// `consumedBytes` counts from `bytes.startIndex`.
    public func parse(_ bytes: ArraySlice<UInt8>) -> HTTPParseResult {
        do {
            guard let head = try scanHead(bytes) else { return .needMoreBytes }
            return try parseMessage(bytes, head: head)
        } catch {
            return .failure(error)
        }
    }

    // MARK: - Head

    /// Where the request line and header lines are (CR LF excluded), and the index just past the
    /// blank line that ends them.
    private struct HeadLayout {
        var requestLine: Range<Int>
        var headerLines: [Range<Int>]
        var end: Int
    }

    /// Finds the head's lines, or `nil` when the blank line has not arrived yet. Checks line
    /// endings, the size limits and the method as bytes arrive, and the request line as soon as
    /// it is complete.
    private func scanHead(_ bytes: ArraySlice<UInt8>) throws(HTTPParseError) -> HeadLayout? {
        let start = bytes.startIndex
        var lines: [Range<Int>] = []
        var lineStart = start
        var methodEnded = false
        var index = start
        while index < bytes.endIndex {
            guard index - start < limits.maxHeadBytes else { throw .headTooLarge(limit: limits.maxHeadBytes) }
            let byte = bytes[index]
            if byte == ASCII.lineFeed {
                guard index > lineStart, bytes[index - 1] == ASCII.carriageReturn else { throw .invalidLineEnding }
                let line = lineStart..<(index - 1)
                lineStart = index + 1
                if line.isEmpty {
                    if lines.isEmpty {
                        index += 1
                        continue  // an empty line before the request line is allowed and skipped
                    }
                    guard let requestLine = lines.first else { throw .malformedRequestLine }
                    return HeadLayout(requestLine: requestLine, headerLines: Array(lines.dropFirst()), end: index + 1)
                }
                if lines.isEmpty {
                    _ = try parseRequestLine(bytes[line])
                } else if lines.count > limits.maxHeaderCount {
                    throw .tooManyHeaders(limit: limits.maxHeaderCount)
                }
                lines.append(line)
            } else if byte == ASCII.carriageReturn {
                if index + 1 < bytes.endIndex, bytes[index + 1] != ASCII.lineFeed { throw .invalidLineEnding }
            } else if lines.isEmpty, !methodEnded {
                if byte == ASCII.space {
                    guard index > lineStart else { throw .malformedRequestLine }
                    methodEnded = true
                } else if !ASCII.isTokenCharacter(byte) {
                    throw .invalidMethod
                }
            }
            index += 1
        }
        return nil
    }

    /// The method, target and version of `METHOD SP target SP HTTP/x.y`.
    private func parseRequestLine(
        _ line: ArraySlice<UInt8>
    ) throws(HTTPParseError) -> (method: String, target: String, version: HTTPVersion) {
        guard let firstSpace = line.firstIndex(of: ASCII.space) else { throw .malformedRequestLine }
        let method = line[line.startIndex..<firstSpace]
        guard !method.isEmpty else { throw .malformedRequestLine }
        guard method.allSatisfy(ASCII.isTokenCharacter) else { throw .invalidMethod }
        let rest = line[(firstSpace + 1)...]
        guard let secondSpace = rest.firstIndex(of: ASCII.space) else { throw .malformedRequestLine }
        let target = rest[rest.startIndex..<secondSpace]
        guard !target.isEmpty, target.allSatisfy(ASCII.isVisible) else { throw .invalidTarget }
        let version = try parseVersion(rest[(secondSpace + 1)...])
        return (ASCII.latin1String(method), ASCII.latin1String(target), version)
    }

    /// `HTTP/1.1` or `HTTP/1.0`; another `HTTP/d.d` is unsupported, anything else malformed.
    private func parseVersion(_ text: ArraySlice<UInt8>) throws(HTTPParseError) -> HTTPVersion {
        let bytes = Array(text)
        guard bytes.count == 8, bytes[0..<5] == Array("HTTP/".utf8)[...], ASCII.isDigit(bytes[5]),
            bytes[6] == UInt8(ascii: "."), ASCII.isDigit(bytes[7])
        else { throw .malformedRequestLine }
        let major = Int(bytes[5] - UInt8(ascii: "0"))
        let minor = Int(bytes[7] - UInt8(ascii: "0"))
        switch (major, minor) {
        case (1, 1): return .http11
        case (1, 0): return .http10
        default: throw .unsupportedVersion(major: major, minor: minor)
        }
    }

    /// One `name: value` line, the value stripped of surrounding spaces and tabs.
    private func parseHeaderLine(_ line: ArraySlice<UInt8>) throws(HTTPParseError) -> HTTPHeaders.Field {
        guard let first = line.first, first != ASCII.space, first != ASCII.tab else { throw .obsoleteLineFolding }
        guard let colon = line.firstIndex(of: ASCII.colon) else { throw .malformedHeader }
        let name = line[line.startIndex..<colon]
        guard !name.isEmpty, name.allSatisfy(ASCII.isTokenCharacter) else { throw .malformedHeader }
        var value = line[(colon + 1)...]
        while let head = value.first, head == ASCII.space || head == ASCII.tab { value.removeFirst() }
        while let tail = value.last, tail == ASCII.space || tail == ASCII.tab { value.removeLast() }
        let nameText = ASCII.latin1String(name)
        guard value.allSatisfy(ASCII.isFieldValueByte) else { throw .invalidHeaderValue(name: nameText) }
        return HTTPHeaders.Field(name: nameText, value: ASCII.latin1String(value))
    }

    // MARK: - Message

    /// The whole request once the head is known: headers, framing rules, then the body.
    private func parseMessage(_ bytes: ArraySlice<UInt8>, head: HeadLayout) throws(HTTPParseError) -> HTTPParseResult {
        let (method, target, version) = try parseRequestLine(bytes[head.requestLine])
        var fields: [HTTPHeaders.Field] = []
        fields.reserveCapacity(head.headerLines.count)
        for line in head.headerLines {
            fields.append(try parseHeaderLine(bytes[line]))
        }
        let headers = HTTPHeaders(fields)

        let hosts = headers.values(for: "Host")
        if hosts.count > 1 { throw .multipleHosts }
        if hosts.isEmpty, version == .http11 { throw .missingHost }
        if headers.contains("Transfer-Encoding") { throw .transferEncodingNotSupported }
        let bodyLength = try contentLength(headers, method: method)
        let expectsContinue = try expectsContinue(headers, version: version)

        let (bodyEnd, overflow) = head.end.addingReportingOverflow(bodyLength)
        if overflow { throw .bodyTooLarge(limit: limits.maxBodyBytes) }
        guard bodyEnd <= bytes.endIndex else { return .awaitingBody(expectsContinue: expectsContinue) }
        let request = HTTPRequest(
            method: method, target: target, version: version, headers: headers,
            body: Array(bytes[head.end..<bodyEnd]))
        return .complete(request, consumedBytes: bodyEnd - bytes.startIndex)
    }

    /// The body length `Content-Length` announces; 0 without one, except for methods that carry
    /// a body, which must announce it.
    private func contentLength(_ headers: HTTPHeaders, method: String) throws(HTTPParseError) -> Int {
        let values = headers.values(for: "Content-Length")
        guard let first = values.first else {
            if ["POST", "PUT", "PATCH"].contains(method) { throw .lengthRequired(method: method) }
            return 0
        }
        guard values.allSatisfy({ $0 == first }) else { throw .conflictingContentLength }
        let digits = Array(first.utf8)
        guard !digits.isEmpty, digits.allSatisfy(ASCII.isDigit) else { throw .invalidContentLength }
        var length = 0
        for digit in digits {
            let (times10, overflowMultiplying) = length.multipliedReportingOverflow(by: 10)
            let (sum, overflowAdding) = times10.addingReportingOverflow(Int(digit - UInt8(ascii: "0")))
            guard !overflowMultiplying, !overflowAdding, sum <= limits.maxBodyBytes else {
                throw .bodyTooLarge(limit: limits.maxBodyBytes)
            }
            length = sum
        }
        return length
    }

    /// Whether the client waits for `100 Continue`; HTTP/1.0 clients never do.
    private func expectsContinue(_ headers: HTTPHeaders, version: HTTPVersion) throws(HTTPParseError) -> Bool {
        let expectations = headers.values(for: "Expect")
        guard !expectations.isEmpty else { return false }
        guard expectations.allSatisfy({ HTTPHeaders.namesMatch($0, "100-continue") }) else {
            throw .unsupportedExpectation
        }
        return version == .http11
    }
}
