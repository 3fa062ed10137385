import CommandLineKit
import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZhipDevnetKit
import ZilliqaKit

@testable import ZhipCLI

/// A whole `zhip-cli send` against a devnet that spoils answers in each of its four ways. When
/// the faults persist, the wallet says what happened and what to do, and the node holds at most
/// one transaction from the sender; when they pass, the wallet's own retry, or the re-run its
/// message asks for, completes the payment exactly once.
@Suite("zhip-cli send through a faulty node", .container { $0.preferences.register { .inMemory() } })
struct SendFaultTests {
    /// The modes the client retries by itself (a transport failure); `garbage` is an answer, so
    /// it is reported at once.
    static let retriedModes: [FaultMode] = [.drop, .serverError, .timeout]

    /// `send --yes --json` of 1.5 ZIL from alice's keystore `file` to bob on `devnet`, with a
    /// client timeout of two seconds (a held answer is given up on quickly), plus `extra`.
    private func send(_ file: String, on devnet: Devnet, _ extra: [String] = []) -> [String] {
        ["send", "--account", "legacy", "--keystore", file, "--to", Wallets.bob.address.bech32, "--amount", "1.5"]
            + ["--yes", "--json"]
            + ["--timeout", "2"] + devnet.networkArguments + extra
    }

    @Test(
        "faults on every request: exit 1, one line saying the node could not be reached, nothing sent",
        arguments: FaultMode.allCases)
    func persistentFaultsEverywhere(mode: FaultMode) async throws {
        try await sendOnce(through: FaultPlans.always(mode)) { result, devnet in
            #expect(result.code == .failure)
            #expect(result.output.hasPrefix(#"{"error":{"code":"#))  // --json: the error as JSON too
            #expect(result.isOneCleanErrorLine, "\(result.errors)")
            #expect(result.errors.contains(FaultPlans.reason(mode)), "\(result.errors)")
            #expect(result.errors.contains(devnet.url.absoluteString))
            #expect(devnet.acceptedNothing)
        }
    }

