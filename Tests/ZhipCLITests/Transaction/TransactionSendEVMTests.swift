import CommandLineKit
import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZhipDevnetKit
import ZilliqaKit

@Suite("zhip-cli tx send of an EVM transaction file", .container)
struct TransactionSendEVMTests {
    /// zhip-devnet's eth_gasPrice at these tests' 2000 Li: floor(2000 Li in wei / 420).
    private static let gasPrice = "4761904761904"

    /// This test's own home, so the nonces its sends record are its own.
    private let home: TemporaryDirectory

    init() throws {
        home = try TemporaryDirectory()
    }

    /// `devnet`'s network arguments, with this test's `--home`.
    private func on(_ devnet: Devnet) -> [String] { devnet.networkArguments + ["--home", home.path] }

    /// Signs 1.5 ZIL from alice's EVM account to bob's, type 2 at the devnet's gas price (the priority fee
    /// as high, so it is charged exactly that) unless told other fees, into `out`.
    private func signed(
        into out: String, in directory: TemporaryDirectory, network: [String], nonce: Int = 0, amount: String = "1.5",
        fees: (max: String, priority: String) = (gasPrice, gasPrice)
    ) async throws {
        let file = try Wallets.keystore(in: directory, name: "alice-\(nonce)-\(amount).json")
        let result = await zhip(
            [
                "tx", "sign", "--account", "evm", "--keystore", file, "--to", EthAccountAnswers.bobEVM, "--amount",
                amount, "--nonce", String(nonce), "--max-fee", fees.max, "--priority-fee", fees.priority, "--out",
                out,
            ] + network, environment: Wallets.environment)
        try #require(result.code == .success)
    }

    /// Starts a devnet sealing a block each `blockTime` (zero: at once), signs the usual payment
    /// for it into a file, and runs `body` with the devnet and the file's path.
    private func withSignedFile<T>(
        blockTime: Duration, nonce: Int = 0, amount: String = "1.5",
        fees: (max: String, priority: String) = (gasPrice, gasPrice), _ body: (Devnet, String) async throws -> T
    ) async throws -> T {
        let directory = try TemporaryDirectory()
        let out = directory.file("evm.json")
        return try await withDevnet(blockTime: blockTime) { devnet async throws in
            try await signed(
                into: out, in: directory, network: devnet.networkArguments, nonce: nonce, amount: amount, fees: fees)
            return try await body(devnet, out)
        }
    }

    private func evmService(_ devnet: Devnet) throws -> JSONRPCEVMService {
        JSONRPCEVMService(network: try Network.custom(url: devnet.url, chainID: Wallets.chainID))
    }

    @Test("signed offline, then sent, then looked up: mined, and both balances exact to the wei")
    func signSendStatus() async throws {
        try await withSignedFile(blockTime: .zero) { devnet, out async throws in
            let service = try evmService(devnet)
            #expect(try await service.gasPrice() == Wei(wei: 4_761_904_761_904))

            let sent = await zhip(["tx", "send", out, "--json"] + on(devnet))
            let hash = try #require(try sent.json()["hash"] as? String)
            let status = await zhip(["tx", "status", hash, "--json"] + on(devnet))

            #expect(sent.code == .success)
            #expect(try sent.json()["kind"] as? String == "evm")
            let receipt = try #require(try sent.json()["receipt"] as? [String: Any])
            #expect(receipt["status"] as? String == "success")
            #expect(status.code == .success)
            let json = try status.json()
            #expect(json["kind"] as? String == "evm" && json["status"] as? String == "success")
            #expect(json["gasUsed"] as? Int == 21_000)
            #expect(json["effectiveGasPrice"] as? String == Self.gasPrice)
            // 21000 x 4761904761904 wei.
            #expect((json["fee"] as? [String: String])?["wei"] == "99999999999984000")
            #expect((json["fee"] as? [String: String])?["zil"] == "0.099999999999984")
            // 1000 ZIL - 1.5 ZIL - the fee.
            let alice = try await service.balance(of: try EVMAddress(EthAccountAnswers.aliceEVM))
            let bob = try await service.balance(of: try EVMAddress(EthAccountAnswers.bobEVM))
            #expect(alice == Wei(wei: 998_400_000_000_000_016_000))
            #expect(bob == Wei(wei: 1_500_000_000_000_000_000))
        }
    }

