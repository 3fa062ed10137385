import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport

/// A damaged preferences file loses the network it named: every later command that needs a
/// network refuses (not only the first, which moved the file aside) until one is chosen again.
@Suite("A damaged settings file", .container)
struct DamagedSettingsTests {
    /// A home with alice's wallet and `network` saved in its settings, whose preferences file
    /// is then overwritten with bytes that are not JSON.
    private func damagedHome(savedNetwork network: [String]) async throws -> TestHome {
        let home = try TestHome()
        try await home.restoreAlice()
        let saved = await home.run(["settings", "set", "network"] + network)
        try #require(saved.code == .success, "settings set network failed: \(saved.errors)")
        let file = ZhipPaths(home: home.path).configDirectory + "/" + ZhipPaths.preferencesFileName
        try Data("{ damaged".utf8).write(to: URL(fileURLWithPath: file))
        return home
    }

    @Test("the same send run twice after the damage reaches no node: both refuse, the second naming the lost setting")
    func sendTwice() async throws {
        try await withDevnet { devnet in
            // Arrange
            let home = try await damagedHome(savedNetwork: [devnet.url.absoluteString, "--chain-id", "222"])
            let send = ["send", "--to", Wallets.bob.address.bech32, "--amount", "1", "--yes", "--json"]
            // Act
            let first = await home.run(send, environment: Wallets.environment)
            let second = await home.run(send, environment: Wallets.environment)
            // Assert
            #expect(first.code == .failure && second.code == .failure)
            #expect(first.errors.contains("the network setting could not be read"))
            #expect(second.errors.contains("the settings file was damaged and moved aside to"))
            #expect(second.errors.contains("'zhip-cli settings set network NAME'"))
            #expect(devnet.acceptedNothing)
        }
    }

    @Test("choosing the network again after the damage makes the next command use it")
    func chosenAgain() async throws {
        try await withDevnet { devnet in
            // Arrange
            let home = try await damagedHome(savedNetwork: [devnet.url.absoluteString, "--chain-id", "222"])
            _ = await home.run(["balance"])  // moves the damaged file aside
            // Act
            let chosen = await home.run(["settings", "set", "network", devnet.url.absoluteString, "--chain-id", "222"])
            let balance = await home.run(["balance", "--json"])
            // Assert
            #expect(chosen.code == .success, "settings set network failed: \(chosen.errors)")
            #expect(balance.code == .success, "balance failed: \(balance.errors)")
        }
    }
}
