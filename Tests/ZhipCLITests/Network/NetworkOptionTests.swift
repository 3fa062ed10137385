import CommandLineKit
import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@testable import ZhipCLI

@Suite("--network, --chain-id and --timeout", .container)
struct NetworkOptionTests {
    @Test("an unknown network name is a usage error that lists the names")
    func unknownName() async {
        let result = await zhip(["balance", KnownKey.bech32, "--network", "moonnet"])
        #expect(result.code == .usageError)
        #expect(
            result.errors
                == "Error: there is no network named \"moonnet\": choose one of mainnet, testnet, devnet, or give a "
                + "node's URL and chain id\nSee 'zhip-cli balance --help'.\n")
        #expect(result.output.isEmpty)
    }

    @Test("a URL without --chain-id is a usage error that asks for it")
    func urlWithoutChainID() async {
        let result = await zhip(["balance", KnownKey.bech32, "--network", "http://127.0.0.1:5555"])
        #expect(result.code == .usageError)
        #expect(result.errors.hasPrefix("Error: a node's URL needs its chain id: add --chain-id N"))
    }

    @Test("--chain-id without a URL is a usage error")
    func chainIDWithoutURL() async {
        let result = await zhip(["balance", KnownKey.bech32, "--chain-id", "222"])
        #expect(result.code == .usageError)
        #expect(result.errors.hasPrefix("Error: --chain-id goes with a node's URL"))
    }

    @Test("--chain-id that contradicts a named network is a usage error")
    func chainIDContradictsPreset() async {
        let result = await zhip(["balance", KnownKey.bech32, "--network", "testnet", "--chain-id", "1"])
        #expect(result.code == .usageError)
        #expect(result.errors.hasPrefix("Error: testnet is chain 333, not 1"))
    }

    @Test("a chain id past the last EVM id a Zilliqa id maps to is a usage error")
    func chainIDOutOfRange() async {
        let result = await zhip([
            "balance", KnownKey.bech32, "--network", "http://127.0.0.1:5555", "--chain-id", "98304",
        ])
        #expect(result.code == .usageError)
        #expect(result.errors.contains("the EVM one (32769 mainnet, 33101 testnet"))
    }

    @Test("a URL that is not http(s) is a usage error")
    func notHTTP() async {
        let result = await zhip(["balance", KnownKey.bech32, "--network", "ftp://example.com", "--chain-id", "1"])
        #expect(result.code == .usageError)
        #expect(result.errors.hasPrefix("Error: \"ftp://example.com\" is not a node URL"))
    }

    @Test("--timeout 0 is a usage error")
    func zeroTimeout() async {
        let result = await zhip(["balance", KnownKey.bech32, "--network", "devnet", "--timeout", "0"])
        #expect(result.code == .usageError)
        #expect(result.errors.hasPrefix("Error: --timeout must be at least 1 second"))
    }

    @Test("names are read in any case")
    func anyCase() throws {
        let options = try NetworkOptions.parse(["--network", "TestNet"])
        #expect(try options.resolve() == .testnet)
    }

    @Test("a node that refuses the connection gives one error line naming it, and exit 1")
    func connectionRefused() async throws {
        let closed = try closedPortArguments()
        let result = await zhip(["balance", KnownKey.bech32, "--json"] + closed)
        #expect(result.code == .failure)
        #expect(result.output.hasPrefix(#"{"error":{"code":"#))  // --json: the error as JSON too
        #expect(
            result.errors
                == "Error: could not reach the node at \(closed[1]): the connection was refused: nothing is listening "
                + "at that address; check the URL and that the node is running\n")
    }

    @Test("a read tries again twice, waiting on the container's clock like every other wait")
    func readRetriesOnTheContainersClock() async throws {
        let clock = ImmediateClock()
        Container.shared.clock.register { clock }
        let closed = try closedPortArguments()

        _ = await zhip(["balance", KnownKey.bech32] + closed)

        #expect(clock.sleeps == [.milliseconds(500), .seconds(1)])
    }

    @Test(
        "without --network the network saved in settings is used",
        .container { $0.preferences.register { .inMemory() } })
    func savedNetwork() async throws {
        try await withDevnet { devnet async throws in
            try Container.shared.preferences().save(
                NetworkPreference.custom(url: devnet.url.absoluteString, chainID: Wallets.chainID), for: .network)
            let result = await zhip(["balance", KnownKey.bech32, "--json"])
            #expect(result.code == .success)
            #expect(try result.json()["network"] as? String == devnet.url.absoluteString)
            #expect((try result.json()["balance"] as? [String: String])?["zil"] == "1000")
        }
    }

    @Test("--home reads the network saved in that home's settings", .container)
    func homeDirectory() async throws {
        try await withDevnet { devnet async throws in
            try await withTemporaryDirectory { home in
                let paths = ZhipPaths(home: home)
                let saved = Preferences(storage: paths.preferencesStorage(dateProvider: SystemDateProvider()))
                try saved.save(
                    NetworkPreference.custom(url: devnet.url.absoluteString, chainID: Wallets.chainID), for: .network)
                let result = await zhip(["balance", KnownKey.bech32, "--home", home, "--json"])
                #expect(result.code == .success)
                #expect(try result.json()["network"] as? String == devnet.url.absoluteString)
            }
        }
    }

    @Test(
        "without --network and nothing saved, the network is mainnet",
        .container { $0.preferences.register { .inMemory() } })
    func defaultsToMainnet() throws {
        #expect(try NetworkOptions.parse([]).resolve() == .mainnet)
    }

    @Test(
        "a saved network by name is used",
        .container { $0.preferences.register { .inMemory() } })
    func savedName() throws {
        try Container.shared.preferences().save(NetworkPreference.named("testnet"), for: .network)
        #expect(try NetworkOptions.parse([]).resolve() == .testnet)
    }

    @Test(
        "--network wins over the saved network",
        .container { $0.preferences.register { .inMemory() } })
    func explicitWins() throws {
        try Container.shared.preferences().save(NetworkPreference.named("testnet"), for: .network)
        #expect(try NetworkOptions.parse(["--network", "devnet"]).resolve() == .devnet)
    }

    @Test(
        "a saved network that is no network is an error, not a silent mainnet",
        .container { $0.preferences.register { .inMemory() } })
    func unusableSaved() async throws {
        try Container.shared.preferences().save(NetworkPreference.named("moonnet"), for: .network)
        let result = await zhip(["balance", KnownKey.bech32])
        #expect(result.code == .failure)
        #expect(
            result.errors.hasPrefix("Error: the network setting is not usable: there is no network named \"moonnet\""))
        #expect(result.errorLineCount == 1)
    }

    @Test(
        "settings that cannot be read are an error, not a silent mainnet",
        .container {
            $0.preferences.register {
                Preferences(storage: FailingStorageBackend(.cannotLock(path: "/x/.preferences.json.lock", code: 13)))
            }
        })
    func unreadableSaved() async throws {
        let result = await zhip(["balance", KnownKey.bech32])
        #expect(result.code == .failure)
        #expect(result.errors.hasPrefix("Error: the network setting could not be read ("))
        #expect(
            result.errors.hasSuffix(
                ": save it with 'zhip-cli settings set network NAME' (or a URL with --chain-id N), or choose the network"
                    + " for this command with --network (mainnet, testnet, devnet, or a node's URL with --chain-id)\n"
            ))
    }
}
