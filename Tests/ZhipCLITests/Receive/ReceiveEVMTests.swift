import CommandLineKit
import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@testable import ZhipCLI

@Suite("zhip-cli receive --account evm", .container)
struct ReceiveEVMTests {
    /// The test key's EVM address, as eth-account computes it.
    static let evmAddress = "0x1FE3da351d9fc0c4F02DE5412ad7def8AEE956C5"
    /// The test wallet, saved with its public key: both accounts known.
    static let wallet: Wallet = {
        // Test constants: the key pair is the keystore's, so this never fails.
        guard
            let wallet = try? Wallet(
                keystore: TestWallets.keystore, publicKey: TestWallets.keyPair.publicKey, origin: .generated)
        else { preconditionFailure("bad test wallet") }
        return wallet
    }()

    /// `receive` in a temp home holding `wallet`.
    static func receive(_ arguments: [String], wallet: Wallet = wallet) async throws -> CLIResult {
        try await withTemporaryDirectory { home in
            try ReceiveCommandTests.save(wallet, in: home)
            return await zhip(["receive", "--home", home] + arguments, environment: ["NO_COLOR": "1"])
        }
    }

    @Test("--json: the EIP-55 address, the EIP-681 link on the network's EVM chain, the chain's name, no amount")
    func json() async throws {
        let result = try await Self.receive(["--account", "evm", "--network", "mainnet", "--json"])

        #expect(result.code == .success, "\(result.errors)")
        let object = try result.json()
        #expect(object["account"] as? String == "evm")
        #expect(object["address"] as? String == Self.evmAddress)
        #expect(object["amount"] is NSNull)
        #expect(object["link"] as? String == "ethereum:\(Self.evmAddress)@32769")
        #expect(object["qr"] as? String == "ethereum:\(Self.evmAddress)@32769")
        #expect(object["chain"] as? String == "Zilliqa mainnet (EVM chain 32769)")
        #expect(object["chainID"] as? Int == 32769)
        #expect(object["network"] as? String == "mainnet")
    }

    @Test("--amount goes into the link as ?value= and the exact wei integer (evm-accounts.md's form)")
    func amount() async throws {
        let result = try await Self.receive(["--account", "evm", "--network", "mainnet", "--amount", "1.5", "--json"])

        let object = try result.json()
        #expect(object["link"] as? String == "ethereum:\(Self.evmAddress)@32769?value=1500000000000000000")
        #expect(object["amount"] as? [String: String] == ["wei": "1500000000000000000", "zil": "1.5"])
    }

    @Test("the text form: address, amount, link and the chain's name beside it")
    func text() async throws {
        let result = try await Self.receive(["--account", "evm", "--network", "testnet", "--amount", "2"])

        #expect(
            result.output == """
                address: \(Self.evmAddress)
                amount:  2 ZIL
                link:    ethereum:\(Self.evmAddress)@33101?value=2000000000000000000
                chain:   Zilliqa testnet (EVM chain 33101)

                """)
    }

    @Test("--qr draws the QR code of the EIP-681 link, through the legacy receive's QR path")
    func qr() async throws {
        let result = try await Self.receive(["--account", "evm", "--network", "mainnet", "--qr"])

        let expected = try TerminalQRCode(payload: "ethereum:\(Self.evmAddress)@32769").lines(
            palette: .lightModulesDrawn)
        #expect(result.output.hasSuffix("\n\n" + expected.joined(separator: "\n") + "\n"))
    }

    @Test("a wallet whose EVM address is not known yet: exit 1 saying why and what to do")
    func notKnownYet() async throws {
        let result = try await Self.receive(["--account", "evm", "--network", "mainnet"], wallet: TestWallets.wallet)

        #expect(result.code == .failure)
        #expect(result.output.isEmpty)
        #expect(result.errors.hasPrefix("Error: The EVM address is not known yet: it is saved at the wallet's next"))
        #expect(result.errors.hasSuffix("; or give --address ADDRESS to show another address\n"))
    }

    @Test("--address 0x… receives at another EVM account, watch-only")
    func watchOnly() async throws {
        let result = try await withTemporaryDirectory { home in
            await zhip(
                [
                    "receive", "--home", home, "--account", "evm", "--network", "mainnet", "--address",
                    KnownKey.evmAddress.lowercased(), "--json",
                ])
        }

        #expect(result.code == .success, "\(result.errors)")
        #expect(try result.json()["link"] as? String == "ethereum:\(KnownKey.evmAddress)@32769")
    }

    @Test("--account legacy: the zil1 account, with one line naming the wallet's EVM address last")
    func legacyNamesEVMAddress() async throws {
        let text = try await Self.receive(["--account", "legacy"])
        let json = try await Self.receive(["--account", "legacy", "--json"])

        #expect(
            text.output.hasSuffix(
                "evm address: \(Self.evmAddress): \(ReceiveRequest.evmAddressHint)\n"))
        #expect(text.output.hasPrefix("address:     \(Self.wallet.address.bech32)\n"))
        #expect(try json.json()["evm"] as? [String: String] == ["address": Self.evmAddress])
    }

    @Test("--network goes with --account evm only: with the legacy account it is a usage error")
    func networkWithLegacy() async throws {
        let result = try await Self.receive(["--account", "legacy", "--network", "mainnet"])

        #expect(result.code == .usageError)
        #expect(result.errors.hasPrefix("Error: --network chooses the EVM link's chain: add --account evm"))
    }

    // MARK: - Which account leads

    @Test("without --account on mainnet (past its forks) the EVM account leads, the zil1 one named after it")
    func evmLeadsOnMainnet() async throws {
        // Act
        let result = try await Self.receive(["--json"])
        // Assert
        #expect(result.code == .success, "\(result.errors)")
        let object = try result.json()
        #expect(object["account"] as? String == "evm")
        #expect(object["link"] as? String == "ethereum:\(Self.evmAddress)@32769")
        #expect((object["legacy"] as? [String: String])?["bech32"] == Self.wallet.address.bech32)
    }

    @Test("without --account on a devnet, whose era is not known offline, the EVM account leads and nothing is asked")
    func evmLeadsOnADevnet() async throws {
        // Act: nothing listens at the devnet preset's address in tests, and nothing needs to.
        let result = try await Self.receive(["--network", "devnet"])
        // Assert
        #expect(result.code == .success, "\(result.errors)")
        #expect(result.output.hasPrefix("address:        \(Self.evmAddress)\n"), "\(result.output)")
        #expect(result.output.contains("@32990"))
        #expect(
            result.output.hasSuffix(
                "legacy address: \(Self.wallet.address.bech32): \(ReceiveViewModel.legacyAccountHint)"
                    + EVMReceiveRequest.legacyOption + "\n"))
    }
}
