import CommandLineKit
import Foundation
import Testing
import ZhipCore
import ZhipDevnetKit
import ZilliqaKit

/// `zhip-cli history` on a real zhip-devnet over HTTP: sends and receipts of ZIL and a token, the
/// legacy account, paging by whole blocks, a pending send, and explorer links (issue 28).
@Suite("zhip-cli history end to end on zhip-devnet", .container)
struct HistoryEndToEndTests {
    var bob: String { Wallets.bob.evmAddress.checksummed }

    /// A home with alice's wallet saved.
    func aliceHome() async throws -> TestHome {
        let home = try TestHome()
        try await home.restoreAlice()
        return home
    }

    /// Sends from the saved wallet (`--yes`, the password from the environment); expects success.
    func send(_ arguments: [String], in home: TestHome, on devnet: Devnet) async throws {
        let sent = await home.run(
            ["send", "--yes", "--json"] + arguments + devnet.networkArguments, environment: Wallets.environment)
        try #require(sent.code == .success, "\(sent.errors)")
    }

    /// `history --json` with `arguments`: its entries.
    func history(_ arguments: [String] = [], in home: TestHome, on devnet: Devnet) async throws
        -> (json: [String: Any], entries: [[String: Any]])
    {
        let listed = await home.run(["history", "--json"] + arguments + devnet.networkArguments)
        try #require(listed.code == .success, "\(listed.errors)")
        let json = try listed.json()
        return (json, try #require(json["entries"] as? [[String: Any]]))
    }

    @Test("an EVM send is out, to its recipient, with its amount, the fee the balance lost, and success")
    func anEVMSend() async throws {
        let home = try await aliceHome()
        try await withDevnet { devnet async throws in
            try await send(["--account", "evm", "--to", bob, "--amount", "1.5"], in: home, on: devnet)

            let (json, entries) = try await history(in: home, on: devnet)

            #expect(json["account"] as? String == "evm")
            #expect(json["address"] as? String == Wallets.alice.evmAddress.checksummed)
            #expect(json["nextBefore"] == nil)
            let entry = try #require(entries.first)
            #expect(entry["direction"] as? String == "out")
            #expect(entry["counterparty"] as? String == bob)
            #expect((entry["amount"] as? [String: Any])?["text"] as? String == "1.5 ZIL")
            #expect((entry["fee"] as? [String: Any])?["wei"] as? String == String(21_000 * 4_761_904_761_904))
            #expect(entry["status"] as? String == "success")
            #expect((entry["time"] as? String)?.hasSuffix("Z") == true)
        }
    }

    @Test("a ZIL payment someone else sent is in, from its sender, without a fee")
    func aReceivedPayment() async throws {
        let home = try await aliceHome()
        try await withDevnet { devnet async throws in
            _ = try devnet.ledger.fund(try Address(bytes: Wallets.bob.evmAddress.bytes), wei: Wei(5, unit: .zil))
            let rules = devnet.ledger.rules
            let payment = EVMTransaction(
                nonce: 0, fee: .legacy(gasPrice: try #require(Ledger.weiPerEVMGas(rules.minimumGasPrice))),
                gasLimit: 21_000, to: Wallets.alice.evmAddress, value: 2_000_000_000_000_000_000,
                chainID: rules.evmChainID
            ).signed(with: Wallets.bob.privateKey)
            _ = try devnet.ledger.submit(EthTransaction(raw: payment.raw))

            let entry = try #require(try await history(in: home, on: devnet).entries.first)

            #expect(entry["direction"] as? String == "in")
            #expect(entry["counterparty"] as? String == bob)
            #expect((entry["amount"] as? [String: Any])?["text"] as? String == "2 ZIL")
            #expect(entry["fee"] == nil)
        }
    }

    @Test("a listed token's transfer is its amount and symbol, read from the Transfer log")
    func aTokenTransfer() async throws {
        let home = try await aliceHome()
        try await withDevnet { devnet async throws in
            let contract = try devnet.deployToken(symbol: "TUSD")
            let added = await home.run(["token", "add", contract.checksummed] + devnet.networkArguments)
            try #require(added.code == .success, "\(added.errors)")
            try await send(["--token", "TUSD", "--to", bob, "--amount", "12.5"], in: home, on: devnet)

            let entry = try #require(try await history(in: home, on: devnet).entries.first)

            let amount = try #require(entry["amount"] as? [String: Any])
            #expect(amount["asset"] as? String == "TUSD")
            #expect(amount["units"] as? String == "12500000")
            #expect(entry["counterparty"] as? String == bob)
            #expect(entry["direction"] as? String == "out")
        }
    }

    @Test("the legacy account's send is in its history, the other party as zil1")
    func aLegacySend() async throws {
        let home = try await aliceHome()
        try await withDevnet { devnet async throws in
            try await send(
                ["--account", "legacy", "--to", Wallets.bob.address.bech32, "--amount", "1"], in: home, on: devnet)

            let (json, entries) = try await history(["--account", "legacy"], in: home, on: devnet)

            #expect(json["address"] as? String == Wallets.alice.address.bech32)
            #expect(entries.first?["counterparty"] as? String == Wallets.bob.address.bech32)
            #expect((entries.first?["amount"] as? [String: Any])?["text"] as? String == "1 ZIL")
            #expect(entries.first?["status"] as? String == "success")
        }
    }

    @Test("a page ends with a whole block and prints the next page's --before; that page is older")
    func paging() async throws {
        let home = try await aliceHome()
        try await withDevnet { devnet async throws in
            for amount in ["1", "2", "3"] {
                try await send(["--account", "evm", "--to", bob, "--amount", amount], in: home, on: devnet)
            }

            let text = await home.run(["history", "--limit", "2"] + devnet.networkArguments)
            let (first, firstEntries) = try await history(["--limit", "2"], in: home, on: devnet)
            let before = try #require(first["nextBefore"] as? Int)
            let (second, secondEntries) = try await history(
                ["--limit", "2", "--before", String(before)], in: home, on: devnet)

            #expect(
                text.output.contains(
                    "more: zhip-cli history --before \(before) --limit 2 "
                        + devnet.networkArguments.joined(separator: " ") + " --home \(home.path)"),
                "\(text.output)")
            #expect(
                firstEntries.compactMap { ($0["amount"] as? [String: Any])?["text"] as? String } == ["3 ZIL", "2 ZIL"])
            #expect(secondEntries.compactMap { ($0["amount"] as? [String: Any])?["text"] as? String } == ["1 ZIL"])
            #expect(secondEntries.allSatisfy { ($0["block"] as? Int ?? .max) < before })
            #expect(second["nextBefore"] == nil)
        }
    }

