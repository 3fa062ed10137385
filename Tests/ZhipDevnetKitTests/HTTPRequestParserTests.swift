import Foundation
import Testing
import ZhipDevnetKit

/// The bytes of `text`, with `\n` written as CR LF.
private func wire(_ text: String) -> [UInt8] {
    Array(text.replacingOccurrences(of: "\n", with: "\r\n").utf8)
}

/// The request, if `result` is a complete one.
private func completed(_ result: HTTPParseResult) -> (request: HTTPRequest, consumed: Int)? {
    guard case .complete(let request, let consumed) = result else { return nil }
    return (request, consumed)
}

/// The error, if `result` is a failure.
private func failure(_ result: HTTPParseResult) -> HTTPParseError? {
    guard case .failure(let error) = result else { return nil }
    return error
}

@Suite("HTTP request parser")
struct HTTPRequestParserTests {
    let parser = HTTPRequestParser()

    // MARK: - Complete and incomplete requests

    @Test("a complete GET request gives method, target, version, headers and an empty body")
    func completeGet() throws {
        let bytes = wire("GET /status?verbose=1 HTTP/1.1\nHost: 127.0.0.1\nAccept: */*\n\n")

        let (request, consumed) = try #require(completed(parser.parse(bytes)))

        #expect(request.method == "GET")
        #expect(request.target == "/status?verbose=1")
        #expect(request.path == "/status")
        #expect(request.query == "verbose=1")
        #expect(request.version == .http11)
        #expect(request.headers.fields.map(\.name) == ["Host", "Accept"])
        #expect(request.headers["Accept"] == "*/*")
        #expect(request.body.isEmpty)
        #expect(consumed == bytes.count)
    }

