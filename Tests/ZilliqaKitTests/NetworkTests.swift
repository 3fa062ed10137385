import Foundation
import Testing

@testable import ZilliqaKit

@Suite("Networks")
struct NetworkTests {
    /// `Config/networks.json` in this repository, found from this file's path.
    private static let configURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Config/networks.json")

    @Test("the presets have Zilliqa's chain ids and endpoints")
    func presets() {
        #expect(Network.mainnet.chainID == 1)
        #expect(Network.mainnet.url.absoluteString == "https://api.zilliqa.com")
        #expect(Network.testnet.chainID == 333)
        #expect(Network.testnet.url.absoluteString == "https://api.testnet.zilliqa.com")
        #expect(Network.devnet.chainID == 222)
        #expect(Network.devnet.url.absoluteString == "http://127.0.0.1:5555")
    }

    @Test("Config/networks.json describes exactly the compiled-in presets")
    func configMatchesPresets() throws {
        let data = try Data(contentsOf: Self.configURL)
        #expect(try JSONDecoder().decode([Network].self, from: data) == Network.presets)
    }

    @Test("a preset is found by name in any case")
    func named() throws {
        #expect(try Network.named("TestNet") == .testnet)
        #expect(try Network.named(" mainnet\n") == .mainnet)
    }

    @Test("an unknown name is refused with the list of names there are")
    func unknownName() {
        #expect(throws: NetworkError.unknownName("moonnet", known: ["mainnet", "testnet", "devnet"])) {
            try Network.named("moonnet")
        }
        #expect(
            NetworkError.unknownName("moonnet", known: ["mainnet", "testnet"]).description.contains("mainnet, testnet"))
    }

    @Test("a custom network keeps its URL and chain id")
    func custom() throws {
        let url = try #require(URL(string: "http://10.0.0.5:4201"))
        let network = try Network.custom(url: url, chainID: 1)
        #expect(network.url == url)
        #expect(network.chainID == 1)
    }

    @Test("a custom network needs an http or https URL with a host")
    func customNotHTTP() throws {
        let url = URL(fileURLWithPath: "/tmp/node")
        #expect(throws: NetworkError.notHTTP(url.absoluteString)) { try Network.custom(url: url, chainID: 1) }
    }

    @Test("a network round-trips through JSON with its URL as text")
    func codable() throws {
        let data = try JSONEncoder().encode(Network.testnet)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["url"] as? String == "https://api.testnet.zilliqa.com")
        #expect(try JSONDecoder().decode(Network.self, from: data) == .testnet)
    }

    @Test("a network file with a URL that is not http(s) is refused")
    func decodingRefusesOtherSchemes() {
        let json = #"{"name":"x","chainID":1,"url":"ftp://example.com"}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Network.self, from: Data(json.utf8)) }
    }
}
