import CommandLineKit
import Foundation
import Testing

/// `settings set explorer URL|default [--network N]`: the explorer that links a network's transactions.
@Suite("zhip-cli settings: the explorer per network", .container)
struct SettingsExplorerTests {
    @Test("an explorer set for the devnet is that network's, printed back in JSON")
    func setForDevnet() async throws {
        let home = try TestHome()

        let result = await home.run([
            "settings", "set", "explorer", "http://127.0.0.1:5100/", "--network", "devnet", "--json",
        ])

        #expect(result.code == .success, "\(result.errors)")
        #expect(try result.json()["explorer"] as? String == "http://127.0.0.1:5100")
        #expect(try result.json()["network"] as? String == "devnet")
    }

    @Test("default goes back to the network's own explorer, none for the devnet")
    func defaultForDevnet() async throws {
        let home = try TestHome()
        _ = await home.run(["settings", "set", "explorer", "http://127.0.0.1:5100", "--network", "devnet"])

        let result = await home.run(["settings", "set", "explorer", "default", "--network", "devnet", "--json"])

        #expect(result.code == .success, "\(result.errors)")
        #expect(try result.json()["explorer"] is NSNull)
    }

    @Test("without --network, the saved network's explorer is set and shown by settings")
    func savedNetwork() async throws {
        let home = try TestHome()
        _ = await home.run(["settings", "set", "explorer", "https://scan.example.org"])

        let result = await home.run(["settings", "get", "explorer", "--json"])

        #expect(try result.json()["explorer"] as? String == "https://scan.example.org")
    }

    @Test("an explorer URL with a user name is a usage error, exit 64")
    func credentialsRefused() async throws {
        let home = try TestHome()

        let result = await home.run(["settings", "set", "explorer", "https://me:pw@scan.example.org"])

        #expect(result.code == .usageError)
        #expect(!result.errors.contains("pw@"), "\(result.errors)")
    }

    @Test("--network with another setting is a usage error")
    func networkOnlyWithExplorer() async throws {
        let home = try TestHome()

        let result = await home.run(["settings", "set", "crash-reporting", "yes", "--network", "devnet"])

        #expect(result.code == .usageError)
    }
}
