import CommandLineKit
import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZhipDevnetKit
import ZilliqaKit

@testable import ZhipCLI

/// Swaps end to end on zhip-devnet's PlunderSwap model (`POST /control/dex`, fee 35): the router's
/// quote shown by `swap quote` is what `swap` receives when nothing moved in between; a token the
/// router may not spend is approved for exactly the amount first; wrap and unwrap; reserves moved
/// between the review and the block make the router revert on the minimum, said with its reason.
@Suite("Swaps end to end on zhip-devnet", .container { $0.preferences.register { .inMemory() } })
struct SwapEndToEndTests {
    let directory: TemporaryDirectory
    let keystore: String
    static let alice = Wallets.alice.evmAddress

    init() throws {
        directory = try TemporaryDirectory()
        keystore = try Wallets.keystore(in: directory)
    }

    /// The devnet's exchange, set for the wallet, and a listed 6-decimal `symbol` in a pair with
    /// 1000 ZIL and 3000 of it; alice's EVM account holds 5000 ZIL and 1000 of the token.
    func exchange(on devnet: Devnet, symbols: [String] = ["TUSD"]) async throws -> (DexDeployment, [EVMAddress]) {
        _ = try devnet.ledger.fund(Address(Self.alice), wei: Wei(5_000, unit: .zil))
        let dex = try devnet.control.deployDex()
        let set = await zhip(
            ["settings", "set", "dex", try EVMAddress(bytes: dex.router.bytes).checksummed] + devnet.networkArguments
                + ["--json"])
        try #require(set.code == .success, "\(set.errors) \(set.output)")
        var tokens: [EVMAddress] = []
        for symbol in symbols {
            let token = try devnet.deployToken(symbol: symbol)
            let added = await zhip(["token", "add", token.checksummed] + devnet.networkArguments)
            try #require(added.code == .success, "\(added.errors)")
            _ = try devnet.control.seedLiquidity(
                token: Address(token), zil: Wei(1_000, unit: .zil), amount: UInt256(3_000_000_000))
            tokens.append(token)
        }
        return (dex, tokens)
    }

    func quote(_ arguments: [String], on devnet: Devnet) async throws -> [String: Any] {
        let quoted = await zhip(["swap", "quote", "--json"] + arguments + devnet.networkArguments)
        try #require(quoted.code == .success, "\(quoted.errors)")
        return try #require(try quoted.json()["swap"] as? [String: Any])
    }

    func swap(_ arguments: [String], on devnet: Devnet) async -> CLIResult {
        await zhip(
            ["swap", "--keystore", keystore, "--yes", "--json"] + arguments + devnet.networkArguments,
            environment: Wallets.environment)
    }

