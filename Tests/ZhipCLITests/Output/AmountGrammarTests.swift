import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

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
        let receive = await home.run(["receive", "--account", "legacy", "--amount", "1500.5", "--json"])
        // Assert
        #expect(receive.code == .success)
        #expect(receive.output.contains("amount=1500500000000000"))
    }

    @Test("the amount balance prints parses back with the amount grammar, to the Qa")
    func balanceParsesBack() async throws {
        try await withDevnet(balance: "1234567.000000000001") { devnet async throws in
            // Act
            let result = await zhip(["balance", KnownKey.bech32] + devnet.networkArguments)
            // Assert
            let line = try #require(result.output.split(separator: "\n").first { $0.hasPrefix("balance:") })
            let printed = try #require(line.split(separator: " ").dropFirst().first.map(String.init))
            #expect(printed == "1234567.000000000001")
            #expect(AmountValidator().validate(printed).value == Amount(qa: 1_234_567_000_000_000_001))
        }
    }

    @Test("the amounts a send review prints (amount, fee, balance) parse back with the amount grammar")
    func reviewParsesBack() async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)
        try await withDevnet(balance: "5000") { devnet async throws in
            let arguments =
                ["send", "--keystore", file, "--to", Wallets.bob.address.bech32, "--amount", "1500"]
                + devnet.networkArguments
            // Act
            let result = await zhip(arguments, input: ["no"], environment: Wallets.environment, terminal: true)
            // Assert
            let figures = ["amount:", "balance:"].compactMap { label in
                result.errors.split(separator: "\n").map { $0.drop { $0 == " " } }.first { $0.hasPrefix(label) }?
                    .split(separator: " ", omittingEmptySubsequences: true).dropFirst().first.map(String.init)
            }
            #expect(figures == ["1500", "5000"], "\(result.errors)")
            #expect(figures.allSatisfy { AmountValidator().validate($0).value != nil })
        }
    }
}
