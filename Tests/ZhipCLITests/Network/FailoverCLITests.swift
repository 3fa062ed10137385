import CommandLineKit
import Foundation
import Testing
import ZhipCore
import ZhipDevnetKit
import ZilliqaKit

@testable import ZhipCLI

/// A network of two nodes, end to end: zhip-cli in-process on two in-process zhip-devnets.
@Suite("zhip-cli on several nodes (failover)", .container)
struct FailoverCLITests {
    /// `--network A,B --chain-id 222`.
    private func nodes(_ first: Devnet, _ second: Devnet) -> [String] {
        [
            "--network", "\(first.url.absoluteString),\(second.url.absoluteString)", "--chain-id",
            String(Wallets.chainID),
        ]
    }

    /// How many times `text` occurs in `errors`.
    private func count(_ text: String, in errors: String) -> Int { errors.components(separatedBy: text).count - 1 }

    @Test("a stopped first node: balance is read from the second, saying so once on standard error")
    func readFailsOver() async throws {
        try await withDevnet(balance: "5") { first async throws in
            try await withDevnet(balance: "1000") { second async throws in
                await first.stop()

                let result = await zhip(["balance", KnownKey.bech32, "--json"] + nodes(first, second))

                #expect(result.code == .success, "\(result.errors)")
                #expect(try result.json()["balance"] as? [String: String] == ["qa": "1000000000000000", "zil": "1000"])
                #expect(
                    result.errors
                        == "node \(first.url.absoluteString) did not answer (connection refused); using"
                        + " \(second.url.absoluteString)\n")
            }
        }
    }

    @Test("a send whose answer the first node drops is in doubt (exit 3) and never reaches the second node")
    func sendNeverRepeated() async throws {
        let directory = try TemporaryDirectory()
        let keystore = try Wallets.keystore(in: directory)
        let drop = FaultPlan(rate: 1, mode: .drop, methods: ["CreateTransaction"])
        try await withDevnet(faults: drop) { first async throws in
            try await withDevnet { second async throws in
                let result = await zhip(
                    ["send", "--account", "legacy", "--keystore", keystore, "--to", Wallets.bob.address.bech32]
                        + ["--amount", "1.5", "--yes", "--timeout", "2"] + nodes(first, second),
                    environment: Wallets.environment)

                #expect(result.code == ExitCode(3), "\(result.errors)")
                #expect(
                    result.errors.contains("(nonce 1 from \(Wallets.alice.address.bech32)) may or may not have reached")
                )
                #expect(first.ledger.summary().transactionCount == 1)
                #expect(second.control.received.summary().received == 0)
                #expect(second.acceptedNothing)
                #expect(count("did not answer", in: result.errors) == 0)
            }
        }
    }

    @Test("a node on another chain is refused before it serves anything; the next one on the chain serves")
    func otherChainRefused() async throws {
        var mainnetChain = DevnetConfiguration()
        mainnetChain.port = 0
        mainnetChain.chainID = 1
        mainnetChain.genesis = [GenesisAccount(keyPair: Wallets.alice, balance: try Wallets.zil("5"))]
        try await Devnet.withRunning(mainnetChain) { other async throws in
            try await withDevnet(balance: "1000") { good async throws in
                let result = await zhip(["balance", KnownKey.bech32, "--json"] + nodes(other, good))

                #expect(result.code == .success, "\(result.errors)")
                #expect(try result.json()["balance"] as? [String: String] == ["qa": "1000000000000000", "zil": "1000"])
                #expect(
                    result.errors
                        == "node \(other.url.absoluteString) was refused (on EVM chain 32769, not the network's chain);"
                        + " using \(good.url.absoluteString)\n")
            }
        }
    }

    @Test("settings set network URL1,URL2 --chain-id 222 round-trips; settings shows each node and its last answer")
    func settingsShowsNodes() async throws {
        let home = try TestHome()
        try await withDevnet { first async throws in
            try await withDevnet { second async throws in
                let urls = "\(first.url.absoluteString),\(second.url.absoluteString)"
                let set = await home.run(["settings", "set", "network", urls, "--chain-id", "222"])
                await first.stop()
                let read = await home.run(["balance", KnownKey.bech32])
                let json = await home.run(["settings", "--json"])
                let text = await home.run(["settings"])

                #expect(set.code == .success, "\(set.errors)")
                #expect(
                    set.output
                        == "network: \(first.url.absoluteString) (chain 222, \(urls))\n"
                        + "  node 1: \(first.url.absoluteString), not asked yet\n"
                        + "  node 2: \(second.url.absoluteString), not asked yet\n")
                #expect(read.code == .success, "\(read.errors)")
                let network = try #require(try json.json()["network"] as? [String: Any])
                #expect(network["url"] as? String == first.url.absoluteString)
                let nodes = try #require(network["nodes"] as? [[String: Any]])
                #expect(nodes.map { $0["url"] as? String } == [first.url.absoluteString, second.url.absoluteString])
                let outcomes = nodes.map { ($0["lastAnswer"] as? [String: Any])?["outcome"] as? String }
                #expect(outcomes == ["connection refused", "ok"])
                #expect(text.output.contains("node 1: \(first.url.absoluteString), last answer connection refused at "))
                #expect(text.output.contains("node 2: \(second.url.absoluteString), last answer ok at "))
            }
        }
    }
}

/// `--network URL1,URL2`: parsed by the one parser of `--network`.
@Suite("--network with several URLs")
struct NetworkOptionNodesTests {
    @Test("several URLs with --chain-id make one network of those nodes, in order")
    func parsed() throws {
        let network = try #require(
            try NetworkOptions.network(
                named: "http://127.0.0.1:5001, http://127.0.0.1:5002", chainID: ChainIDArgument(zilliqa: 222)))

        #expect(network.nodeURLs.map(\.absoluteString) == ["http://127.0.0.1:5001", "http://127.0.0.1:5002"])
        #expect(network.commandLineArguments == "--network http://127.0.0.1:5001,http://127.0.0.1:5002 --chain-id 222")
    }

    @Test("six URLs are refused with the limit; an empty part is not a node URL")
    func refused() async throws {
        let six = (1...6).map { "http://127.0.0.1:\(5000 + $0)" }.joined(separator: ",")

        let tooMany = await zhip(["balance", KnownKey.bech32, "--network", six, "--chain-id", "222"])
        let empty = await zhip(["balance", KnownKey.bech32, "--network", "http://127.0.0.1:5001,", "--chain-id", "222"])

        #expect(tooMany.code == ExitCode(64))
        #expect(tooMany.errors.contains("6 node URLs were given, but a network lists at most 5"))
        #expect(empty.code == ExitCode(64))
        #expect(empty.errors.contains("is not a node URL"))
    }
}