    @Test("a raised max fee: the fee tx send and tx status show is what the balance lost beside the amount")
    func raisedMaxFeeJSON() async throws {
        try await withSignedFile(blockTime: .zero, fees: ("10000gwei", "0gwei")) { devnet, out async throws in
            let alice = try EVMAddress(EthAccountAnswers.aliceEVM)
            let before = try await evmService(devnet).balance(of: alice)

            let sent = await zhip(["tx", "send", out, "--json"] + on(devnet))
            let after = try await evmService(devnet).balance(of: alice)
            let hash = try #require(try sent.json()["hash"] as? String)
            let status = await zhip(["tx", "status", hash, "--json"] + on(devnet))

            #expect(sent.code == .success && status.code == .success)
            let lost = String(before.wei - after.wei - 1_500_000_000_000_000_000)
            #expect(lost == "99999999999984000")  // 21000 x the gas price, not x the 10000 gwei max fee
            let receipt = try #require(try sent.json()["receipt"] as? [String: Any])
            #expect((receipt["fee"] as? [String: String])?["wei"] == lost)
            #expect((try status.json()["fee"] as? [String: String])?["wei"] == lost)
            #expect(try status.json()["effectiveGasPrice"] as? String == "10000000000000")
        }
    }

    @Test("a raised max fee, for people: the gas price and fee lines are what was charged")
    func raisedMaxFeeHuman() async throws {
        try await withSignedFile(blockTime: .zero, fees: ("10000gwei", "0gwei")) { devnet, out async throws in
            let sent = await zhip(["tx", "send", out] + on(devnet))
            let hash = try #require(try json(String(contentsOfFile: out, encoding: .utf8))["hash"] as? String)
            let status = await zhip(["tx", "status", hash] + on(devnet))

            let charged = "gas price: 4761904761904 wei\nfee:       0.099999999999984 ZIL (99999999999984000 wei)\n"
            #expect(sent.code == .success && sent.output.hasSuffix(charged))
            #expect(status.code == .success && status.output.hasSuffix(charged))
        }
    }

