import Foundation
import Testing
import ZhipCore
import ZilliqaKit

@Suite("Network preference: several nodes, stored backward compatible")
struct NetworkPreferenceNodesTests {
    @Test("a preferences file written with one URL still reads as that one node")
    func oldFormReads() throws {
        let old = Data(#"{"url":"http://127.0.0.1:5555","chainID":222}"#.utf8)

        let preference = try JSONDecoder().decode(NetworkPreference.self, from: old)

        #expect(preference == .custom(url: "http://127.0.0.1:5555", chainID: 222))
        #expect(try preference.network().fallbackURLs.isEmpty)
    }

    @Test("several nodes are stored as the first url plus fallbackURLs, and read back in order")
    func severalRoundTrip() throws {
        let urls = try ["http://127.0.0.1:5555", "http://127.0.0.1:6666"].map { try #require(URL(string: $0)) }
        let preference = NetworkPreference(try Network.custom(urls: urls, chainID: 222))

        let data = try JSONEncoder().encode(preference)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let decoded = try JSONDecoder().decode(NetworkPreference.self, from: data)

        #expect(object["url"] as? String == "http://127.0.0.1:5555")
        #expect(object["fallbackURLs"] as? [String] == ["http://127.0.0.1:6666"])
        #expect(try decoded.network().nodeURLs == urls)
    }

    @Test("a stored list of six nodes is refused with the limit")
    func tooManyStored() throws {
        let urls = (1...6).map { "http://127.0.0.1:\(5000 + $0)" }

        #expect(throws: NetworkError.tooManyNodes(6, maximum: 5)) {
            try NetworkPreference.customNodes(urls: urls, chainID: 222).network()
        }
    }
}
