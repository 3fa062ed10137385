import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// Reading a balance never writes the cache: only the wallet's own screens cache the wallet's
/// own balance.
@Suite("zhip-cli send and the saved wallet's cached balance", .container)
struct SendCachedBalanceTests {
    @Test("send --keystore with another account's keystore leaves the saved wallet's cached balance as it was")
    func otherKeystoreLeavesCache() async throws {
        try await withDevnet { devnet in
            // Arrange: bob's wallet saved, with 7 ZIL cached on this devnet; alice's keystore beside it.
            let home = try TestHome()
            let keyFile = try home.directory.write("bob.key", Wallets.bob.privateKey.revealedHex() + "\n")
            let restored = await home.run(
                ["wallet", "restore", "--private-key-file", keyFile], environment: Wallets.environment)
            let saved = await home.run(["settings", "set", "network", devnet.url.absoluteString, "--chain-id", "222"])
            try #require(restored.code == .success && saved.code == .success)
            let preferences = Preferences(storage: ZhipPaths(home: home.path).preferencesStorage())
            try preferences.save(Amount(7, unit: .zil), for: .cachedBalance)
            try preferences.save(Date(timeIntervalSince1970: 1_700_000_000), for: .balanceWasUpdatedAt)
            try preferences.save(
                NetworkPreference.custom(url: devnet.url.absoluteString, chainID: Wallets.chainID),
                for: .cachedBalanceNetwork)
            let before = try await home.setting("cached-balance") as? [String: String]
            let alice = try Wallets.keystore(in: home.directory)
            // Act
            let sent = await home.run(
                ["send", "--keystore", alice, "--to", Wallets.bob.address.bech32, "--amount", "1", "--yes", "--json"],
                environment: Wallets.environment)
            // Assert
            #expect(sent.code == .success, "send failed: \(sent.errors)")
            #expect(before?["zil"] == "7")
            #expect(try await home.setting("cached-balance") as? [String: String] == before)
        }
    }
}