    @Test("ZIL for a token receives exactly the amount swap quote showed, through the direct pair")
    func zilForToken() async throws {
        try await withDevnet { devnet async throws in
            let (_, tokens) = try await exchange(on: devnet)
            let quoted = try await quote(["--amount", "10", "ZIL", "TUSD"], on: devnet)
            let before = try devnet.tokenUnits(tokens[0], of: Self.alice)

            let swapped = await swap(["--amount", "10", "ZIL", "TUSD"], on: devnet)

            #expect(swapped.code == .success, "\(swapped.errors)")
            // PlunderLibrary.getAmountOut(10e18, 1000e18, 3000e6) at 9965/10000, in Python: 29600035.
            #expect(quoted["amountOut"] as? String == "29600035")
            #expect(quoted["route"] as? String == "ZIL → TUSD")
            let report = try swapped.json()
            #expect(report["received"] as? String == "29600035")
            #expect(
                try devnet.tokenUnits(tokens[0], of: Self.alice)
                    == before.addingReportingOverflow(29_600_035).partialValue)
        }
    }

    @Test("a token for ZIL is approved for exactly the amount first, then swapped at the quote")
    func tokenForZILApprovesExactlyFirst() async throws {
        try await withDevnet { devnet async throws in
            let (dex, tokens) = try await exchange(on: devnet)
            let quoted = try await quote(["--amount", "30", "TUSD", "ZIL"], on: devnet)

            let swapped = await swap(["--amount", "30", "TUSD", "ZIL"], on: devnet)

            #expect(swapped.code == .success, "\(swapped.errors)")
            #expect(swapped.errors.contains("Step 1 of 2"), "\(swapped.errors)")
            let reports = swapped.output.split(separator: "\n").compactMap {
                try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
            }
            #expect(reports.count == 2)
            #expect(reports.last?["received"] as? String == quoted["amountOut"] as? String)
            // The exact approval was spent whole by the swap.
            let router = try EVMAddress(bytes: dex.router.bytes)
            #expect(try devnet.allowanceUnits(tokens[0], owner: Self.alice, spender: router) == .zero)
        }
    }

    @Test("a token for another token goes through WZIL, and receives the quote")
    func tokenForTokenThroughWZIL() async throws {
        try await withDevnet { devnet async throws in
            let (_, tokens) = try await exchange(on: devnet, symbols: ["TUSD", "TEUR"])
            let quoted = try await quote(["--amount", "30", "TUSD", "TEUR"], on: devnet)
            let before = try devnet.tokenUnits(tokens[1], of: Self.alice)

            let swapped = await swap(["--amount", "30", "TUSD", "TEUR"], on: devnet)

            #expect(swapped.code == .success, "\(swapped.errors)")
            #expect(quoted["route"] as? String == "TUSD → WZIL → TEUR")
            let received = try UInt256(decimal: try #require(quoted["amountOut"] as? String))
            #expect(
                try devnet.tokenUnits(tokens[1], of: Self.alice)
                    == before.addingReportingOverflow(received).partialValue)
        }
    }

    @Test("an exact output receives exactly the amount asked, paying at most the limit")
    func exactOut() async throws {
        try await withDevnet { devnet async throws in
            let (_, tokens) = try await exchange(on: devnet)
            let before = try devnet.tokenUnits(tokens[0], of: Self.alice)

            let swapped = await swap(["--amount", "5", "--exact-out", "ZIL", "TUSD"], on: devnet)

            #expect(swapped.code == .success, "\(swapped.errors)")
            #expect(
                try devnet.tokenUnits(tokens[0], of: Self.alice)
                    == before.addingReportingOverflow(5_000_000).partialValue)
            let report = try swapped.json()
            #expect((report["swap"] as? [String: Any])?["exactOut"] as? Bool == true)
        }
    }

    @Test("wrap turns ZIL into as much WZIL, and unwrap --all turns it all back")
    func wrapAndUnwrap() async throws {
        try await withDevnet { devnet async throws in
            let (dex, _) = try await exchange(on: devnet)
            let wzil = try EVMAddress(bytes: dex.wzil.bytes)

            let wrapped = await zhip(
                ["wrap", "--amount", "5", "--keystore", keystore, "--yes", "--json"] + devnet.networkArguments,
                environment: Wallets.environment)
            let held = try devnet.tokenUnits(wzil, of: Self.alice)
            let unwrapped = await zhip(
                ["unwrap", "--all", "--keystore", keystore, "--yes", "--json"] + devnet.networkArguments,
                environment: Wallets.environment)

            #expect(wrapped.code == .success, "\(wrapped.errors)")
            #expect(held == UInt256(5_000_000_000_000_000_000 as UInt128))
            #expect(unwrapped.code == .success, "\(unwrapped.errors)")
            #expect(try devnet.tokenUnits(wzil, of: Self.alice) == .zero)
        }
    }

    @Test("a token that takes a fee on transfer: refused past the slippage, then swapped with the Supporting variant")
    func feeOnTransferToken() async throws {
        try await withDevnet { devnet async throws in
            _ = try await exchange(on: devnet)
            let taxed = try devnet.deployToken(symbol: "TAX", behaviour: .feeOnTransfer)
            _ = await zhip(["token", "add", taxed.checksummed] + devnet.networkArguments)
            _ = try devnet.control.seedLiquidity(
                token: Address(taxed), zil: Wei(1_000, unit: .zil), amount: UInt256(3_000_000_000))

            let tooTight = await swap(["--amount", "30", "TAX", "ZIL"], on: devnet)
            let swapped = await swap(["--amount", "30", "--slippage", "2", "TAX", "ZIL"], on: devnet)

            #expect(tooTight.code == .refused, "\(tooTight.errors)")
            #expect(tooTight.errors.contains("raise --slippage"), "\(tooTight.errors)")

            #expect(swapped.code == .success, "\(swapped.errors) \(swapped.output)")
            let last = try #require(swapped.output.split(separator: "\n").last)
            let report = try #require(try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any])
            #expect((report["swap"] as? [String: Any])?["feeOnTransfer"] as? Bool == true)
            #expect(report["status"] as? String == "confirmed")
        }
    }

    @Test("a price impact above 5 % is refused before signing unless --allow-price-impact")
    func priceImpactRefused() async throws {
        try await withDevnet { devnet async throws in
            _ = try await exchange(on: devnet)

            let refused = await swap(["--amount", "200", "ZIL", "TUSD"], on: devnet)

            #expect(refused.code == .refused, "\(refused.errors)")
            #expect(refused.errors.contains("(rule price-impact)"), "\(refused.errors)")
        }
    }

    @Test("a side named by an unlisted token's contract is read from the contract, and quoted")
    func unlistedContract() async throws {
        try await withDevnet { devnet async throws in
            _ = try await exchange(on: devnet)
            let other = try devnet.deployToken(symbol: "NEW")
            _ = try devnet.control.seedLiquidity(
                token: Address(other), zil: Wei(1_000, unit: .zil), amount: UInt256(3_000_000_000))

            let quoted = try await quote(["--amount", "10", "ZIL", other.checksummed], on: devnet)

            #expect(quoted["to"] as? String == "NEW")
            #expect(quoted["amountOut"] as? String == "29600035")
        }
    }

    @Test("no pool for the two: exit 2, saying so, nothing signed")
    func noRoute() async throws {
        try await withDevnet { devnet async throws in
            _ = try await exchange(on: devnet)
            let lonely = try devnet.deployToken(symbol: "LONE")
            _ = await zhip(["token", "add", lonely.checksummed] + devnet.networkArguments)

            let refused = await swap(["--amount", "1", "ZIL", "LONE"], on: devnet)

            #expect(refused.code == .refused, "\(refused.errors)")
            #expect(refused.errors.contains("no pool"), "\(refused.errors)")
        }
    }
}

