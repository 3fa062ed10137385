import CommandLineKit
import Foundation
import Testing
import ZhipCore
import ZhipTesting
import ZilliqaKit

@testable import ZhipCLI

/// `zhip-cli balance` and the key's EVM account: read by `eth_`, in wei, against a real zhip-devnet
/// (whose genesis funds both of alice's accounts with the same ZIL).
@Suite("zhip-cli balance: the EVM account", .container)
struct BalanceEVMTests {
    /// The devnet's genesis balance of each of alice's accounts: 1234567 ZIL and one Qa.
    static let genesis = "1234567.000000000001"
    /// The same in wei (1 Qa = 10^6 wei).
    static let genesisWei = "1234567000000000001000000"

    @Test("the saved wallet: both accounts, the legacy balance in Qa and the EVM one in wei, exactly")
    func walletShowsBothAccounts() async throws {
        let home = try TestHome()
        try await home.restoreAlice()
        try await withDevnet(balance: Self.genesis) { devnet async throws in
            // 7 wei more on the EVM account only: less than a Qa, which the legacy API cannot show.
            try devnet.ledger.fund(try Address(bytes: Wallets.alice.evmAddress.bytes), wei: Wei(wei: 7))

            let result = await home.run(["balance", "--json"] + devnet.networkArguments)

            #expect(result.code == .success, "\(result.errors)")
            let json = try result.json()
            #expect(json.keys.sorted() == ["address", "balance", "escrow", "evm", "frozen", "network", "nonce"])
            #expect(json["balance"] as? [String: String] == ["qa": "1234567000000000001", "zil": Self.genesis])
            let evm = try #require(json["evm"] as? [String: Any])
            #expect(evm["address"] as? String == KnownKey.evmAddress)
            #expect(
                evm["balance"] as? [String: String]
                    == ["wei": "1234567000000000001000007", "zil": "1234567.000000000001000007"])
            #expect(evm["nonce"] as? Int == 0)
            #expect(evm["frozen"] as? Bool == false)
        }
    }

    @Test("for people: the legacy lines as before, then the EVM account's address, balance and nonce")
    func walletHumanForm() async throws {
        let home = try TestHome()
        try await home.restoreAlice()
        try await withDevnet(balance: "1234567.5") { devnet async throws in
            let result = await home.run(["balance"] + devnet.networkArguments)

            #expect(
                result.output
                    == "bech32:      \(KnownKey.bech32)\nchecksummed: \(KnownKey.checksummed)\n"
                    + "balance:     1234567.5 ZIL\nnonce:       0 (the next transaction carries 1)\n"
                    + "evm address: \(KnownKey.evmAddress)\n"
                    + "evm balance: 1234567.5 ZIL (1234567500000000000000000 wei)\n"
                    + "evm nonce:   0 (the next transaction carries 0)\n"
                    + "network:     custom (chain 222, \(devnet.url.absoluteString))\n")
        }
    }

    @Test("a wallet saved before its EVM address was known: \"evm\" is null, and the text says how to learn it")
    func oldWallet() async throws {
        let home = try TestHome()
        try home.saveAliceWithoutPublicKey()
        try await withDevnet { devnet async throws in
            let json = await home.run(["balance", "--json"] + devnet.networkArguments)
            let text = await home.run(["balance"] + devnet.networkArguments)

            #expect(json.code == .success, "\(json.errors)")
            #expect(try json.json()["evm"] is NSNull)
            #expect(
                text.output.contains(
                    "evm address: not known yet: it is saved at the wallet's next unlock (a send, or 'zhip-cli wallet"
                        + " backup')\n"))
            #expect(text.output.contains("then run 'zhip-cli balance' again"))
        }
    }

    @Test("an EIP-55 0x address is read by eth_: only the \"evm\" object, in wei")
    func eip55Address() async throws {
        try await withDevnet(balance: Self.genesis) { devnet async throws in
            let result = await zhip(["balance", KnownKey.evmAddress, "--json"] + devnet.networkArguments)

            #expect(result.code == .success, "\(result.errors)")
            let json = try result.json()
            #expect(json.keys.sorted() == ["evm", "network"])
            let evm = try #require(json["evm"] as? [String: Any])
            #expect(evm["address"] as? String == KnownKey.evmAddress)
            #expect(evm["balance"] as? [String: String] == ["wei": Self.genesisWei, "zil": Self.genesis])
        }
    }

    @Test("an all-lowercase 0x address is an EVM account too, shown back in EIP-55")
    func lowercaseAddress() async throws {
        try await withDevnet(balance: Self.genesis) { devnet async throws in
            let result = await zhip(["balance", KnownKey.evmAddress.lowercased(), "--json"] + devnet.networkArguments)

            let evm = try #require(try result.json()["evm"] as? [String: Any])
            #expect(evm["address"] as? String == KnownKey.evmAddress)
            #expect((evm["balance"] as? [String: String])?["wei"] == Self.genesisWei)
        }
    }

    @Test("a Zilliqa-checksummed 0x address stays a legacy account, read as before")
    func zilliqaChecksummedAddress() async throws {
        try await withDevnet(balance: Self.genesis) { devnet async throws in
            let result = await zhip(["balance", KnownKey.checksummed, "--json"] + devnet.networkArguments)

            let json = try result.json()
            #expect(json.keys.sorted() == ["address", "balance", "escrow", "frozen", "network", "nonce"])
            #expect((json["balance"] as? [String: String])?["qa"] == "1234567000000000001")
        }
    }

    @Test("a frozen EVM account (swept as a blocked recipient) is said to be frozen, not given a next nonce")
    func frozenEVMAccount() async throws {
        try await withDevnet { devnet async throws in
            devnet.ledger.block([try Address(bytes: Wallets.alice.evmAddress.bytes)])

            let json = await zhip(["balance", KnownKey.evmAddress, "--json"] + devnet.networkArguments)
            let text = await zhip(["balance", KnownKey.evmAddress] + devnet.networkArguments)

            #expect((try json.json()["evm"] as? [String: Any])?["frozen"] as? Bool == true)
            #expect(text.output.contains("nonce:   \(FrozenAccount.notice)\n"))
            #expect(!text.output.contains("18446744073709551615 ("))
        }
    }

    @Test("an eth_ read from a node that does not answer shows what it asks of which node")
    func waitNamesTheRead() async throws {
        // A terminal wide enough for the whole line (an 80-column one shows it cut short).
        let recorder = ConsoleRecorder(environment: ["COLUMNS": "200"])
        var console = recorder.console
        console.stderrIsTerminal = true
        Container.shared.evmService.register { JSONRPCEVMService(transport: SilentTransport(), retry: .never) }
        let reader = BalanceReader(network: .testnet, console: console)

        let read = Task { try await reader.evmAccount(try EVMAddress(KnownKey.evmAddress)) }
        let start = ContinuousClock.now
        while !recorder.errorOutput.contains("Asking"), ContinuousClock.now - start < .seconds(60) {
            try await Task.sleep(for: .milliseconds(20))
        }
        read.cancel()
        _ = try? await read.value

        #expect(
            recorder.errorOutput.contains(
                "Asking \(Network.testnet.nodeLabel) for the EVM account's balance and nonce (eth_)… "))
    }

    @Test("--keystore FILE --format ethereum reads the EVM account the file names, by eth_")
    func ethereumKeystore() async throws {
        let directory = try TemporaryDirectory()
        let keystore = try Keystore.encrypt(
            Wallets.alice.privateKey, password: SecretText(Wallets.password), dialect: .ethereum)
        let file = try directory.write("eth.json", String(decoding: keystore.jsonData(), as: UTF8.self))
        try await withDevnet(balance: Self.genesis) { devnet async throws in
            let result = await zhip(
                ["balance", "--keystore", file, "--format", "ethereum", "--json"] + devnet.networkArguments)

            #expect(result.code == .success, "\(result.errors)")
            let json = try result.json()
            #expect(json.keys.sorted() == ["evm", "network"])
            #expect((json["evm"] as? [String: Any])?["address"] as? String == KnownKey.evmAddress)
            #expect(((json["evm"] as? [String: Any])?["balance"] as? [String: String])?["wei"] == Self.genesisWei)
            #expect(result.echoModes.isEmpty)
        }
    }

    @Test("--keystore FILE alone is read as a Zilliqa keystore, and the text says how to read an Ethereum one")
    func zilliqaKeystoreHint() async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)
        try await withDevnet { devnet async throws in
            let result = await zhip(["balance", "--keystore", file] + devnet.networkArguments)

            #expect(result.output.contains("bech32:      \(KnownKey.bech32)\n"))
            #expect(result.output.contains("add --format ethereum"))
        }
    }

    @Test("--format without --keystore is a usage error")
    func formatWithoutKeystore() async {
        let result = await zhip(["balance", "--format", "ethereum", "--network", "devnet"])

        #expect(result.code == .usageError)
        #expect(result.errors.hasPrefix("Error: --format says which keystore --keystore FILE is"))
    }

    @Test("a 0x address that is no address is a usage error that does not repeat the text")
    func badEVMAddress() async {
        let text = "0x" + String(repeating: "ab", count: 19)

        let result = await zhip(["balance", text, "--network", "devnet"])

        #expect(result.code == .usageError)
        #expect(result.errors.hasPrefix("Error: not an address: wrong length 38 of 40"))
        #expect(!result.errors.contains(text))
    }
}

extension TestHome {
    /// Saves alice as a wallet saved before Zhip knew EVM accounts: without its public key.
    func saveAliceWithoutPublicKey() throws {
        let keystore = try Keystore.encrypt(Wallets.alice.privateKey, password: SecretText(Wallets.password))
        let storage = SecurePersistence(storage: ZhipPaths(home: path).secureStorage())
        try DefaultWalletUseCase(securePersistence: storage).save(
            wallet: try Wallet(keystore: keystore, origin: .imported))
    }
}