    @Test(
        "faults on every send: exit 3, a line naming the payment's nonce and the safe re-run; at most one transaction",
        arguments: FaultMode.allCases)
    func persistentFaultsOnTheSend(mode: FaultMode) async throws {
        try await sendOnce(through: FaultPlans.always(mode, methods: ["CreateTransaction"])) { result, devnet in
            #expect(result.code == ExitCode(3))
            #expect(result.isOneCleanErrorLine, "\(result.errors)")
            // ZhipCore's words for an unanswered send, then the CLI's way to re-send and to look it up.
            #expect(
                result.errors.hasPrefix(
                    "Error: the payment (nonce 1 from \(Wallets.alice.address.bech32)) may or may not have reached"))
            #expect(result.errors.contains("Do not make it a new payment: send the same one again with nonce 1"))
            #expect(result.errors.contains(FaultPlans.reason(mode)), "\(result.errors)")
            #expect(result.errors.contains("run the same command again with --nonce 1"))
            #expect(result.errors.contains("'zhip-cli tx status "))
            // A dropped or held request was processed before its answer was lost; the others were not.
            let processed = mode == .drop || mode == .timeout
            #expect(devnet.ledger.summary().transactionCount == (processed ? 1 : 0))
            #expect(devnet.ledger.summary().pendingCount == 0)
            #expect(devnet.nonce(of: Wallets.alice) == (processed ? 1 : 0))
        }
    }

    @Test("--json, the send's answer lost: one JSON object, status unknown, with the id and the command to look it up")
    func unknownOutcomeIsOneJSONObject() async throws {
        try await sendOnce(through: FaultPlans.always(.drop, methods: ["CreateTransaction"])) { result, devnet in
            #expect(result.code == ExitCode(3))
            let lines = result.output.split(separator: "\n")
            #expect(lines.count == 1, "\(result.output)")
            let report = try json(String(try #require(lines.first)))
            let id = try #require(report["id"] as? String)
            #expect(report["status"] as? String == "unknown")
            #expect((report["lookUp"] as? String)?.hasPrefix("'zhip-cli tx status \(id) --network ") == true)
        }
    }

    @Test(
        "faults that pass on the send: the client re-sends the same transaction, and the payment is made once",
        arguments: retriedModes)
    func passingFaultsOnTheSend(mode: FaultMode) async throws {
        // The era probe (the first CreateTransaction) is answered; then the payment's first two
        // attempts fail, and the third (the last the client makes) gets through.
        try await expectSendPaysOnce(
            through: try FaultPlans.seeded(
                mode, methods: ["CreateTransaction"], startingWith: [false, true, true, false]))
    }

    @Test(
        "faults that pass on every kind of request: the whole send completes, and the payment is made once",
        arguments: retriedModes)
    func passingFaultsEverywhere(mode: FaultMode) async throws {
        try await expectSendPaysOnce(through: try FaultPlans.seeded(mode, startingWith: FaultPlans.wholeSendDraws))
    }

    /// Runs one send (the act) through a new devnet with `plan`, then `check` (the assertions)
    /// while the devnet still runs.
    private func sendOnce(
        through plan: FaultPlan, check: (CLIResult, Devnet) throws -> Void
    ) async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)
        try await withDevnet(faults: plan) { devnet async throws in
            let result = await zhip(send(file, on: devnet), environment: Wallets.environment)
            try check(result, devnet)
        }
    }

    /// Sends through a devnet with `plan`: the send must be confirmed and paid exactly once.
    private func expectSendPaysOnce(
        through plan: FaultPlan, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await sendOnce(through: plan) { result, devnet in
            #expect(result.code == .success, "\(result.errors)", sourceLocation: sourceLocation)
            #expect(try result.json()["status"] as? String == "confirmed", sourceLocation: sourceLocation)
            try devnet.expectOnePayment(id: try result.jsonID(), sourceLocation: sourceLocation)
        }
    }

    @Test(
        "an unanswered send the node never took, re-run with the --nonce its message names, pays once",
        arguments: [FaultMode.serverError, .garbage])
    func rerunAfterUnsentPayment(mode: FaultMode) async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)
        // The era probe is answered; every attempt of the first run's payment fails (garbage is
        // not retried: one attempt); the re-run's probe and payment get through.
        let failures = mode == .garbage ? 1 : 3
        let plan = try FaultPlans.seeded(
            mode, methods: ["CreateTransaction"],
            startingWith: [false] + Array(repeating: true, count: failures) + [false, false])
        try await withDevnet(faults: plan) { devnet async throws in
            let first = await zhip(send(file, on: devnet), environment: Wallets.environment)
            try #require(first.code == ExitCode(3), "\(first.errors)")
            // Act: what the message says to do.
            let rerun = await zhip(
                send(file, on: devnet, ["--nonce", try first.advisedNonce()]), environment: Wallets.environment)
            // Assert: the only payment, made by the re-run.
            #expect(rerun.code == .success, "\(rerun.errors)")
            try devnet.expectOnePayment(id: try rerun.jsonID())
        }
    }

    @Test(
        "an unanswered send the node took and mined, re-run with its --nonce, is refused by rule nonce: paid once",
        arguments: [FaultMode.drop, .timeout])
    func rerunAfterMinedPayment(mode: FaultMode) async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)
        // The era probe is answered; the payment is processed and mined, its answer lost three times.
        let plan = try FaultPlans.seeded(
            mode, methods: ["CreateTransaction"], startingWith: [false, true, true, true, false, false])
        try await withDevnet(faults: plan) { devnet async throws in
            let first = await zhip(send(file, on: devnet), environment: Wallets.environment)
            try #require(first.code == ExitCode(3), "\(first.errors)")
            let nonce = try first.advisedNonce()
            // Act
            let rerun = await zhip(send(file, on: devnet, ["--nonce", nonce]), environment: Wallets.environment)
            // Assert: the nonce, as the person gave it, is said used; the one payment stands.
            #expect(rerun.code == ExitCode(2), "\(rerun.errors)")
            #expect(rerun.errors.contains("the nonce \(nonce) was used by a mined transaction"), "\(rerun.errors)")
            #expect(rerun.errors.contains("(its next nonce is 2)"), "\(rerun.errors)")
            #expect(rerun.errors.hasSuffix("(rule nonce)\n"))
            #expect(devnet.ledger.summary().transactionCount == 1)
            #expect(devnet.balance(of: Wallets.bob) == (try Wallets.zil("1.5")))
        }
    }

    @Test(
        "a lost answer while the payment is pending: re-run with --nonce after it is confirmed is refused, not paid twice"
    )
    func rerunAfterPendingPaymentConfirmed() async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)
        let plan = try FaultPlans.seeded(
            .drop, methods: ["CreateTransaction"], startingWith: [false, true, true, true, false, false])
        // No block is made unless the test seals one.
        try await withDevnet(blockTime: .seconds(3600), faults: plan) { devnet async throws in
            let first = await zhip(send(file, on: devnet), environment: Wallets.environment)
            try #require(first.code == ExitCode(3), "\(first.errors)")
            // The payment is pending: the account's confirmed nonce has not moved yet...
            let balance = await zhip(
                ["balance", Wallets.alice.address.bech32, "--json"] + devnet.networkArguments)
            #expect(try balance.json()["nonce"] as? Int == 0)
            #expect(devnet.ledger.summary().pendingCount == 1)
            // ...and it is confirmed before the person tries again.
            try #require(devnet.ledger.sealBlock() != nil)
            // Act
            let rerun = await zhip(
                send(file, on: devnet, ["--nonce", try first.advisedNonce(), "--no-wait"]),
                environment: Wallets.environment)
            // Assert: refused, saying to look that payment up; no second payment with the next nonce.
            #expect(rerun.code == ExitCode(2), "\(rerun.errors)")
            #expect(rerun.errors.contains("look that transaction up before paying again (it may be this payment)"))
            #expect(devnet.ledger.summary().transactionCount == 1)
            #expect(devnet.nonce(of: Wallets.alice) == 1)
        }
    }

    @Test("re-running a lost send of nearly the whole balance after it confirmed: rule nonce, not 'insufficient funds'")
    func rerunOfAlmostEverythingAfterItConfirmed() async throws {
        // Arrange: 999.8 ZIL + 0.1 ZIL fee of alice's 1000; the answer to the send is lost.
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)
        let plan = try FaultPlans.seeded(
            .drop, methods: ["CreateTransaction"], startingWith: [false, true, true, true, false, false])
        let arguments =
            ["send", "--account", "legacy", "--keystore", file, "--to", Wallets.bob.address.bech32]
            + ["--amount", "999.8", "--yes", "--json", "--timeout", "2"]
        try await withDevnet(blockTime: .seconds(3600), faults: plan) { devnet async throws in
            let first = await zhip(arguments + devnet.networkArguments, environment: Wallets.environment)
            try #require(first.code == ExitCode(3), "\(first.errors)")
            try #require(devnet.ledger.sealBlock() != nil)
            // Act: 0.1 ZIL is left, less than the payment's total, and its nonce is used.
            let rerun = await zhip(
                arguments + devnet.networkArguments + ["--nonce", try first.advisedNonce(), "--no-wait"],
                environment: Wallets.environment)
            // Assert: the used nonce is the cause said, not the balance the payment itself spent.
            #expect(rerun.code == ExitCode(2), "\(rerun.errors)")
            #expect(rerun.errors.contains("(rule nonce)"), "\(rerun.errors)")
            #expect(!rerun.errors.contains("insufficient funds"))
            #expect(devnet.ledger.summary().transactionCount == 1)
            #expect(devnet.balance(of: Wallets.alice) == (try Wallets.zil("0.1")))
        }
    }

    @Test("--nonce 0 from the legacy account is a usage error before anything is asked or signed")
    func nonceZero() async throws {
        // Without --account, 0 may be the EVM account's first nonce: the network decides the account.
        let result = await zhip(
            [
                "send", "--account", "legacy", "--to", Wallets.bob.address.bech32, "--amount", "1", "--nonce", "0",
                "--yes", "--network", "devnet",
            ])
        #expect(result.code == .usageError)
        #expect(result.errors.hasPrefix("Error: --nonce: \(NonceValidator.zero)"))
    }
}

