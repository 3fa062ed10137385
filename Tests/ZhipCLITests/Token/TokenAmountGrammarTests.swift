import CommandLineKit
import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@testable import ZhipCLI

/// A token amount is read by one grammar wherever it is typed (ZhipCore's ``TokenAmountValidator``:
/// a dot for decimals, no commas, more than 0): a usage error (exit 64) before any node is asked
/// or any key unlocked.
@Suite("zhip-cli token amounts: one grammar", .container { $0.preferences.register { .inMemory() } })
struct TokenAmountGrammarTests {
    static let contract = "0x" + String(repeating: "11", count: 20)
    let directory: TemporaryDirectory
    let keystore: String

    init() throws {
        directory = try TemporaryDirectory()
        keystore = try Wallets.keystore(in: directory)
    }

    /// `send --token USDT --amount amount` to bob, USDT (6 decimals) listed on a closed port's network.
    private func send(_ amount: String) async throws -> CLIResult {
        let closed = try closedPortArguments()
        let network = try Network.custom(url: try #require(URL(string: closed[1])), chainID: Wallets.chainID)
        let usdt = try Token(
            contract: try EVMAddress(Self.contract), symbol: "USDT", name: "Tether USD", decimals: 6,
            evmChainID: network.evmChainID)
        try DefaultTokenListUseCase(preferences: Container.shared.preferences(), networkSetting: .success(network))
            .add(usdt)
        return await zhip(
            [
                "send", "--keystore", keystore, "--token", "USDT", "--to", Wallets.bob.evmAddress.checksummed,
                "--amount", amount, "--yes",
            ] + closed, environment: Wallets.environment)
    }

    /// `tx sign --token <contract> --decimals 6 --amount amount` to bob, offline for mainnet.
    private func sign(_ amount: String) async -> CLIResult {
        await zhip(
            [
                "tx", "sign", "--account", "evm", "--keystore", keystore, "--token", Self.contract, "--decimals", "6",
                "--gas-limit", "60000", "--to", Wallets.bob.evmAddress.checksummed, "--amount", amount, "--nonce",
                "0", "--max-fee", "5000gwei", "--priority-fee", "0", "--network", "mainnet",
            ], environment: Wallets.environment)
    }

    @Test("send --token: a comma is a usage error saying to use a dot and no thousands separators")
    func sendRefusesACommaAmount() async throws {
        let result = try await send("1,5")

        #expect(result.code == .usageError)
        #expect(result.errors.contains(AmountValidator.commaRefused.message), "\(result.errors)")
    }

    @Test("send --token: 0 is a usage error, an amount must be more than 0")
    func sendRefusesAZeroAmount() async throws {
        let result = try await send("0")

        #expect(result.code == .usageError)
        #expect(result.errors.contains("Must be more than 0 USDT"), "\(result.errors)")
    }

    @Test(
        "tx sign --token refuses a comma or 0 as send does: a usage error in the same words", arguments: ["1,5", "0"])
    func signReadsTheSameGrammar(amount: String) async throws {
        let sent = try await send(amount)
        let signed = await sign(amount)
        let sendWords = try #require(sent.errors.firstMatch(of: /: (Use a dot[^\n]*|Must be more than 0)/)?.output.1)

        #expect(signed.code == .usageError, "\(signed.errors)")
        #expect(signed.errors.contains(sendWords), "\(signed.errors)")
    }
}