    @Test("a POST body is exactly Content-Length bytes")
    func postBody() throws {
        let bytes = wire("POST / HTTP/1.1\nHost: x\nContent-Length: 8\n\n") + Array(#"{"id":1}"#.utf8)

        let (request, consumed) = try #require(completed(parser.parse(bytes)))

        #expect(request.body == Array(#"{"id":1}"#.utf8))
        #expect(consumed == bytes.count)
    }

    @Test("every proper prefix of a request asks for more bytes")
    func prefixesNeedMore() {
        let bytes = wire("POST /api HTTP/1.1\nHost: x\nContent-Length: 5\n\n") + Array("hello".utf8)
        let headLength = bytes.count - 5

        for length in 0..<bytes.count {
            let result = parser.parse(Array(bytes[0..<length]))
            let expected: HTTPParseResult = length < headLength ? .needMoreBytes : .awaitingBody(expectsContinue: false)
            #expect(result == expected, "prefix of \(length) bytes")
        }
    }

    @Test("a head announcing a body that has not arrived waits for the body")
    func awaitingBody() {
        let bytes = wire("POST / HTTP/1.1\nHost: x\nContent-Length: 10\n\n") + Array("abc".utf8)

        #expect(parser.parse(bytes) == .awaitingBody(expectsContinue: false))
    }

    @Test("Expect: 100-continue is reported while the body is awaited")
    func expectContinue() {
        let bytes = wire("POST / HTTP/1.1\nHost: x\nContent-Length: 10\nExpect: 100-Continue\n\n")

        #expect(parser.parse(bytes) == .awaitingBody(expectsContinue: true))
    }

    @Test("pipelined requests are parsed one at a time, each consuming only its own bytes")
    func pipelined() throws {
        let first = wire("POST /a HTTP/1.1\nHost: x\nContent-Length: 3\n\n") + Array("one".utf8)
        let second = wire("GET /b HTTP/1.1\nHost: x\n\n")
        let bytes = first + second

        let (request1, consumed1) = try #require(completed(parser.parse(bytes)))
        let (request2, consumed2) = try #require(completed(parser.parse(bytes[consumed1...])))

        #expect(request1.path == "/a")
        #expect(request1.body == Array("one".utf8))
        #expect(consumed1 == first.count)
        #expect(request2.path == "/b")
        #expect(consumed2 == second.count)
    }

    @Test("header names are matched without regard to case and values lose surrounding whitespace")
    func headerCaseAndWhitespace() throws {
        let bytes = wire("GET / HTTP/1.1\nhOsT: example\nX-Custom:\t  spaced value \t\n\n")

        let (request, _) = try #require(completed(parser.parse(bytes)))

        #expect(request.headers["HOST"] == "example")
        #expect(request.headers["x-custom"] == "spaced value")
    }

    @Test("empty lines before the request line are skipped")
    func leadingEmptyLines() throws {
        let bytes = wire("\n\nGET / HTTP/1.1\nHost: x\n\n")

        let (request, consumed) = try #require(completed(parser.parse(bytes)))

        #expect(request.method == "GET")
        #expect(consumed == bytes.count)
    }

    @Test("HTTP/1.0 requests need no Host header")
    func http10WithoutHost() throws {
        let (request, _) = try #require(completed(parser.parse(wire("GET / HTTP/1.0\n\n"))))

        #expect(request.version == .http10)
    }

    @Test("a GET may carry a body when it announces one")
    func getWithBody() throws {
        let bytes = wire("GET / HTTP/1.1\nHost: x\nContent-Length: 2\n\n") + Array("hi".utf8)

        let (request, _) = try #require(completed(parser.parse(bytes)))

        #expect(request.body == Array("hi".utf8))
    }

    // MARK: - Keep-alive

    @Test(
        "keep-alive follows the version and the Connection header",
        arguments: [
            ("GET / HTTP/1.1\nHost: x\n\n", true),
            ("GET / HTTP/1.1\nHost: x\nConnection: close\n\n", false),
            ("GET / HTTP/1.1\nHost: x\nConnection: Keep-Alive, CLOSE\n\n", false),
            ("GET / HTTP/1.0\n\n", false),
            ("GET / HTTP/1.0\nConnection: keep-alive\n\n", true),
        ])
    func keepAlive(text: String, expected: Bool) throws {
        let (request, _) = try #require(completed(parser.parse(wire(text))))

        #expect(request.keepAlive == expected)
    }

    // MARK: - Errors

    @Test(
        "malformed request lines are refused with 400",
        arguments: [
            ("GET /\n\n", HTTPParseError.malformedRequestLine),
            ("GET  / HTTP/1.1\nHost: x\n\n", .invalidTarget),
            ("GET / HTTP/1.1 \nHost: x\n\n", .malformedRequestLine),
            (" GET / HTTP/1.1\n\n", .malformedRequestLine),
            ("GET / HTTQ/1.1\n\n", .malformedRequestLine),
            ("GET / HTTP/11\n\n", .malformedRequestLine),
            ("G(T / HTTP/1.1\n\n", .invalidMethod),
            ("GET /a\u{7F}b HTTP/1.1\n\n", .invalidTarget),
        ])
    func malformedRequestLine(text: String, expected: HTTPParseError) {
        let error = failure(parser.parse(wire(text)))

        #expect(error == expected)
        #expect(error?.status == .badRequest)
    }

    @Test("garbage is refused with 400 as soon as it cannot be a method, without waiting for a line end")
    func garbageFailsEarly() {
        let error = failure(parser.parse([0x16, 0x03, 0x01, 0x02, 0x00]))  // a TLS ClientHello

        #expect(error == .invalidMethod)
        #expect(error?.status.code == 400)
    }

    @Test("a bare LF line ending is refused with 400", arguments: ["GET / HTTP/1.1\nHost: x\n\n", "\n"])
    func bareLineFeed(text: String) {
        #expect(failure(parser.parse(Array(text.utf8))) == .invalidLineEnding)
    }

    @Test("a CR not followed by LF is refused with 400")
    func bareCarriageReturn() {
        #expect(failure(parser.parse(Array("GET / HTTP/1.1\rHost: x\r\n\r\n".utf8))) == .invalidLineEnding)
    }

    @Test(
        "malformed header lines are refused with 400",
        arguments: [
            ("GET / HTTP/1.1\nHost: x\nNoColon\n\n", HTTPParseError.malformedHeader),
            ("GET / HTTP/1.1\nHost : x\n\n", .malformedHeader),
            ("GET / HTTP/1.1\n: empty-name\nHost: x\n\n", .malformedHeader),
            ("GET / HTTP/1.1\nHost: x\n folded\n\n", .obsoleteLineFolding),
            ("GET / HTTP/1.1\nHost: x\nX-Bad: a\u{01}b\n\n", .invalidHeaderValue(name: "X-Bad")),
        ])
    func malformedHeader(text: String, expected: HTTPParseError) {
        let error = failure(parser.parse(wire(text)))

        #expect(error == expected)
        #expect(error?.status == .badRequest)
    }

    @Test("an HTTP/1.1 request without Host is refused with 400")
    func missingHost() {
        #expect(failure(parser.parse(wire("GET / HTTP/1.1\n\n"))) == .missingHost)
    }

    @Test("two Host headers are refused with 400")
    func twoHosts() {
        #expect(failure(parser.parse(wire("GET / HTTP/1.1\nHost: a\nHost: b\n\n"))) == .multipleHosts)
    }

    @Test("HTTP/2.0 on the request line is refused with 505")
    func unsupportedVersion() {
        let error = failure(parser.parse(wire("GET / HTTP/2.0\nHost: x\n\n")))

        #expect(error == .unsupportedVersion(major: 2, minor: 0))
        #expect(error?.status.code == 505)
    }

    @Test("a head larger than the limit is refused with 431 even before it is complete")
    func headTooLarge() {
        let limited = HTTPRequestParser(limits: HTTPRequestLimits(maxHeadBytes: 64))
        let bytes = wire("GET / HTTP/1.1\nHost: x\nX-Padding: \(String(repeating: "a", count: 100))")

        let error = failure(limited.parse(bytes))

        #expect(error == .headTooLarge(limit: 64))
        #expect(error?.status.code == 431)
    }

    @Test("a head of exactly the limit is accepted")
    func headAtLimit() {
        let bytes = wire("GET / HTTP/1.1\nHost: x\n\n")
        let limited = HTTPRequestParser(limits: HTTPRequestLimits(maxHeadBytes: bytes.count))

        #expect(completed(limited.parse(bytes)) != nil)
    }

    @Test("the default head limit is 8 KiB")
    func defaultHeadLimit() {
        let bytes = wire("GET / HTTP/1.1\nHost: x\nX-Padding: \(String(repeating: "a", count: 8 * 1024))\n\n")

        #expect(failure(parser.parse(bytes)) == .headTooLarge(limit: 8 * 1024))
    }

    @Test("more header fields than the limit are refused with 431")
    func tooManyHeaders() {
        let limited = HTTPRequestParser(limits: HTTPRequestLimits(maxHeaderCount: 3))
        let bytes = wire("GET / HTTP/1.1\nHost: x\nA: 1\nB: 2\nC: 3\n\n")

        let error = failure(limited.parse(bytes))

        #expect(error == .tooManyHeaders(limit: 3))
        #expect(error?.status.code == 431)
    }

    @Test("a chunked body is refused with 501")
    func chunked() {
        let bytes = wire("POST / HTTP/1.1\nHost: x\nTransfer-Encoding: chunked\n\n5\nhello\n0\n\n")

        let error = failure(parser.parse(bytes))

        #expect(error == .transferEncodingNotSupported)
        #expect(error?.status.code == 501)
    }

    @Test("Transfer-Encoding is refused even next to a Content-Length")
    func transferEncodingWithLength() {
        let bytes = wire("POST / HTTP/1.1\nHost: x\nContent-Length: 3\nTransfer-Encoding: chunked\n\nabc")

        #expect(failure(parser.parse(bytes)) == .transferEncodingNotSupported)
    }

    @Test("a body-carrying method without Content-Length is refused with 411", arguments: ["POST", "PUT", "PATCH"])
    func lengthRequired(method: String) {
        let error = failure(parser.parse(wire("\(method) / HTTP/1.1\nHost: x\n\n")))

        #expect(error == .lengthRequired(method: method))
        #expect(error?.status.code == 411)
    }

    @Test(
        "a Content-Length that is not a plain decimal number is refused with 400",
        arguments: ["abc", "-1", "+5", "1.5", "0x10", "5, 5", "", "1 2"])
    func invalidContentLength(value: String) {
        let error = failure(parser.parse(wire("POST / HTTP/1.1\nHost: x\nContent-Length: \(value)\n\n")))

        #expect(error == .invalidContentLength)
        #expect(error?.status.code == 400)
    }

    @Test("different Content-Length values are refused with 400; equal repeats are accepted")
    func conflictingContentLength() {
        let conflicting = wire("POST / HTTP/1.1\nHost: x\nContent-Length: 3\nContent-Length: 4\n\nabcd")
        let repeated = wire("POST / HTTP/1.1\nHost: x\nContent-Length: 3\nContent-Length: 3\n\nabc")

        #expect(failure(parser.parse(conflicting)) == .conflictingContentLength)
        #expect(completed(parser.parse(repeated))?.request.body == Array("abc".utf8))
    }

    @Test(
        "a body over the limit is refused with 413 before it arrives",
        arguments: ["1025", "99999999999999999999999999999"])
    func bodyTooLarge(length: String) {
        let limited = HTTPRequestParser(limits: HTTPRequestLimits(maxBodyBytes: 1024))

        let error = failure(limited.parse(wire("POST / HTTP/1.1\nHost: x\nContent-Length: \(length)\n\n")))

        #expect(error == .bodyTooLarge(limit: 1024))
        #expect(error?.status.code == 413)
    }

    @Test("a body of exactly the limit is accepted")
    func bodyAtLimit() {
        let limited = HTTPRequestParser(limits: HTTPRequestLimits(maxBodyBytes: 4))
        let bytes = wire("POST / HTTP/1.1\nHost: x\nContent-Length: 4\n\n") + Array("abcd".utf8)

        #expect(completed(limited.parse(bytes))?.request.body == Array("abcd".utf8))
    }

    @Test("an Expect other than 100-continue is refused with 417")
    func unsupportedExpectation() {
        let error = failure(parser.parse(wire("POST / HTTP/1.1\nHost: x\nContent-Length: 1\nExpect: magic\n\n")))

        #expect(error == .unsupportedExpectation)
        #expect(error?.status.code == 417)
    }

    @Test("every parse error maps to a 4xx or 5xx status and says how to fix it")
    func errorDescriptions() {
        let errors: [HTTPParseError] = [
            .invalidLineEnding, .malformedRequestLine, .invalidMethod, .invalidTarget,
            .unsupportedVersion(major: 2, minor: 0), .malformedHeader, .obsoleteLineFolding,
            .invalidHeaderValue(name: "X"), .headTooLarge(limit: 1), .tooManyHeaders(limit: 1), .missingHost,
            .multipleHosts, .invalidContentLength, .conflictingContentLength, .lengthRequired(method: "POST"),
            .transferEncodingNotSupported, .bodyTooLarge(limit: 1), .unsupportedExpectation,
        ]

        for error in errors {
            #expect(error.description.contains(":"), "\(error) says what to do after a colon")
            #expect((400..<600).contains(error.status.code))
        }
    }

    // MARK: - Robustness

    @Test("random bytes never crash the parser and never claim more bytes than given")
    func randomBytes() {
        var generator = SplitMix64(seed: 0x5EED)
        let limited = HTTPRequestParser(limits: HTTPRequestLimits(maxHeadBytes: 512, maxBodyBytes: 512))
        let alphabet = Array("GET POST / HTTP/1.1\r\n:Host Content-Length 0123456789 \t\u{0}\u{7F}".utf8)

        for round in 0..<2_000 {
            let count = Int(generator.next() % 300)
            let bytes = (0..<count).map { _ in
                round.isMultiple(of: 2)
                    ? UInt8(truncatingIfNeeded: generator.next())
                    : alphabet[Int(generator.next() % UInt64(alphabet.count))]
            }
            if case .complete(_, let consumed) = limited.parse(bytes) {
                #expect(consumed > 0 && consumed <= bytes.count)
            }
        }
    }

    @Test("a slice whose indices do not start at zero parses like an array")
    func offsetSlice() throws {
        let padded = Array("junk".utf8) + wire("GET /x HTTP/1.1\nHost: x\n\n")

        let (request, consumed) = try #require(completed(parser.parse(padded[4...])))

        #expect(request.path == "/x")
        #expect(consumed == padded.count - 4)
    }
}

/// A small deterministic random number generator, so the random-input test is repeatable.
private struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