/// Fault plans for a whole send.
enum FaultPlans {
    /// How long a `timeout` fault holds a request: past the tests' two-second client timeout.
    static let hold: Duration = .seconds(5)

    /// Draws that spoil requests of every kind in a whole send. The send asks, in order:
    /// GetNetworkId, CreateTransaction (the era probe, asked once), GetMinimumGasPrice,
    /// GetBalance, CreateTransaction (the payment), GetTransaction, each until it is answered;
    /// these spoil the first network id, balance and receipt requests once and the payment
    /// twice, and let the probe through.
    static let wholeSendDraws = [true, false, false, false, true, false, true, true, false, true, false]

    /// Every request (calling one of `methods`, when given) spoiled by `mode`.
    static func always(_ mode: FaultMode, methods: Set<String>? = nil) -> FaultPlan {
        FaultPlan(rate: 1, mode: mode, seed: 1, methods: methods, hold: hold)
    }

    /// Half the requests spoiled by `mode`, with a seed whose draws begin with `prefix` (true:
    /// spoiled) and after it never spoil three in a row within the next 40 draws, so the
    /// client's three attempts always get one answer through.
    static func seeded(_ mode: FaultMode, methods: Set<String>? = nil, startingWith prefix: [Bool]) throws
        -> FaultPlan
    {
        let found = try #require(
            seed(rate: 0.5, startingWith: prefix), "no seed below 1,000,000 draws \(prefix) at rate 0.5")
        return FaultPlan(rate: 0.5, mode: mode, seed: found, methods: methods, hold: hold)
    }

    /// The first seed whose draws at `rate` begin with `prefix`, then have no three faults in a row.
    static func seed(rate: Double, startingWith prefix: [Bool]) -> UInt64? {
        (0..<UInt64(1_000_000)).first { seed in
            var generator = ZhipDevnetKit.SeededGenerator(seed: seed)
            let draws = (0..<prefix.count + 40).map { _ in generator.nextUnit() < rate }
            guard Array(draws.prefix(prefix.count)) == prefix else { return false }
            let rest = Array(draws.dropFirst(prefix.count))
            return !rest.indices.dropLast(2).contains { rest[$0] && rest[$0 + 1] && rest[$0 + 2] }
        }
    }

    /// What the wallet says about each fault, in its own words.
    static func reason(_ mode: FaultMode) -> String {
        switch mode {
        case .drop: "the node closed the connection without a complete answer"
        case .serverError: "the server answered with HTTP status 500"
        case .garbage: "the node's answer could not be understood"
        case .timeout: "the node did not answer in time"
        }
    }
}