    @Test("for people: the hash, then the receipt's lines, the fee in ZIL and in wei")
    func humanOutput() async throws {
        try await withSignedFile(blockTime: .zero) { devnet, out async throws in
            let hash = try #require(try json(String(contentsOfFile: out, encoding: .utf8))["hash"] as? String)

            let result = await zhip(["tx", "send", out] + on(devnet))

            #expect(result.code == .success)
            #expect(
                result.output
                    == "hash:      \(hash)\nstatus:    success\nblock:     1\ngas used:  21000\n"
                    + "gas price: 4761904761904 wei\nfee:       0.099999999999984 ZIL (99999999999984000 wei)\n")
        }
    }

    @Test("a file signed for mainnet is refused on the devnet, naming both networks, and nothing is sent")
    func otherChain() async throws {
        let directory = try TemporaryDirectory()
        let out = directory.file("evm.json")
        try await signed(into: out, in: directory, network: ["--network", "mainnet"])
        try await withDevnet { devnet async throws in
            let result = await zhip(["tx", "send", out] + on(devnet))

            #expect(result.code == ExitCode(2))
            #expect(result.errors.hasPrefix("Error: the transaction was signed for EVM chain 32769 (mainnet), but the"))
            #expect(result.errors.contains("is EVM chain 32990: nothing was sent"))
            #expect(devnet.acceptedNothing)
        }
    }

    /// Signs on a devnet, replaces `original` with `changed` in the file and sends it: what tx send
    /// said, and whether the devnet accepted nothing.
    private func sendEdited(_ original: String, to changed: String) async throws -> (CLIResult, acceptedNothing: Bool) {
        try await withSignedFile(blockTime: .zero) { devnet, out async throws in
            let text = try String(contentsOfFile: out, encoding: .utf8)
            try #require(text.contains(original))
            try text.replacingOccurrences(of: original, with: changed).write(
                toFile: out, atomically: true, encoding: .utf8)
            let result = await zhip(["tx", "send", out] + on(devnet))
            return (result, devnet.acceptedNothing)
        }
    }

    @Test("a raw transaction changed after signing is refused before sending (exit 2)")
    func tamperedRaw() async throws {
        // 1.5 ZIL (0x14d1120d7b160000) made 2 ZIL (0x1bc16d674ec80000) inside the raw bytes only.
        let (result, acceptedNothing) = try await sendEdited("14d1120d7b160000", to: "1bc16d674ec80000")

        #expect(result.code == ExitCode(2))
        #expect(result.errors.contains("nothing was sent"))
        #expect(acceptedNothing)
    }

    @Test("a field beside the raw changed after signing is refused, naming the field")
    func tamperedField() async throws {
        let (result, acceptedNothing) = try await sendEdited(
            "\"value\":\"1500000000000000000\"", to: "\"value\":\"15000000000000000000\"")

        #expect(result.code == ExitCode(2))
        #expect(result.errors.contains("says a \"value\" that its signed raw transaction does not"))
        #expect(acceptedNothing)
    }

    @Test("--no-wait prints the hash once the node took it; the same file sent again moves the money once")
    func noWaitAndResend() async throws {
        try await withSignedFile(blockTime: .seconds(3600)) { devnet, out async throws in
            let first = await zhip(["tx", "send", out, "--no-wait", "--json"] + on(devnet))
            let hash = try #require(try first.json()["hash"] as? String)
            let pending = await zhip(["tx", "status", hash, "--json"] + on(devnet))
            devnet.ledger.sealBlock()
            let again = await zhip(["tx", "send", out, "--no-wait", "--json"] + on(devnet))

            #expect(first.code == .success)
            #expect(try first.json()["receipt"] == nil)
            #expect(pending.code == ExitCode(3))
            #expect(try pending.json()["status"] as? String == "pending")
            #expect(again.code == .success, "\(again.errors)")
            #expect(try again.json()["hash"] as? String == hash)
            let bob = try await evmService(devnet).balance(of: try EVMAddress(EthAccountAnswers.bobEVM))
            #expect(bob == Wei(wei: 1_500_000_000_000_000_000))
        }
    }

    @Test("a send whose answer is lost exits 3, says to run tx status HASH, and is never sent again")
    func outcomeUnknown() async throws {
        let directory = try TemporaryDirectory()
        let out = directory.file("evm.json")
        // Signed for the devnet preset, chain 222: the same EVM chain as the in-process devnet.
        try await signed(into: out, in: directory, network: ["--network", "devnet"])
        let plan = FaultPlan(rate: 1, mode: .drop, methods: ["eth_sendRawTransaction"])
        try await withDevnet(faults: plan) { devnet async throws in
            let hash = try #require(try json(String(contentsOfFile: out, encoding: .utf8))["hash"] as? String)

            let result = await zhip(["tx", "send", out] + on(devnet))

            #expect(result.code == ExitCode(3))
            #expect(result.errors.contains("the node may have the transaction \(hash), and it was not sent again"))
            #expect(result.errors.contains("'zhip-cli tx status \(hash) --network "))
            #expect(devnet.control.received.summary().received == 1)
        }
    }

    @Test("a file paying a swept account is refused by rule swept-recipient (exit 2), nothing sent")
    func sweptRecipientRefused() async throws {
        try await withSignedFile(blockTime: .zero) { devnet, out async throws in
            devnet.ledger.block([try Address(bytes: try EVMAddress(EthAccountAnswers.bobEVM).bytes)])

            let result = await zhip(["tx", "send", out, "--json"] + on(devnet))

            #expect(result.code == ExitCode(2), "\(result.errors)")
            #expect(result.errors.contains("was swept by Zilliqa 2.0"), "\(result.errors)")
            #expect(result.errors.contains("(rule swept-recipient)"))
            #expect(devnet.control.received.summary().received == 0)
        }
    }

    @Test("no receipt after the whole wait (on the container's clock) exits 3, saying how to look it up")
    func notMinedInTime() async throws {
        let clock = ImmediateClock()
        Container.shared.clock.register { clock }
        try await withSignedFile(blockTime: .seconds(3600)) { devnet, out async throws in
            let hash = try #require(try json(String(contentsOfFile: out, encoding: .utf8))["hash"] as? String)

            let result = await zhip(["tx", "send", out] + on(devnet))

            #expect(result.code == ExitCode(3))
            #expect(result.errors.contains("\nError: the transaction was sent and is not mined yet: look it up with"))
            #expect(result.errors.contains("'zhip-cli tx status \(hash) --network "))
            #expect(clock.sleeps.count == 19)
        }
    }

    @Test("a file whose nonce is ahead of the account's is refused (exit 2), naming both nonces, nothing sent")
    func nonceGapRefused() async throws {
        try await withSignedFile(blockTime: .zero, nonce: 2) { devnet, out async throws in
            let result = await zhip(["tx", "send", out] + on(devnet))

            #expect(result.code == ExitCode(2), "\(result.errors)")
            #expect(result.errors.contains("nonce 2 is ahead of the account's next nonce 0"))
            #expect(result.errors.contains("unmined until nonces 0 to 1 are used"))
            #expect(result.errors.hasSuffix("(rule nonce) (add --allow-nonce-gap)\n"))
            #expect(devnet.acceptedNothing)
        }
    }

    @Test("--allow-nonce-gap sends a file whose nonce is ahead of the account's")
    func nonceGapAllowed() async throws {
        try await withSignedFile(blockTime: .zero, nonce: 1) { devnet, out async throws in
            let result = await zhip(
                ["tx", "send", out, "--allow-nonce-gap", "--no-wait", "--json"] + on(devnet))

            #expect(result.code == .success, "\(result.errors)")
            #expect(devnet.ledger.summary().pendingCount == 1)
        }
    }

    @Test("tx status of a queued transaction says what it waits behind: the next nonce and the missing ones")
    func statusOfQueued() async throws {
        try await withSignedFile(blockTime: .zero, nonce: 2) { devnet, out async throws in
            let sent = await zhip(["tx", "send", out, "--allow-nonce-gap", "--no-wait", "--json"] + on(devnet))
            let hash = try #require(try sent.json()["hash"] as? String)

            let json = await zhip(["tx", "status", hash, "--json"] + on(devnet))
            let human = await zhip(["tx", "status", hash] + on(devnet))

            #expect(json.code == ExitCode(3))
            let queued = try #require(try json.json()["queued"] as? [String: Any])
            #expect(queued["nextNonce"] as? Int == 0)
            #expect(queued["missingNonces"] as? String == "nonces 0 and 1")
            #expect(
                human.output.contains("queued in the node's pool behind nonces 0 and 1, which the account has not used")
            )
            // The advice never leads to paying twice: no resend, no nonce to sign again with.
            #expect(human.output.contains("Do not send this payment again"), "\(human.output)")
            #expect(!human.output.contains("--nonce"), "\(human.output)")
        }
    }

    @Test("a file sent again once mined says so and exits 0 with its receipt, sending nothing")
    func alreadyMined() async throws {
        try await withSignedFile(blockTime: .zero) { devnet, out async throws in
            let first = await zhip(["tx", "send", out, "--json"] + on(devnet))
            try #require(first.code == .success)

            let again = await zhip(["tx", "send", out, "--json"] + on(devnet))
            let human = await zhip(["tx", "send", out] + on(devnet))

            #expect(again.code == .success, "\(again.errors)")
            #expect(try again.json()["alreadyMined"] as? Bool == true)
            #expect((try again.json()["receipt"] as? [String: Any])?["status"] as? String == "success")
            #expect(human.output.contains("sent:      not again: it was mined before, and nothing was sent"))
            #expect(devnet.control.received.summary().received == 1)
        }
    }

    @Test("a file whose nonce another transaction used is refused (exit 2), saying the nonce to sign with")
    func nonceTaken() async throws {
        let directory = try TemporaryDirectory()
        let first = directory.file("first.json")
        let second = directory.file("second.json")
        try await withDevnet { devnet async throws in
            try await signed(into: first, in: directory, network: devnet.networkArguments)
            try await signed(into: second, in: directory, network: devnet.networkArguments, amount: "2")
            try #require(await zhip(["tx", "send", first] + on(devnet)).code == .success)

            let result = await zhip(["tx", "send", second] + on(devnet))

            #expect(result.code == ExitCode(2), "\(result.errors)")
            #expect(result.errors.contains("the nonce 0 was used by a mined transaction of this account"))
            #expect(result.errors.contains("(its next nonce is 1)"))
            #expect(result.errors.hasSuffix("(rule nonce)\n"))
        }
    }

    @Test("a file the balance cannot pay is refused by rule funds (exit 2) before it is sent")
    func fundsRefused() async throws {
        try await withSignedFile(blockTime: .zero, amount: "5000") { devnet, out async throws in
            let result = await zhip(["tx", "send", out] + on(devnet))

            #expect(result.code == ExitCode(2), "\(result.errors)")
            #expect(result.errors.hasPrefix("Error: insufficient funds: the payment needs 5000.099999999999984 ZIL"))
            #expect(result.errors.hasSuffix("(rule funds)\n"))
            #expect(devnet.control.received.summary().received == 0)
        }
    }

    @Test("--wait and --no-wait together are a usage error")
    func waitAndNoWait() async throws {
        let directory = try TemporaryDirectory()
        let out = try directory.write("evm.json", "{}")

        let result = await zhip(["tx", "send", out, "--wait", "--no-wait", "--network", "devnet"])

        #expect(result.code == .usageError)
    }
}
