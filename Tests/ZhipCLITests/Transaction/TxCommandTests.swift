import CommandLineKit
import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZhipDevnetKit
import ZilliqaKit

@Suite("zhip-cli tx sign, send and status", .container)
struct TxCommandTests {
    /// `tx sign` arguments paying `amount` ZIL to bob from alice's keystore `file`.
    private func sign(_ file: String, amount: String = "1.5", nonce: Int = 1, network: [String]) -> [String] {
        [
            "tx", "sign", "--account", "legacy", "--keystore", file, "--to", Wallets.bob.address.bech32, "--amount",
            amount, "--nonce", String(nonce),
        ] + network
    }

    @Test("tx sign asks no node: against a closed port it prints CreateTransaction's params, signed for the chain")
    func signOffline() async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)
        let closed = try closedPortArguments()
        let result = await zhip(sign(file, network: closed), environment: Wallets.environment)
        #expect(result.code == .success)
        #expect(result.errors.isEmpty)
        let transaction = try JSONDecoder().decode(SignedTransaction.self, from: Data(result.output.utf8))
        #expect(transaction.hasValidSignature)
        #expect(transaction.core.version.rawValue == 222 << 16 | 1)
        #expect(transaction.core.nonce == 1)
        #expect(transaction.core.amount == (try Wallets.zil("1.5")))
        #expect(transaction.core.gasPrice == Amount(qa: 2_000_000_016))  // Zilliqa 2.0's minimum, by default
        #expect(transaction.core.gasLimit == 50)
        #expect(transaction.core.recipient == Wallets.bob.address)
        #expect(transaction.core.senderPublicKey == Wallets.alice.publicKey)
        let keys = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]).keys
        #expect(
            keys.sorted()
                == [
                    "amount", "code", "data", "gasLimit", "gasPrice", "nonce", "pubKey", "signature", "toAddr",
                    "version",
                ])
    }

    @Test("tx sign --gas-price and --gas-limit go into the transaction")
    func signGas() async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)
        let result = await zhip(
            sign(file, network: ["--network", "testnet"]) + ["--gas-price", "2500.5", "--gas-limit", "60"],
            environment: Wallets.environment)
        let transaction = try JSONDecoder().decode(SignedTransaction.self, from: Data(result.output.utf8))
        #expect(transaction.core.gasPrice == Amount(qa: 2_500_500_000))
        #expect(transaction.core.gasLimit == 60)
        #expect(transaction.core.version.chainID == 333)
    }

    @Test("--chain-id names a node's network by its EVM chain id as well as its Zilliqa one")
    func signWithEVMChainID() async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)
        let nodeURL = try closedPortArguments().prefix(2)  // --network URL, without its --chain-id 222
        let result = await zhip(
            sign(file, network: Array(nodeURL) + ["--chain-id", "32990"]), environment: Wallets.environment)
        let transaction = try JSONDecoder().decode(SignedTransaction.self, from: Data(result.output.utf8))
        #expect(transaction.core.version.chainID == 222)
    }

    @Test("a named network's EVM chain id agrees with it")
    func signForPresetByEVMChainID() async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)
        let result = await zhip(
            sign(file, network: ["--network", "testnet", "--chain-id", "33101"]), environment: Wallets.environment)
        let transaction = try JSONDecoder().decode(SignedTransaction.self, from: Data(result.output.utf8))
        #expect(transaction.core.version.chainID == 333)
    }

    @Test("tx sign --out writes a 0600 file and prints its path and the id")
    func signToFile() async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)
        let out = directory.file("tx.json")
        let result = await zhip(
            sign(file, network: ["--network", "devnet"]) + ["--out", out, "--json"], environment: Wallets.environment)
        #expect(result.code == .success)
        #expect(try permissions(out) == 0o600)
        let transaction = try JSONDecoder().decode(
            SignedTransaction.self, from: Data(contentsOf: URL(fileURLWithPath: out)))
        #expect(try result.json() as? [String: String] == ["file": out, "id": transaction.id.hex])
    }

    @Test("tx sign --out never replaces a file, and asks no password before refusing")
    func signNoClobber() async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)
        let out = try directory.write("tx.json", "precious")
        let result = await zhip(
            sign(file, network: ["--network", "devnet"]) + ["--out", out], input: [Wallets.password], terminal: true)
        #expect(result.code == .failure)
        #expect(result.errors.hasPrefix("Error: \(out) already exists"))
        #expect(result.echoModes.isEmpty)
        #expect(try String(contentsOfFile: out, encoding: .utf8) == "precious")
    }

    @Test("tx sign needs --network: the chain id is signed into the transaction")
    func signNeedsNetwork() async throws {
        let result = await zhip(sign("alice.json", network: []), environment: Wallets.environment)
        #expect(result.code == .usageError)
        #expect(result.errors.hasPrefix("Error: tx sign needs --network"))
    }

    @Test("tx sign refuses nonce 0, a gas limit below 50 and a bad amount as usage errors")
    func signChecksOptions() async throws {
        let network = ["--network", "devnet"]
        let zeroNonce = await zhip(sign("a.json", nonce: 0, network: network))
        let lowLimit = await zhip(sign("a.json", network: network) + ["--gas-limit", "49"])
        let badAmount = await zhip(sign("a.json", amount: "1,5", network: network))
        #expect(zeroNonce.code == .usageError && zeroNonce.errors.hasPrefix("Error: --nonce: \(NonceValidator.zero)"))
        #expect(lowLimit.code == .usageError && lowLimit.errors.hasPrefix("Error: --gas-limit: Must be at least 50"))
        #expect(badAmount.code == .usageError && badAmount.errors.hasPrefix("Error: --amount (in ZIL): "))
    }

    @Test(
        "tx sign holds the gas price to send's ceiling: refused (exit 2) in ZhipCore's words, signed with --allow-high-fee"
    )
    func signGasPriceCeiling() async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)
        let options = sign(file, network: ["--network", "devnet"]) + ["--gas-price", "20001"]

        let refused = await zhip(options, environment: Wallets.environment)
        let allowed = await zhip(options + ["--allow-high-fee"], environment: Wallets.environment)

        #expect(refused.code == ExitCode(2))
        #expect(refused.output.isEmpty)
        #expect(refused.errors.hasPrefix("Error: the price of 20001 Li a gas is above Zhip's ceiling of 20000 Li"))
        #expect(refused.errors.hasSuffix("(rule fee-ceiling) (add --allow-high-fee)\n"))
        #expect(allowed.code == .success)
        #expect(allowed.output.contains("\"gasPrice\":\"20001000000\""))
    }

    @Test("tx sign with a wrong password fails with one line and prints nothing")
    func signWrongPassword() async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)
        let result = await zhip(
            sign(file, network: ["--network", "devnet"]), environment: ["ZHIP_PASSWORD": "nope nope"])
        #expect(result.code == .failure)
        #expect(result.output.isEmpty)
        #expect(result.errors.hasPrefix("Error: wrong password") && result.errorLineCount == 1)
    }

    @Test("tx sign, then tx send, then tx status: the id, the receipt, and the money moved once")
    func signSendStatus() async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)
        let out = directory.file("tx.json")
        try await withDevnet { devnet async throws in
            let signed = await zhip(
                sign(file, network: devnet.networkArguments) + ["--out", out, "--json"],
                environment: Wallets.environment)
            try #require(signed.code == .success)
            let sent = await zhip(["tx", "send", out, "--json"] + devnet.networkArguments)
            #expect(sent.code == .success)
            #expect(try sent.jsonID() == signed.jsonID())
            let status = await zhip(["tx", "status", try sent.jsonID().hex, "--json"] + devnet.networkArguments)
            #expect(status.code == .success)
            #expect(try status.json()["status"] as? String == "confirmed")
            let receipt = try #require(try status.json()["receipt"] as? [String: Any])
            #expect(receipt["success"] as? Bool == true)
            #expect(receipt["cumulativeGas"] as? Int == 50)
            #expect(receipt["epochNumber"] as? Int == 1)
            #expect(devnet.balance(of: Wallets.bob) == (try Wallets.zil("1.5")))
            // Signed at Zilliqa 2.0's 2000.000016 Li: 50 gas is 0.1000000008 ZIL.
            #expect(devnet.balance(of: Wallets.alice) == (try Wallets.zil("998.3999999992")))
        }
    }

    /// Starts a devnet, signs alice's payment of 1.5 ZIL to bob for it into a file, and runs `body`.
    private func withSignedFile<T>(_ body: (Devnet, String) async throws -> T) async throws -> T {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)
        let out = directory.file("tx.json")
        return try await withDevnet { devnet async throws in
            _ = await zhip(
                sign(file, network: devnet.networkArguments) + ["--out", out], environment: Wallets.environment)
            return try await body(devnet, out)
        }
    }

    @Test("a file confirmed before the era switch, sent again after it, says so and exits 0 with its receipt")
    func confirmedBeforeTheSwitch() async throws {
        try await withSignedFile { devnet, out async throws in
            try #require(await zhip(["tx", "send", out] + devnet.networkArguments).code == .success)
            devnet.ledger.setEras(EraSchedule(.escrowOnly))

            let again = await zhip(["tx", "send", out, "--json"] + devnet.networkArguments)
            let human = await zhip(["tx", "send", out] + devnet.networkArguments)

            #expect(again.code == .success, "\(again.errors)")
            #expect(try again.json()["alreadyMined"] as? Bool == true)
            #expect((try again.json()["receipt"] as? [String: Any])?["success"] as? Bool == true)
            #expect(human.output.contains("not again: it was confirmed before, and nothing was sent"))
            #expect(devnet.ledger.summary().transactionCount == 1)
        }
    }

    @Test("a legacy file the network refuses (escrow-only era) exits 2, nothing transferred")
    func refusedByTheEra() async throws {
        try await withSignedFile { devnet, out async throws in
            devnet.ledger.setEras(EraSchedule(.escrowOnly))

            let result = await zhip(["tx", "send", out] + devnet.networkArguments)

            #expect(result.code == ExitCode(2), "\(result.errors)")
            #expect(devnet.acceptedNothing)
        }
    }

    @Test("sending the same file twice gives the same id and takes the money once")
    func resendIsIdempotent() async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)
        let out = directory.file("tx.json")
        try await withDevnet { devnet async throws in
            _ = await zhip(
                sign(file, network: devnet.networkArguments) + ["--out", out], environment: Wallets.environment)
            let first = await zhip(["tx", "send", out, "--json"] + devnet.networkArguments)
            let second = await zhip(["tx", "send", out, "--json"] + devnet.networkArguments)
            #expect(first.code == .success && second.code == .success)
            #expect(try first.jsonID() == second.jsonID())
            #expect(devnet.ledger.summary().transactionCount == 1)
            #expect(devnet.balance(of: Wallets.bob) == (try Wallets.zil("1.5")))
        }
    }

    @Test("tx send for people prints the id; --wait adds the receipt and shows progress on standard error")
    func sendWaitShowsProgress() async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)
        let out = directory.file("tx.json")
        try await withDevnet(blockTime: .milliseconds(100)) { devnet async throws in
            _ = await zhip(
                sign(file, network: devnet.networkArguments) + ["--out", out], environment: Wallets.environment)
            let result = await zhip(["tx", "send", out, "--wait"] + devnet.networkArguments)
            let id = try JSONDecoder().decode(SignedTransaction.self, from: Data(contentsOf: URL(fileURLWithPath: out)))
                .id
            #expect(result.code == .success)
            #expect(result.output.hasPrefix("id:       \(id.hex)\nstatus:   confirmed\nblock:    1\n"))
            #expect(result.errors.hasPrefix("Waiting for transaction \(id.hex) to be confirmed on "))
            #expect(devnet.balance(of: Wallets.bob) == (try Wallets.zil("1.5")))
        }
    }

    @Test("tx send refuses a file signed for another chain before sending it")
    func sendOtherChain() async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)
        let out = directory.file("tx.json")
        _ = await zhip(
            sign(file, network: ["--network", "mainnet"]) + ["--out", out], environment: Wallets.environment)
        try await withDevnet { devnet async throws in
            let result = await zhip(["tx", "send", out] + devnet.networkArguments)
            #expect(result.code == ExitCode(2))
            #expect(result.errors.contains("the transaction is for EVM chain 32769 (0x8001, Zilliqa chain 1)"))
            #expect(result.errors.contains("nothing was signed; send it on the network it was signed for"))
            #expect(result.errors.contains("(rule chain-id)"))
            #expect(devnet.acceptedNothing)
        }
    }

    @Test("tx send refuses a file changed after signing, before sending it")
    func sendTampered() async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)
        let out = directory.file("tx.json")
        try await withDevnet { devnet async throws in
            _ = await zhip(
                sign(file, network: devnet.networkArguments) + ["--out", out], environment: Wallets.environment)
            let text = try String(contentsOfFile: out, encoding: .utf8)
            try directory.write(
                "tx.json", text.replacingOccurrences(of: "\"1500000000000\"", with: "\"9500000000000\""))
            let result = await zhip(["tx", "send", out] + devnet.networkArguments)
            #expect(result.code == ExitCode(2))
            #expect(result.errors == "Error: \(TransactionsError.signatureInvalid)\n")
            #expect(devnet.acceptedNothing)
        }
    }

    @Test("tx send of a file that is no transaction names the missing field")
    func sendNotATransaction() async throws {
        let directory = try TemporaryDirectory()
        let out = try directory.write("tx.json", "{\"version\": 14548993}")
        let result = await zhip(["tx", "send", out, "--network", "devnet"])
        #expect(result.code == .failure)
        #expect(result.errors.hasPrefix("Error: \(out) is not a signed transaction (the field \"nonce\" is missing)"))
    }

    @Test("tx send of a file with a malformed field names the field and what it must hold, in words")
    func sendMalformedField() async throws {
        let directory = try TemporaryDirectory()
        let badNonce = try directory.write("nonce.json", "{\"version\": 14548993, \"nonce\": -1}")
        let notAnObject = try directory.write("array.json", "[1, 2]")

        let nonce = await zhip(["tx", "send", badNonce, "--network", "devnet"])
        let array = await zhip(["tx", "send", notAnObject, "--network", "devnet"])

        #expect(nonce.code == .failure)
        #expect(
            nonce.errors
                == "Error: \(badNonce) is not a signed transaction (the field \"nonce\" must be a non-negative integer): "
                + "give the file 'zhip-cli tx sign' wrote\n")
        #expect(array.errors.contains("(it is not a JSON object)"))
        #expect(!nonce.errors.contains("Swift") && !array.errors.contains("Dictionary"))
    }

    @Test("a file below the network's gas price is refused by rule fee-floor (exit 2) before it is sent")
    func sendRefused() async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)
        let out = directory.file("tx.json")
        try await withDevnet { devnet async throws in
            _ = await zhip(
                sign(file, network: devnet.networkArguments) + ["--gas-price", "1000", "--out", out],
                environment: Wallets.environment)
            let result = await zhip(["tx", "send", out] + devnet.networkArguments)
            #expect(result.code == ExitCode(2))
            #expect(result.output.isEmpty)
            #expect(result.errors.hasPrefix("Error: the price offered, 1000 Li a gas, is below the network's 2000 Li"))
            #expect(result.errors.hasSuffix("(rule fee-floor)\n"))
            #expect(result.errorLineCount == 1)
            #expect(devnet.acceptedNothing)
        }
    }

    @Test("tx status of a transaction the node does not have says so and exits 3")
    func statusUnknown() async throws {
        try await withDevnet { devnet async throws in
            let id = String(repeating: "ab", count: 32)
            let result = await zhip(["tx", "status", id, "--json"] + devnet.networkArguments)
            #expect(result.code == ExitCode(3))
            #expect(try result.json()["status"] as? String == "pending")
            #expect(try result.json()["receipt"] == nil)
            #expect(result.errors.isEmpty)
        }
    }

    @Test("tx status of a pending transaction says pending; once the block is sealed, confirmed")
    func statusPendingThenConfirmed() async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)
        let out = directory.file("tx.json")
        try await withDevnet(blockTime: .seconds(3600)) { devnet async throws in
            _ = await zhip(
                sign(file, network: devnet.networkArguments) + ["--out", out], environment: Wallets.environment)
            let sent = await zhip(["tx", "send", out, "--json"] + devnet.networkArguments)
            let id = try sent.jsonID().hex
            let pending = await zhip(["tx", "status", id] + devnet.networkArguments)
            devnet.ledger.sealBlock()
            let confirmed = await zhip(["tx", "status", id] + devnet.networkArguments)
            #expect(pending.code == ExitCode(3))
            #expect(pending.output.contains("status: not confirmed: pending, or unknown to "))
            #expect(confirmed.code == .success)
            #expect(confirmed.output == "id:       \(id)\nstatus:   confirmed\nblock:    1\ngas used: 50\n")
        }
    }

    @Test(
        "tx status of text that is no legacy id nor EVM hash is a usage error naming which it was read as",
        arguments: [
            ("abcd", "Error: not a transaction id: a transaction id is 64 hex characters, found 4"),
            ("0xabcd", "Error: not an EVM transaction hash (0x and 64 hex characters)"),
        ])
    func statusBadID(_ id: String, error: String) async {
        let result = await zhip(["tx", "status", id, "--network", "devnet"])
        #expect(result.code == .usageError)
        #expect(result.errors.hasPrefix(error))
    }
}