extension CLIResult {
    /// One line on standard error, `Error: …`, with no secret, no trace and no crash report in it.
    var isOneCleanErrorLine: Bool {
        let lower = errors.lowercased()
        return errorLineCount == 1 && errors.hasPrefix("Error: ") && !lower.contains(KnownKey.privateKey.lowercased())
            && !errors.contains(Wallets.password) && !lower.contains("fatal error") && !lower.contains("backtrace")
            && !errors.contains("Thread ") && !errors.contains(".swift:")
    }

    /// The nonce the "may or may not have reached" message says to send again with.
    func advisedNonce() throws -> String {
        let match = try #require(errors.firstMatch(of: /run the same command again with --nonce (\d+)/))
        return String(match.output.1)
    }
}

extension Devnet {
    /// Expects the ledger to hold exactly one transaction, `id`, confirmed: alice paid 1.5 ZIL
    /// plus the 0.1 ZIL fee once, and bob received 1.5 ZIL once.
    func expectOnePayment(id: TransactionID, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let summary = ledger.summary()
        #expect(summary.transactionCount == 1, sourceLocation: sourceLocation)
        #expect(summary.pendingCount == 0, sourceLocation: sourceLocation)
        #expect(ledger.block(1)?.transactionIDs == [id], sourceLocation: sourceLocation)
        #expect(nonce(of: Wallets.alice) == 1, sourceLocation: sourceLocation)
        #expect(balance(of: Wallets.alice) == (try Wallets.zil("998.4")), sourceLocation: sourceLocation)
        #expect(balance(of: Wallets.bob) == (try Wallets.zil("1.5")), sourceLocation: sourceLocation)
    }
}