/// A swap whose pair's price moves after the review: the router refuses it on the minimum in the
/// block, and the wallet says it failed, with the router's reason and the fee charged.
@Suite("A swap the price moved under", .container { $0.preferences.register { .inMemory() } })
struct SwapPriceMovedTests {
    @Test("reserves moved before the block: the router reverts on the minimum; failed, with its reason and the fee")
    func revertsOnTheMinimum() async throws {
        let directory = try TemporaryDirectory()
        let keystore = try Wallets.keystore(in: directory)
        try await withDevnet(blockTime: .seconds(3600)) { devnet async throws in
            let alice = Wallets.alice.evmAddress
            _ = try devnet.ledger.fund(Address(alice), wei: Wei(5_000, unit: .zil))
            let dex = try devnet.control.deployDex()
            _ = await zhip(
                ["settings", "set", "dex", try EVMAddress(bytes: dex.router.bytes).checksummed]
                    + devnet.networkArguments)
            let token = try devnet.deployToken(symbol: "TUSD")
            _ = await zhip(["token", "add", token.checksummed] + devnet.networkArguments)
            _ = try devnet.control.seedLiquidity(
                token: Address(token), zil: Wei(1_000, unit: .zil), amount: UInt256(3_000_000_000))
            let (control, ledger) = (devnet.control, devnet.ledger)
            // Someone else's ZIL lands in the pair while the swap waits for its block: the price moves 10 %.
            let clock = EventClock {
                _ = try? control.seedLiquidity(token: Address(token), zil: Wei(100, unit: .zil), amount: .zero)
                ledger.sealBlock()
            }
            Container.shared.clock.register { clock }
            let before = try devnet.tokenUnits(token, of: alice)

            let swapped = await zhip(
                ["swap", "--amount", "10", "ZIL", "TUSD", "--keystore", keystore, "--yes", "--json"]
                    + devnet.networkArguments, environment: Wallets.environment)

            #expect(swapped.code == .refused, "\(swapped.errors)")
            #expect(swapped.errors.contains("PlunderRouter: INSUFFICIENT_OUTPUT_AMOUNT"), "\(swapped.errors)")
            // The payment's report, then the error's object.
            let first = try #require(swapped.output.split(separator: "\n").first)
            let report = try #require(try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any])
            #expect(report["status"] as? String == "failed")
            #expect(report["failureReason"] as? String == "PlunderRouter: INSUFFICIENT_OUTPUT_AMOUNT")
            #expect(report["feeCharged"] != nil)
            #expect(try devnet.tokenUnits(token, of: alice) == before)
        }
    }
}

/// A swap in the history of a saved wallet: one entry, what left and what came in.
@Suite("A swap in the history", .container)
struct SwapHistoryTests {
    let home: TestHome

    init() throws {
        home = try TestHome()
    }

    @Test("history shows the swap as one entry: what left and what came in")
    func historyShowsOneEntry() async throws {
        try await home.restoreAlice()
        try await withDevnet { devnet async throws in
            _ = try devnet.ledger.fund(Address(Wallets.alice.evmAddress), wei: Wei(5_000, unit: .zil))
            let dex = try devnet.control.deployDex()
            let router = try EVMAddress(bytes: dex.router.bytes).checksummed
            _ = await home.run(["settings", "set", "dex", router] + devnet.networkArguments)
            let token = try devnet.deployToken(symbol: "TUSD")
            _ = await home.run(["token", "add", token.checksummed] + devnet.networkArguments)
            _ = try devnet.control.seedLiquidity(
                token: Address(token), zil: Wei(1_000, unit: .zil), amount: UInt256(3_000_000_000))
            let swapped = await home.run(
                ["swap", "--amount", "10", "ZIL", "TUSD", "--yes", "--json"] + devnet.networkArguments,
                environment: Wallets.environment)
            try #require(swapped.code == .success, "\(swapped.errors)")
            let hash = try #require(try swapped.json()["hash"] as? String)

            let history = await home.run(["history", "--account", "evm", "--json"] + devnet.networkArguments)

            #expect(history.code == .success, "\(history.errors)")
            let entries = try #require(try history.json()["entries"] as? [[String: Any]])
            let entry = try #require(entries.first { $0["hash"] as? String == hash })
            let sides = try #require(entry["swap"] as? [String: Any], "\(entry)")
            #expect((sides["received"] as? [String: Any])?["units"] as? String == "29600035", "\(sides)")
            #expect((sides["sent"] as? [String: Any])?["units"] as? String == "10000000000000000000", "\(sides)")
        }
    }
}
