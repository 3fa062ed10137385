import Foundation
import Testing
import ZhipCore
import ZhipDevnetKit
import ZilliqaKit

/// Explorer links on a real zhip-devnet: none by default (the devnet has no explorer), and the
/// page of each transaction on the explorer set for the network, after a send and in `tx status`.
@Suite("Explorer links end to end on zhip-devnet", .container)
struct ExplorerLinkEndToEndTests {
    let directory: TemporaryDirectory
    let keystore: String

    init() throws {
        directory = try TemporaryDirectory()
        keystore = try Wallets.keystore(in: directory)
    }

    func send(in home: TestHome, on devnet: Devnet) async -> CLIResult {
        await home.run(
            [
                "send", "--keystore", keystore, "--to", Wallets.bob.evmAddress.checksummed, "--amount", "0.5", "--yes",
                "--json",
            ] + devnet.networkArguments, environment: Wallets.environment)
    }

    @Test("a send on the devnet prints no explorer link: the devnet has no explorer")
    func noneByDefault() async throws {
        try await withDevnet { devnet async throws in
            let home = try TestHome()

            let sent = await send(in: home, on: devnet)

            #expect(sent.code == .success, "\(sent.errors)")
            #expect(try sent.json()["explorer"] == nil)
        }
    }

    @Test("with an explorer set for the network, a send prints the page of its hash")
    func sendLinksTheHash() async throws {
        try await withDevnet { devnet async throws in
            let home = try TestHome()
            let set = await home.run(
                ["settings", "set", "explorer", "http://127.0.0.1:5100"] + devnet.networkArguments)
            try #require(set.code == .success, "\(set.errors)")

            let sent = await send(in: home, on: devnet)

            #expect(sent.code == .success, "\(sent.errors)")
            let hash = try #require(try sent.json()["hash"] as? String)
            #expect(try sent.json()["explorer"] as? String == "http://127.0.0.1:5100/tx/" + hash)
        }
    }

    @Test("tx status prints the transaction's page on the explorer set for the network")
    func statusLinksTheHash() async throws {
        try await withDevnet { devnet async throws in
            let home = try TestHome()
            _ = await home.run(["settings", "set", "explorer", "http://127.0.0.1:5100"] + devnet.networkArguments)
            let hash = try #require(try await send(in: home, on: devnet).json()["hash"] as? String)

            let status = await home.run(["tx", "status", hash] + devnet.networkArguments)

            #expect(status.code == .success, "\(status.errors)")
            #expect(status.output.contains("http://127.0.0.1:5100/tx/" + hash), "\(status.output)")
        }
    }
}
