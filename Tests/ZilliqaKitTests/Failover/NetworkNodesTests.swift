import Foundation
import Testing

@testable import ZilliqaKit

@Suite("Network: several nodes")
struct NetworkNodesTests {
    private static func urls(_ count: Int) -> [URL] {
        (1...count).compactMap { URL(string: "http://127.0.0.1:\(5000 + $0)") }
    }

    @Test("a network keeps its nodes in order, the first as its url")
    func order() throws {
        let network = try Network.custom(urls: Self.urls(3), chainID: 222)

        #expect(network.url == Self.urls(1)[0])
        #expect(network.nodeURLs == Self.urls(3))
        #expect(network.displayURLs == "http://127.0.0.1:5001,http://127.0.0.1:5002,http://127.0.0.1:5003")
    }

    @Test("more than five nodes are refused with the limit, a repeated one by its URL, none at all too")
    func bounded() throws {
        #expect(throws: NetworkError.tooManyNodes(6, maximum: 5)) {
            try Network.custom(urls: Self.urls(6), chainID: 222)
        }
        #expect(throws: NetworkError.repeatedNode("http://127.0.0.1:5001")) {
            try Network.custom(urls: Self.urls(1) + Self.urls(1), chainID: 222)
        }
        #expect(throws: NetworkError.noNode) { try Network.custom(urls: [], chainID: 222) }
    }

    @Test("each node is checked as one is: a URL that is not http(s) is refused, its user info never shown")
    func eachChecked() throws {
        let bad = try #require(URL(string: "ftp://user:secret@host"))

        #expect(throws: NetworkError.notHTTP("ftp://host")) {
            try Network.custom(urls: Self.urls(1) + [bad], chainID: 222)
        }
    }

    @Test("several nodes round-trip through JSON; a network written with one URL still reads")
    func coding() throws {
        let network = try Network.custom(urls: Self.urls(2), chainID: 222)

        let decoded = try JSONDecoder().decode(Network.self, from: try JSONEncoder().encode(network))
        let old = try JSONDecoder().decode(
            Network.self, from: Data(#"{"name":"custom","chainID":222,"url":"http://127.0.0.1:5001"}"#.utf8))

        #expect(decoded == network)
        #expect(old.nodeURLs == Self.urls(1))
    }
}
