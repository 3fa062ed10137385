import CommandLineKit
import Foundation
import Testing
import ZhipCoreTestSupport
import ZhipDevnetKit
import ZhipTesting
import ZilliqaKit

@testable import ZhipCLI

/// A Ledger wallet end to end: zhip-cli in-process over the real Speculos TCP transport to
/// ``RecordedSpeculos``, which answers only the exchanges recorded from Ledger's real Ethereum app
/// (any other APDU fails the command and is kept in `unrecorded`), paying on an in-process devnet on
/// mainnet's EVM chain (32769), where the recorded transfer was signed.
@Suite("A Ledger wallet, against the recorded Ethereum app", .container)
struct LedgerWalletTests {
    /// Speculos's default seed on m/44'/60'/0'/0/0, the recordings' account.
    static let account = "0xDad77910DbDFdE764fC21FCD4E74D71bBACA6D8D"
    /// The recipient of the recorded transfer.
    static let recipient = "0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf"
    /// What every command that signs asks first: the open app, its settings and the saved account.
    static let connecting = ["get_app_and_version", "get_app_configuration", "get_address_m44_60_0_0_0"]

    @Test("wallet restore --ledger saves the device's account and path, no key; wallet show says it is a Ledger wallet")
    func restoreSavesTheDevicesAccount() async throws {
        let home = try TemporaryDirectory()
        let speculos = try RecordedSpeculos(records: ["get_app_and_version", "get_address_m44_60_0_0_0"])
        defer { speculos.stop() }

        let restored = await zhip(
            ["wallet", "restore", "--ledger", "--json", "--home", home.path],
            environment: ["ZHIP_LEDGER_TRANSPORT": speculos.setting])
        let shown = await zhip(["wallet", "show", "--json", "--home", home.path])

        #expect(restored.code == .success, "\(restored.errors)")
        let json = try shown.json()
        #expect(json["kind"] as? String == "ledger")
        #expect((json["evm"] as? [String: String])?["address"] == Self.account)
        #expect((json["account"] as? [String: Any])?["path"] as? String == "m/44'/60'/0'/0/0")
        #expect(speculos.unrecorded.isEmpty)
        let saved = try String(contentsOfFile: home.path + "/data/secure.json", encoding: .utf8)
        #expect(!saved.contains("crypto") && !saved.contains("ciphertext"), "no keystore is saved")
    }