    @Test("the next page's command, run as printed, lists the older page from the same node")
    func printedCursorRuns() async throws {
        let home = try await aliceHome()
        try await withDevnet { devnet async throws in
            for amount in ["1", "2", "3"] {
                try await send(["--account", "evm", "--to", bob, "--amount", amount], in: home, on: devnet)
            }
            let text = await home.run(["history", "--limit", "2"] + devnet.networkArguments)
            let more = try #require(text.output.split(separator: "\n").last { $0.hasPrefix("more: zhip-cli ") })

            let older = await zhip(more.dropFirst("more: zhip-cli ".count).split(separator: " ").map(String.init))

            #expect(older.code == .success, "\(older.errors)")
            #expect(older.output.contains("  1 ZIL  "), "\(older.output)")
            #expect(!older.output.contains("  3 ZIL  "))
        }
    }

    @Test("a send not mined yet is pending from the wallet's record, and success once its block is made")
    func aPendingSend() async throws {
        let home = try await aliceHome()
        try await withDevnet(blockTime: .seconds(3600)) { devnet async throws in
            try await send(["--account", "evm", "--to", bob, "--amount", "1", "--no-wait"], in: home, on: devnet)

            let pending = try await history(in: home, on: devnet).entries
            devnet.ledger.sealBlock()
            let mined = try await history(in: home, on: devnet).entries

            #expect(pending.map { $0["status"] as? String } == ["pending"])
            #expect(pending.first?["block"] == nil)
            #expect(mined.map { $0["status"] as? String } == ["success"])
            #expect(mined.first?["hash"] as? String == pending.first?["hash"] as? String)
        }
    }

    @Test("each entry links its transaction on the explorer set for the network; none by default on the devnet")
    func explorerLinks() async throws {
        let home = try await aliceHome()
        try await withDevnet { devnet async throws in
            try await send(["--account", "evm", "--to", bob, "--amount", "1"], in: home, on: devnet)
            let before = try #require(try await history(in: home, on: devnet).entries.first)
            let set = await home.run(
                ["settings", "set", "explorer", "http://127.0.0.1:5100"] + devnet.networkArguments)
            try #require(set.code == .success, "\(set.errors)")

            let after = try #require(try await history(in: home, on: devnet).entries.first)

            let hash = try #require(after["hash"] as? String)
            #expect(before["explorer"] == nil)
            #expect(after["explorer"] as? String == "http://127.0.0.1:5100/tx/" + hash)
        }
    }

    @Test("the text lists one line per entry with its time, direction, party, amount, fee and status")
    func textLines() async throws {
        let home = try await aliceHome()
        try await withDevnet { devnet async throws in
            try await send(["--account", "evm", "--to", bob, "--amount", "1"], in: home, on: devnet)

            let listed = await home.run(["history"] + devnet.networkArguments)

            #expect(listed.code == .success, "\(listed.errors)")
            let line = try #require(listed.output.split(separator: "\n").first { $0.contains(" out ") })
            #expect(line.contains(bob) && line.contains("1 ZIL") && line.contains("fee 0.") && line.contains("success"))
        }
    }
}
