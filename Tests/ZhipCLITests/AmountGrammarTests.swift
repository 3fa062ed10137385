import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport

/// An amount is written one way in every entry point: a dot for decimals, no thousands
/// separators; "1,500" is refused everywhere with the same words, never read as 1.5 or 1500.
@Suite("One grammar for amounts", .container)
struct AmountGrammarTests {
    private static let refused = "Use a dot for decimals and no thousands separators, such as 1500 or 1.5"

    @Test("send, receive and tx sign each refuse 1,500 as a usage error showing the accepted form")
    func commaRefusedEverywhere() async throws {
        // Arrange
        let home = try TestHome()
        try await home.createWallet()
        let bob = Wallets.bob.address.bech32
        // Act
        let send = await home.run(["send", "--to", bob, "--amount", "1,500", "--yes", "--network", "devnet"])
        let receive = await home.run(["receive", "--amount", "1,500", "--json"])
        let sign = await home.run(
            [
                "tx", "sign", "--account", "legacy", "--keystore", "a.json", "--to", bob, "--amount", "1,500",
                "--nonce",
                "1", "--network", "devnet",
            ])
        // Assert
        for result in [send, receive, sign] {
            #expect(result.code == .usageError)
            #expect(result.errors.contains(Self.refused), "\(result.errors)")
        }
    }

    @Test("the same amount with a dot is accepted by receive and put in its link in Qa")
    func dotAccepted() async throws {
        // Arrange
        let home = try TestHome()
        try await home.createWallet()
        // Act
        let receive = await home.run(["receive", "--amount", "1500.5", "--json"])
        // Assert
        #expect(receive.code == .success)
        #expect(receive.output.contains("amount=1500500000000000"))
    }
}