    @Test("--path ledger-live --index 1 is m/44'/60'/1'/0/0, the account Ledger Live shows second")
    func aLedgerLiveIndexIsItsPath() async throws {
        let home = try TemporaryDirectory()
        let speculos = try RecordedSpeculos(records: ["get_app_and_version", "get_address_ledger_live_m44_60_1_0_0"])
        defer { speculos.stop() }

        let restored = await zhip(
            ["wallet", "restore", "--ledger", "--path", "ledger-live", "--index", "1", "--json", "--home", home.path],
            environment: ["ZHIP_LEDGER_TRANSPORT": speculos.setting])

        #expect(restored.code == .success, "\(restored.errors)")
        #expect(
            (try restored.json()["evm"] as? [String: String])?["address"]
                == "0x463e4e114AA57F54f2Fd2C3ec03572C6f75d84C2")
    }

    @Test("account add --index 1 adds Ledger Live's second account from the device; list shows both; use switches")
    func accountsAreAddedFromTheDevice() async throws {
        let home = try TemporaryDirectory()
        let speculos = try RecordedSpeculos(
            records: ["get_app_and_version", "get_address_m44_60_0_0_0", "get_address_ledger_live_m44_60_1_0_0"])
        defer { speculos.stop() }
        let environment = ["ZHIP_LEDGER_TRANSPORT": speculos.setting]
        _ = await zhip(["wallet", "restore", "--ledger", "--home", home.path], environment: environment)

        let added = await zhip(
            ["account", "add", "--index", "1", "--json", "--home", home.path], environment: environment)
        let listed = await zhip(["account", "list", "--json", "--home", home.path])
        let used = await zhip(["account", "use", "1", "--json", "--home", home.path])

        #expect(added.code == .success, "\(added.errors)")
        #expect((try added.json()["account"] as? [String: Any])?["path"] as? String == "m/44'/60'/1'/0/0")
        let accounts = try #require(try listed.json()["accounts"] as? [[String: Any]])
        #expect(
            accounts.compactMap { ($0["evm"] as? [String: String])?["address"] } == [
                Self.account, "0x463e4e114AA57F54f2Fd2C3ec03572C6f75d84C2",
            ])
        #expect(try listed.json()["current"] as? Int == 2)
        #expect((try used.json()["evm"] as? [String: String])?["address"] == Self.account)
        #expect(speculos.unrecorded.isEmpty)
    }

    @Test("a Ledger wallet's payment is signed on the device and mined: the recipient gets exactly 1 ZIL")
    func aPaymentIsMined() async throws {
        try await withLedgerWallet(signing: "sign_eip1559_zil_transfer") { home, speculos, devnet in
            let result = await zhip(
                ["send", "--to", Self.recipient, "--amount", "1", "--yes", "--json", "--home", home]
                    + devnet.ledgerNetworkArguments,
                environment: ["ZHIP_LEDGER_TRANSPORT": speculos.setting])

            #expect(result.code == .success, "\(result.errors)")
            #expect(result.errors.contains("Confirm the payment on your Ledger"), "\(result.errors)")
            let recipient = try EVMAddress(Self.recipient)
            #expect(devnet.wei(of: recipient) == Wei(1, unit: .zil))
            #expect(speculos.unrecorded.isEmpty, "every APDU sent is the recorded one")
        }
    }

    @Test("a payment rejected on the device sends nothing and exits 2")
    func aRejectionSendsNothing() async throws {
        // The rejection was recorded for the account's fourth transaction (nonce 3).
        try await withLedgerWallet(signing: "sign_eip1559_rejected") { home, speculos, devnet in
            let result = await zhip(
                ["send", "--to", Self.recipient, "--amount", "1", "--nonce", "3", "--allow-nonce-gap", "--yes"]
                    + ["--home", home]
                    + devnet.ledgerNetworkArguments,
                environment: ["ZHIP_LEDGER_TRANSPORT": speculos.setting])

            #expect(result.code == ExitCode(2))
            #expect(result.errors.contains("rejected on the Ledger device; nothing was signed"), "\(result.errors)")
            #expect(devnet.acceptedNothing)
            #expect(speculos.unrecorded.isEmpty)
        }
    }

    @Test("message sign: the device's EIP-191 signature of \"hello zhip\", as recorded")
    func aMessageIsSignedOnTheDevice() async throws {
        let record = try LedgerRecordings.ethereumApp.record(named: "personal_sign_hello_zhip")
        try await withLedgerWallet(signing: record.name) { home, speculos, devnet in
            let result = await zhip(
                ["message", "sign", "--message", "hello zhip", "--yes", "--json", "--home", home]
                    + devnet.ledgerNetworkArguments,
                environment: ["ZHIP_LEDGER_TRANSPORT": speculos.setting])

            #expect(result.code == .success, "\(result.errors)")
            let json = try result.json()
            #expect(json["signature"] as? String == record.decoded?["signature_rsv"]?.stringValue)
            #expect(json["address"] as? String == Self.account)
        }
    }

    @Test("tx sign without --keystore signs on the device: the file's raw transaction is the recorded one")
    func aTransactionIsSignedOfflineOnTheDevice() async throws {
        let record = try LedgerRecordings.ethereumApp.record(named: "sign_eip1559_zil_transfer")
        try await withLedgerWallet(signing: record.name) { home, speculos, _ in
            let result = await zhip(
                ["tx", "sign", "--to", Self.recipient, "--amount", "1", "--nonce", "0", "--max-fee", "4761904800000"]
                    + ["--priority-fee", "0", "--chain-id", "1", "--home", home],
                environment: ["ZHIP_LEDGER_TRANSPORT": speculos.setting])

            #expect(result.code == .success, "\(result.errors)")
            let json = try result.json()
            #expect(json["raw"] as? String == record.signedRawTransaction)
            #expect(json["from"] as? String == Self.account)
            #expect(speculos.unrecorded.isEmpty)
        }
    }

    @Test("typed data while the app's blind signing is off: refused before the device is asked to sign, exit 2")
    func typedDataNeedsBlindSigning() async throws {
        let directory = try TemporaryDirectory()
        let document = """
            {"types": {"EIP712Domain": [{"name": "name", "type": "string"}, {"name": "chainId", "type": "uint256"}],
             "Note": [{"name": "text", "type": "string"}]},
             "primaryType": "Note", "domain": {"name": "Zhip", "chainId": 32769}, "message": {"text": "hello"}}
            """
        let file = try directory.write("note.json", document)
        try await withLedgerWallet(signing: "get_app_and_version") { home, speculos, devnet in
            let result = await zhip(
                ["message", "sign", "--typed-data", file, "--yes", "--home", home] + devnet.ledgerNetworkArguments,
                environment: ["ZHIP_LEDGER_TRANSPORT": speculos.setting])

            #expect(result.code == ExitCode(2), "\(result.errors)")
            #expect(result.errors.contains("turn Blind signing on"), "\(result.errors)")
            #expect(result.errors.contains("domain and message hashes"), "the terminal says what the device shows")
            #expect(!speculos.received.contains { $0.starts(with: [0xE0, 0x0C]) }, "nothing was sent to sign")
        }
    }

    @Test("receive --verify-on-device shows the address on the device: confirmed exits 0, cancelled exits 2")
    func theAddressIsVerifiedOnTheDevice() async throws {
        for (record, code) in [
            ("get_address_display_approved", ExitCode.success), ("get_address_display_rejected", ExitCode(2)),
        ] {
            try await withLedgerWallet(signing: record) { home, speculos, devnet in
                let result = await zhip(
                    ["receive", "--verify-on-device", "--home", home] + devnet.ledgerNetworkArguments,
                    environment: ["ZHIP_LEDGER_TRANSPORT": speculos.setting])

                #expect(result.code == code, "\(record): \(result.errors)")
                #expect(result.output.contains(Self.account))
            }
        }
    }

    @Test("the legacy account's commands say a Ledger wallet has none, and ask the device nothing")
    func legacyCommandsAreRefused() async throws {
        try await withLedgerWallet(signing: "get_app_and_version") { home, speculos, devnet in
            let sent = speculos.received.count
            let move = await zhip(
                ["move", "--amount", "1", "--yes", "--home", home] + devnet.ledgerNetworkArguments,
                environment: ["ZHIP_LEDGER_TRANSPORT": speculos.setting])
            let send = await zhip(
                ["send", "--account", "legacy", "--to", Wallets.bob.address.bech32, "--amount", "1", "--yes"]
                    + ["--home", home] + devnet.ledgerNetworkArguments,
                environment: ["ZHIP_LEDGER_TRANSPORT": speculos.setting])

            for result in [move, send] {
                #expect(result.code != .success)
                #expect(result.errors.contains("a Ledger wallet has no legacy (zil1) account"), "\(result.errors)")
            }
            #expect(speculos.received.count == sent)
        }
    }

    /// Restores a Ledger wallet in a temporary home from a RecordedSpeculos answering the connection's
    /// records and `signing`, starts a devnet on chain 1 (EVM chain 32769, ZQ2's gas price) funding the
    /// Ledger's account with 1000 ZIL, and runs `body`.
    func withLedgerWallet(
        signing record: String, _ body: (String, RecordedSpeculos, Devnet) async throws -> Void
    ) async throws {
        let home = try TemporaryDirectory()
        let speculos = try RecordedSpeculos(records: Self.connecting + [record])
        defer { speculos.stop() }
        let restored = await zhip(
            ["wallet", "restore", "--ledger", "--home", home.path],
            environment: ["ZHIP_LEDGER_TRANSPORT": speculos.setting])
        try #require(restored.code == .success, "\(restored.errors)")
        var configuration = DevnetConfiguration()
        configuration.port = 0
        configuration.chainID = 1
        configuration.genesis = [
            GenesisAccount(
                address: try Address(bytes: try EVMAddress(Self.account).bytes), balance: try Wallets.zil("1000"))
        ]
        try await Devnet.withRunning(configuration) { devnet in try await body(home.path, speculos, devnet) }
    }
}

extension Devnet {
    /// `--network <url> --chain-id 1`: mainnet's chain, whose EVM chain id (32769) the recordings sign for.
    var ledgerNetworkArguments: [String] { ["--network", url.absoluteString, "--chain-id", "1"] }
}
