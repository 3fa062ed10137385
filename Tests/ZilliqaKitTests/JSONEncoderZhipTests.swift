import Foundation
import Testing
import ZilliqaKit

/// How Zhip writes JSON, once: the bytes its requests, files and `--json` output are made of.
@Suite("JSONEncoder.zhip")
struct JSONEncoderZhipTests {
    private struct Sample: Encodable {
        let path = "/tmp/a"
        let count = 1
    }

    @Test("compact JSON is one line, keys sorted, slashes left as they are")
    func compact() throws {
        let bytes = try JSONEncoder.zhip().encode(Sample())

        #expect(String(decoding: bytes, as: UTF8.self) == #"{"count":1,"path":"/tmp/a"}"#)
    }

    @Test("pretty JSON is indented a member a line, keys sorted, slashes left as they are")
    func pretty() throws {
        let bytes = try JSONEncoder.zhip(.pretty).encode(Sample())

        #expect(String(decoding: bytes, as: UTF8.self) == "{\n  \"count\" : 1,\n  \"path\" : \"/tmp/a\"\n}")
    }
}
