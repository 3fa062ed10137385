import CommandLineKit
import Foundation
import Testing
import ZhipCore
import ZhipDevnetKit
import ZilliqaKit

/// What a watch-only home signs: nothing (rule watch-only, exit 2, the next step named); what it
/// sends: a transaction signed elsewhere with `tx sign`, through `tx send FILE` (issue 48).
@Suite("Watch-only accounts: signing and sending", .container)
struct WatchOnlySigningTests {
    /// zhip-devnet's eth_gasPrice at these tests' 2000 Li: floor(2000 Li in wei / 420).
    static let gasPrice = "4761904761904"

    /// A home with no wallet, watching alice's EVM account, which `devnet` funds with 10 ZIL.
    func watchingHome(on devnet: Devnet) async throws -> TestHome {
        let home = try TestHome()
        let watched = await home.run(["wallet", "watch", Wallets.alice.evmAddress.checksummed])
        try #require(watched.code == .success, "\(watched.errors)")
        _ = try devnet.ledger.fund(try Address(bytes: Wallets.alice.evmAddress.bytes), wei: Wei(10, unit: .zil))
        return home
    }

    /// Signs 1.5 ZIL from alice's EVM account to bob's with her keystore, where the key is (a home
    /// that watches nothing), for `devnet`'s chain, into `elsewhere`; the file's path.
    func signedElsewhere(for devnet: Devnet, in elsewhere: TemporaryDirectory) async throws -> String {
        let keystore = try Wallets.keystore(in: elsewhere)
        let out = elsewhere.file("payment.json")
        let signed = await zhip(
            [
                "tx", "sign", "--account", "evm", "--keystore", keystore, "--to", Wallets.bob.evmAddress.checksummed,
                "--amount", "1.5", "--nonce", "0", "--max-fee", Self.gasPrice, "--priority-fee", Self.gasPrice,
                "--out", out,
            ] + devnet.networkArguments, environment: Wallets.environment)
        try #require(signed.code == .success, "\(signed.errors)")
        return out
    }

    @Test("send from the watched account is refused by rule watch-only (exit 2), no password asked, nothing sent")
    func sendIsRefused() async throws {
        try await withDevnet { devnet async throws in
            let home = try await watchingHome(on: devnet)

            let result = await home.run(
                ["send", "--to", Wallets.bob.evmAddress.checksummed, "--amount", "1", "--yes"] + devnet.networkArguments
            )

            #expect(result.code == ExitCode(2), "\(result.errors)")
            #expect(result.errors.contains("is watched only: this home holds no key for it"), "\(result.errors)")
            #expect(result.errors.contains("'zhip-cli tx send FILE'"), "\(result.errors)")
            #expect(result.errors.contains("(rule watch-only)"), "\(result.errors)")
            #expect(devnet.control.received.summary().received == 0)
        }
    }

    @Test("tx sign in a watch-only home is refused by rule watch-only (exit 2) before any key is asked for")
    func txSignIsRefused() async throws {
        try await withDevnet { devnet async throws in
            let home = try await watchingHome(on: devnet)

            let result = await home.run(
                ["tx", "sign", "--to", Wallets.bob.evmAddress.checksummed, "--amount", "1", "--nonce", "0"]
                    + ["--max-fee", Self.gasPrice, "--priority-fee", "0"] + devnet.networkArguments)

            #expect(result.code == ExitCode(2), "\(result.errors)")
            #expect(result.errors.contains("(rule watch-only)"), "\(result.errors)")
        }
    }

    @Test("a transaction signed with tx sign where the key is, sent with tx send from the watch-only home, is mined")
    func aFileSignedElsewhereIsSent() async throws {
        try await withDevnet { devnet async throws in
            // Signed first: in-process, the commands share the last home pointed at (a separate machine has its own).
            let elsewhere = try TemporaryDirectory()
            let file = try await signedElsewhere(for: devnet, in: elsewhere)
            let home = try await watchingHome(on: devnet)

            let result = await home.run(["tx", "send", file, "--json"] + devnet.networkArguments)

            #expect(result.code == .success, "\(result.errors)")
            let service = JSONRPCEVMService(network: try Network.custom(url: devnet.url, chainID: Wallets.chainID))
            #expect(try await service.balance(of: Wallets.bob.evmAddress) == Wei(wei: 1_500_000_000_000_000_000))
        }
    }

    @Test("history of the watched account shows the transaction sent from the watch-only home")
    func historyShowsIt() async throws {
        try await withDevnet { devnet async throws in
            // Signed first: in-process, the commands share the last home pointed at (a separate machine has its own).
            let elsewhere = try TemporaryDirectory()
            let file = try await signedElsewhere(for: devnet, in: elsewhere)
            let home = try await watchingHome(on: devnet)
            let sent = await home.run(["tx", "send", file, "--json"] + devnet.networkArguments)
            try #require(sent.code == .success, "\(sent.errors)")
            let hash = try #require(try sent.json()["hash"] as? String)

            let result = await home.run(["history", "--json"] + devnet.networkArguments)

            #expect(result.code == .success, "\(result.errors)")
            let json = try result.json()
            #expect(json["address"] as? String == Wallets.alice.evmAddress.checksummed)
            let entries = try #require(json["entries"] as? [[String: Any]])
            #expect(entries.contains { $0["hash"] as? String == hash && $0["direction"] as? String == "out" })
        }
    }

    @Test("message sign with the watched account in use is refused (exit 2), naming where to sign")
    func messageSignIsRefused() async throws {
        try await withDevnet { devnet async throws in
            let home = try await watchingHome(on: devnet)

            let result = await home.run(
                ["message", "sign", "--message", "hello zhip", "--yes"] + devnet.networkArguments)

            #expect(result.code == ExitCode(2), "\(result.errors)")
            #expect(result.errors.contains("is watched only"), "\(result.errors)")
            #expect(result.errors.contains("'zhip-cli tx send FILE'"), "\(result.errors)")
        }
    }
}
