import CommandLineKit
import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZhipDevnetKit
import ZilliqaKit

@testable import ZhipCLI

/// Each test has its own container (send registers the chosen network there, and the balance
/// cache lives in memory), its own keystore and its own devnet.
@Suite("zhip-cli send", .container { $0.preferences.register { .inMemory() } })
struct SendCommandTests {
    /// `send` arguments paying `amount` ZIL from alice's keystore `file` to bob.
    func send(_ file: String, amount: String = "1.5", _ extra: [String] = []) -> [String] {
        ["send", "--keystore", file, "--to", Wallets.bob.address.bech32, "--amount", amount] + extra
    }

    @Test("--yes --json: sent, confirmed, the recipient got the amount and the sender paid amount plus fee")
    func happyPath() async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)
        try await withDevnet { devnet async throws in
            let result = await zhip(
                send(file, ["--yes", "--json"] + devnet.networkArguments), environment: Wallets.environment)
            #expect(result.code == .success)
            #expect(result.errors.isEmpty)
            let json = try result.json()
            #expect(json["status"] as? String == "confirmed")
            #expect((json["receipt"] as? [String: Any])?["success"] as? Bool == true)
            #expect(json["amount"] as? [String: String] == ["qa": "1500000000000", "zil": "1.5"])
            #expect(json["fee"] as? [String: String] == ["qa": "100000000000", "zil": "0.1"])
            #expect(json["total"] as? [String: String] == ["qa": "1600000000000", "zil": "1.6"])
            #expect(json["balanceAfter"] as? [String: String] == ["qa": "998400000000000", "zil": "998.4"])
            #expect(json["gasPrice"] as? [String: String] == ["li": "2000", "qa": "2000000000"])
            #expect(json["nonce"] as? Int == 1)
            #expect((json["to"] as? [String: String])?["checksummed"] == Wallets.bob.address.checksummed)
            #expect(devnet.ledger.status(of: try result.jsonID()) != nil)
            #expect(devnet.balance(of: Wallets.bob) == (try Wallets.zil("1.5")))
            #expect(devnet.balance(of: Wallets.alice) == (try Wallets.zil("998.4")))
        }
    }

    @Test(
        "--yes alone does not send to the sending account itself: exit 2, ZhipCore's words and the flag that allows it")
    func toSelfNeedsItsOwnFlag() async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)
        try await withDevnet { devnet async throws in
            let toSelf =
                ["send", "--keystore", file, "--to", Wallets.alice.address.bech32, "--amount", "1", "--yes"]
                + devnet.networkArguments

            let refused = await zhip(toSelf, environment: Wallets.environment)
            let acceptedNothing = devnet.acceptedNothing
            let allowed = await zhip(toSelf + ["--allow-unusual-recipient"], environment: Wallets.environment)

            #expect(refused.code == ExitCode(2))
            #expect(refused.errors.hasPrefix("Error: the payment goes to the sending account itself"))
            #expect(refused.errors.contains("nothing was signed; check the address"))
            #expect(refused.errors.hasSuffix("(rule self-payment) (add --allow-unusual-recipient)\n"))
            #expect(acceptedNothing)
            #expect(allowed.code == .success)
        }
    }

    @Test("for people: the id, the receipt and the money on standard output, progress on standard error")
    func humanForm() async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)
        try await withDevnet { devnet async throws in
            let result = await zhip(send(file, ["--yes"] + devnet.networkArguments), environment: Wallets.environment)
            let id = try #require(devnet.ledger.block(1)?.transactionIDs.first)
            #expect(result.code == .success)
            #expect(
                result.output
                    == LabelledLines.format([
                        ("id", id.hex), ("status", "confirmed"), ("block", "1"), ("gas used", "50"),
                        ("to", Wallets.bob.address.bech32), ("amount", "1.5 ZIL"), ("fee", "0.1 ZIL"),
                        ("balance after", "998.4 ZIL"),
                    ]))
            #expect(
                result.errors == "Waiting for transaction \(id.hex) to be confirmed on \(devnet.url.absoluteString)…\n")
        }
    }

    @Test("at Zilliqa 2.0's minimum of 2000.000016 Li the payment goes through and costs 0.1000000008 ZIL")
    func zilliqa2MinimumGasPrice() async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)
        var configuration = DevnetConfiguration()  // zhip-devnet's own default: Zilliqa 2.0's minimum
        configuration.port = 0
        configuration.blockTime = .zero
        configuration.genesis = [GenesisAccount(keyPair: Wallets.alice, balance: try Wallets.zil("1000"))]
        try await Devnet.withRunning(configuration) { devnet async throws in
            let result = await zhip(
                send(file, ["--yes", "--json"] + devnet.networkArguments), environment: Wallets.environment)

            #expect(result.code == .success)
            #expect((try result.json()["fee"] as? [String: String])?["zil"] == "0.1000000008")
            #expect(devnet.balance(of: Wallets.alice) == (try Wallets.zil("998.3999999992")))
        }
    }

    @Test("a gas price above the minimum is used: the fee is 50 gas at that price, whatever the gas limit")
    func higherGasPrice() async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)
        try await withDevnet { devnet async throws in
            let result = await zhip(
                send(file, ["--yes", "--json", "--gas-price", "3000", "--gas-limit", "60"] + devnet.networkArguments),
                environment: Wallets.environment)
            #expect(result.code == .success)
            #expect((try result.json()["fee"] as? [String: String])?["zil"] == "0.15")
            // The devnet charges the gas used (50) at the price signed.
            #expect(devnet.balance(of: Wallets.alice) == (try Wallets.zil("998.35")))
        }
    }

    @Test(
        "a keystore that does not say its address: the payment is confirmed as far as it is known, then the key is unlocked to learn the address, and it goes through"
    )
    func keystoreWithoutAddress() async throws {
        // Arrange
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystoreWithoutAddress(in: directory)
        try await withDevnet { devnet async throws in
            // Act
            let result = await zhip(
                send(file, ["--json"] + devnet.networkArguments), input: ["yes", Wallets.password], terminal: true)
            // Assert: the confirmation (echoed) comes before the password (not echoed), as the help says
            #expect(result.code == .success)
            #expect(result.echoModes == [true, false])
            #expect(result.errors.contains("its address is known only once the key is unlocked"))
            // The review before unlocking shows the node's minimum gas price, so nothing changes once unlocked.
            #expect(result.errors.contains("(50 gas x gas price 2000 Li)"))
            #expect(!result.errors.contains("Changed since the review"))
            #expect((try result.json()["from"] as? [String: String])?["bech32"] == KnownKey.bech32)
            #expect(devnet.balance(of: Wallets.bob) == (try Wallets.zil("1.5")))
        }
    }

    @Test("a wrong password fails with one line and exit 1, and nothing is sent")
    func wrongPassword() async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)
        try await withDevnet { devnet async throws in
            let result = await zhip(
                send(file, ["--yes"] + devnet.networkArguments), environment: ["ZHIP_PASSWORD": "wrong one"])
            #expect(result.code == .failure)
            #expect(result.output.isEmpty)
            #expect(result.errors.hasPrefix("Error: wrong password: ") && result.errorLineCount == 1)
            #expect(devnet.acceptedNothing)
        }
    }

    @Test("without a terminal and without --yes it is a usage error, before asking any node")
    func noTerminalNoYes() async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)
        let closed = try closedPortArguments()
        let result = await zhip(send(file, closed), environment: Wallets.environment)
        #expect(result.code == .usageError)
        #expect(
            result.errors
                == "Error: send asks for confirmation on a terminal, and standard input is not one: add --yes to send "
                + "without asking\nSee 'zhip-cli send --help'.\n")
    }

    @Test("on a terminal ZhipCore's refusal of a send to the sending account is asked first; yes sends it")
    func toSelfAsksOnTerminal() async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)
        try await withDevnet { devnet async throws in
            let toSelf =
                ["send", "--keystore", file, "--to", Wallets.alice.address.bech32, "--amount", "1"]
                + devnet.networkArguments

            let result = await zhip(toSelf, input: ["yes", "yes", Wallets.password], terminal: true)

            #expect(result.code == .success, "\(result.errors)")
            #expect(
                result.errors.contains(
                    "Careful: the payment \(PaymentRisk.sender.consequence()).\nGo on with this recipient anyway?"))
            #expect(devnet.balance(of: Wallets.alice) == (try Wallets.zil("999.9")))
        }
    }

    @Test("on a terminal it shows the review, asks, then asks for the password without echo")
    func confirmsOnTerminal() async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)
        try await withDevnet { devnet async throws in
            let result = await zhip(
                send(file, devnet.networkArguments + ["--json"]), input: ["yes", Wallets.password], terminal: true)
            #expect(result.code == .success)
            #expect(result.echoModes == [true, false])
            let review =
                "Review the payment:\n"
                + LabelledLines.format(
                    [
                        ("from", Wallets.alice.address.bech32), ("to", Wallets.bob.address.bech32),
                        ("to (hex)", Wallets.bob.address.checksummed), ("amount", "1.5 ZIL"),
                        ("fee", "0.1 ZIL (50 gas x gas price 2000 Li)"), ("gas limit", "50"), ("total", "1.6 ZIL"),
                        ("balance", "1000 ZIL"), ("balance after", "998.4 ZIL"), ("nonce", "1"),
                        ("network", "custom (chain 222, \(devnet.url.absoluteString))"),
                    ], indent: "  ")
                + "Send 1.5 ZIL to \(Wallets.bob.address.bech32)? Type yes to send: Keystore password: \n"
            #expect(result.errors == review)
            #expect(devnet.balance(of: Wallets.bob) == (try Wallets.zil("1.5")))
        }
    }

    @Test("answering anything but yes sends nothing and asks no password")
    func declined() async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)
        try await withDevnet { devnet async throws in
            let result = await zhip(send(file, devnet.networkArguments), input: ["no"], terminal: true)
            #expect(result.code == .failure)
            #expect(result.echoModes == [true])
            #expect(result.errors.hasSuffix("Error: not sent: the payment was not confirmed (answer yes to send it)\n"))
            #expect(devnet.acceptedNothing)
        }
    }

    @Test("--no-wait prints the id once the node accepted the payment, without its receipt")
    func noWait() async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)
        try await withDevnet(blockTime: .seconds(3600)) { devnet async throws in
            let result = await zhip(
                send(file, ["--yes", "--no-wait", "--json"] + devnet.networkArguments), environment: Wallets.environment
            )
            #expect(result.code == .success)
            #expect(try result.json()["status"] as? String == "sent")
            #expect(try result.json()["receipt"] == nil)
            #expect(devnet.ledger.status(of: try result.jsonID()) != nil)
            #expect(devnet.ledger.summary().pendingCount == 1)
        }
    }

    @Test("--no-wait in words names the tx status command that looks the payment up by its id")
    func noWaitNamesTheLookUp() async throws {
        // Arrange
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)
        try await withDevnet(blockTime: .seconds(3600)) { devnet async throws in
            // Act
            let result = await zhip(
                send(file, ["--yes", "--no-wait"] + devnet.networkArguments), environment: Wallets.environment)
            // Assert
            let id = try #require(result.output.firstMatch(of: /id:\s+([0-9a-f]{64})/)).1
            #expect(result.code == .success)
            #expect(devnet.ledger.summary().pendingCount == 1)
            #expect(result.output.contains("not waiting for its receipt (look it up with 'zhip-cli tx status \(id) "))
        }
    }

    @Test("an answer that never comes: the same signed transaction is sent again, and paid once")
    func lostAnswerIsNotSignedTwice() async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)
        let faults = try Self.planHoldingOnlyTheFirstSend()
        try await withDevnet(faults: faults) { devnet async throws in
            let result = await zhip(
                send(file, ["--yes", "--json", "--timeout", "1"] + devnet.networkArguments),
                environment: Wallets.environment)
            #expect(result.code == .success, "\(result.errors)")
            #expect(devnet.ledger.summary().transactionCount == 1)
            #expect(devnet.nonce(of: Wallets.alice) == 1)
            #expect(devnet.balance(of: Wallets.bob) == (try Wallets.zil("1.5")))
            #expect(devnet.ledger.status(of: try result.jsonID()) != nil)
        }
    }

    @Test("a node on another chain than --chain-id is refused by rule chain-id (exit 2): nothing is signed or sent")
    func otherChain() async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)
        try await withDevnet { devnet async throws in
            let result = await zhip(
                send(
                    file, ["--yes", "--account", "legacy", "--network", devnet.url.absoluteString, "--chain-id", "333"]),
                environment: Wallets.environment)
            #expect(result.code == ExitCode(2))
            #expect(
                result.errors.hasPrefix(
                    "Error: the node at \(devnet.url.absoluteString) is on EVM chain 32990 (0x80de, Zilliqa chain 222)")
            )
            #expect(result.errors.contains("the chain ids do not match: nothing was signed"))
            #expect(result.errors.hasSuffix("(rule chain-id)\n"))
            #expect(devnet.acceptedNothing)
        }
    }

    @Test("a node that refuses the connection: one error line naming it, exit 1")
    func connectionRefused() async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)
        let closed = try closedPortArguments()
        let result = await zhip(send(file, ["--yes"] + closed), environment: Wallets.environment)
        #expect(result.code == .failure)
        #expect(result.errors.hasPrefix("Error: could not reach the node at \(closed[1]): the connection was refused"))
        #expect(result.errorLineCount == 1)
    }

    @Test("a zero amount is a usage error")
    func zeroAmount() async {
        let result = await zhip(send("a.json", amount: "0.000", ["--yes", "--network", "devnet"]))
        #expect(result.code == .usageError)
        #expect(result.errors.hasPrefix("Error: --amount (in ZIL): Must be at least 0.000000000001 ZIL"))
    }

    /// A fault plan that applies the first CreateTransaction but holds its answer for 2 s and then
    /// closes the connection (past a 1 s client timeout), and answers the second at once.
    private static func planHoldingOnlyTheFirstSend() throws -> FaultPlan {
        let methods: Set<String> = ["CreateTransaction"]
        func plan(_ seed: UInt64) -> FaultPlan {
            FaultPlan(rate: 0.5, mode: .timeout, seed: seed, methods: methods, hold: .seconds(2))
        }
        let found = (0..<UInt64(1000)).first { seed in
            let injector = FaultInjector(plan: plan(seed))
            return injector.fault(forMethods: ["CreateTransaction"]) == .timeout
                && injector.fault(forMethods: ["CreateTransaction"]) == nil
        }
        return plan(try #require(found, "no seed below 1000 holds only the first send"))
    }
}
