import CommandLineKit
import Foundation
import Testing

/// `settings set name-resolver ADDRESS|default [--network N]`: the ZilNames resolver of a network.
@Suite("zhip-cli settings: the name resolver per network", .container)
struct SettingsNameResolverTests {
    static let resolver = "0x2b6a7953c510392aE88c7C302a984460Daa8AF24"

    @Test("a resolver set for the devnet is printed back in JSON, EIP-55")
    func setForDevnet() async throws {
        let home = try TestHome()

        let result = await home.run([
            "settings", "set", "name-resolver", Self.resolver.lowercased(), "--network", "devnet", "--json",
        ])

        #expect(result.code == .success, "\(result.errors)")
        #expect(try result.json()["nameResolver"] as? String == Self.resolver)
        #expect(try result.json()["network"] as? String == "devnet")
    }

    @Test("settings get name-resolver shows the saved network's, in text and JSON")
    func shownBySettings() async throws {
        let home = try TestHome()
        _ = await home.run(["settings", "set", "network", "devnet"])
        _ = await home.run(["settings", "set", "name-resolver", Self.resolver])

        let json = await home.run(["settings", "get", "name-resolver", "--json"])
        let text = await home.run(["settings"])

        #expect(try json.json()["name-resolver"] as? String == Self.resolver)
        #expect(text.output.contains("name-resolver"), "\(text.output)")
        #expect(text.output.contains(Self.resolver), "\(text.output)")
    }

    @Test("default forgets it: none for the devnet")
    func defaultForgets() async throws {
        let home = try TestHome()
        _ = await home.run(["settings", "set", "name-resolver", Self.resolver, "--network", "devnet"])

        let result = await home.run(["settings", "set", "name-resolver", "default", "--network", "devnet", "--json"])

        #expect(result.code == .success, "\(result.errors)")
        #expect(try result.json()["nameResolver"] is NSNull)
    }

    @Test("mainnet's resolver cannot be changed: exit 1 with ZilNames' own named")
    func mainnetRefused() async throws {
        let home = try TestHome()

        let result = await home.run(["settings", "set", "name-resolver", Self.resolver, "--network", "mainnet"])

        #expect(result.code == .failure)
        #expect(result.errors.contains("ZilNames' own UniversalResolver"), "\(result.errors)")
    }

    @Test("a value that is no address is a usage error, exit 64")
    func notAnAddress() async throws {
        let home = try TestHome()

        let result = await home.run(["settings", "set", "name-resolver", "alice.zil", "--network", "devnet"])

        #expect(result.code == .usageError)
        #expect(result.errors.contains("the name resolver is the 0x address"), "\(result.errors)")
    }
}
