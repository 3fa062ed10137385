import CommandLineKit
import Foundation
import Testing
import ZilliqaKit

@testable import ZhipCLI

/// No message repeats a key-shaped value given on the command line, or the credentials in a
/// node's URL; a URL that cannot be a node's is refused as soon as it is given.
@Suite("zhip-cli messages keep secrets", .container)
struct MessageSecrecyTests {
    /// A node password in a URL; never printed.
    private static let nodePassword = "node-pass-4417"
    private static let credentialURL = "http://zhip:\(nodePassword)@127.0.0.1:5555"

    @Test(
        "a key given to a setting is not repeated",
        arguments: [
            ["settings", "set", "crash-reporting", KnownKey.privateKey],
            ["settings", "set", "crash-reporting", "0x" + KnownKey.privateKey.lowercased()],
            ["settings", "get", KnownKey.privateKey],
            ["settings", "set", "network", KnownKey.privateKey],
            ["settings", "set", "network", KnownKey.privateKey, "--json"],
        ])
    func keyNotRepeated(_ arguments: [String]) async throws {
        let home = try TestHome()
        let result = await home.run(arguments)
        #expect(result.code == .usageError)
        #expect(result.errors.hasPrefix("Error: "))
        #expect(!result.everything.lowercased().contains(KnownKey.privateKey.prefix(16).lowercased()))
        #expect(result.errors.contains("<hex digits not repeated: it may be a key>"))
    }

    @Test("a node URL's user name and password are never printed: settings set and get show it without them")
    func credentialsHidden() async throws {
        let home = try TestHome()
        let set = await home.run(["settings", "set", "network", Self.credentialURL, "--chain-id", "222"])
        #expect(set.code == .success)
        let shown = await home.run(["settings", "get", "network"])
        #expect(shown.code == .success)
        #expect(shown.output.contains("http://127.0.0.1:5555"))
        #expect(!set.everything.contains(Self.nodePassword) && !shown.everything.contains(Self.nodePassword))
    }

    @Test("a network's display URL leaves out the user info")
    func displayURL() throws {
        let url = try #require(URL(string: Self.credentialURL))
        let network = try Network.custom(url: url, chainID: 222)
        #expect(network.displayURL == "http://127.0.0.1:5555")
        #expect(!network.description.contains(Self.nodePassword))
        #expect(Network.mainnet.displayURL == Network.mainnet.url.absoluteString)
    }

    @Test(
        "a URL with another scheme or a port out of range is refused when given, before anything is asked",
        arguments: [
            ["settings", "set", "network", "ftp://127.0.0.1:5555", "--chain-id", "222"],
            ["settings", "set", "network", "http://127.0.0.1:70000", "--chain-id", "222"],
            ["settings", "set", "network", "http://127.0.0.1:0", "--chain-id", "222"],
            [
                "send", "--to", KnownKey.bech32, "--amount", "1", "--network", "http://127.0.0.1:70000", "--chain-id",
                "222",
            ],
            ["balance", KnownKey.bech32, "--network", "ftp://127.0.0.1:5555", "--chain-id", "222"],
        ])
    func refusedAtOnce(_ arguments: [String]) async throws {
        let home = try TestHome()
        let result = await home.run(arguments, input: ["not asked"], terminal: true)
        #expect(result.code == .usageError)
        #expect(result.errors.hasPrefix("Error: \""))
        #expect(result.errors.contains("port out of range") || result.errors.contains("is not a node URL"))
        #expect(result.echoModes.isEmpty)
    }

    @Test("HTTP:// is accepted as http://")
    func upperCaseScheme() async throws {
        let home = try TestHome()
        let set = await home.run(["settings", "set", "network", "HTTP://127.0.0.1:5555", "--chain-id", "222", "--json"])
        #expect(set.code == .success)
        #expect(set.output.contains(#""url":"http://127.0.0.1:5555""#))
    }
}
