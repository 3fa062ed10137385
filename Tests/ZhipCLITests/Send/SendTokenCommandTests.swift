import CommandLineKit
import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZhipDevnetKit
import ZilliqaKit

@testable import ZhipCLI

/// `zhip-cli send --token`: the token option's own refusals, and a listed token whose contract the
/// node does not answer for, refused before anything is signed on a real zhip-devnet. The transfers
/// that need a token contract on the devnet are listed in the report to the lead (they wait for the
/// devnet's ERC-20 model).
@Suite("zhip-cli send --token", .container { $0.preferences.register { .inMemory() } })
struct SendTokenCommandTests {
    let directory: TemporaryDirectory
    let keystore: String

    init() throws {
        directory = try TemporaryDirectory()
        keystore = try Wallets.keystore(in: directory)
    }

    /// Lists a token called USDT (6 decimals) at `contract` on `network`, in the preferences the command reads.
    func listUSDT(at contract: String = "0x" + String(repeating: "11", count: 20), on network: Network) throws {
        let token = try Token(
            contract: try EVMAddress(contract), symbol: "USDT", name: "Tether USD", decimals: 6,
            evmChainID: network.evmChainID)
        try DefaultTokenListUseCase(preferences: Container.shared.preferences(), networkSetting: .success(network))
            .add(token)
    }

    var bob: String { Wallets.bob.evmAddress.checksummed }

    @Test("--token with --account legacy is refused plainly, exit 64")
    func aTokenFromTheLegacyAccountIsRefused() async throws {
        let result = await zhip([
            "send", "--keystore", keystore, "--account", "legacy", "--token", "USDT", "--to", bob, "--amount", "1",
            "--yes", "--network", "mainnet",
        ])

        #expect(result.code == ExitCode(64))
        #expect(result.errors.contains("--token is for --account evm, not --account legacy"), "\(result.errors)")
    }

    @Test("a token that is not listed is refused before any node is asked, naming how to list it")
    func anUnlistedTokenIsRefused() async throws {
        let result = await zhip(
            ["send", "--keystore", keystore, "--token", "USDT", "--to", bob, "--amount", "1", "--yes"]
                + (try closedPortArguments()), environment: Wallets.environment)

        #expect(result.code == ExitCode(1))
        #expect(result.errors.contains("token add"), "\(result.errors)")
    }

    @Test("an amount with more decimals than the token has is a usage error naming its decimals")
    func tooManyDecimalsIsAUsageError() async throws {
        let closed = try closedPortArguments()
        try listUSDT(on: try Network.custom(url: try #require(URL(string: closed[1])), chainID: Wallets.chainID))

        let result = await zhip(
            ["send", "--keystore", keystore, "--token", "USDT", "--to", bob, "--amount", "1.1234567", "--yes"]
                + closed, environment: Wallets.environment)

        #expect(result.code == ExitCode(64))
        #expect(result.errors.contains("6 decimals"), "\(result.errors)")
    }

    @Test("a listed token with no contract on the devnet is refused as not a token: exit 2, nothing sent")
    func aTokenWithoutAContractIsRefused() async throws {
        try await withDevnet { devnet async throws in
            try listUSDT(on: try Network.custom(url: devnet.url, chainID: Wallets.chainID))

            let result = await zhip(
                ["send", "--keystore", keystore, "--json", "--token", "USDT", "--to", bob, "--amount", "1.5", "--yes"]
                    + devnet.networkArguments, environment: Wallets.environment)

            #expect(result.code == ExitCode(2))
            #expect(result.errors.contains("does not answer as an ERC-20 token"), "\(result.errors)")
            #expect(devnet.acceptedNothing)
        }
    }
}
