import CommandLineKit
import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// Raw transactions signed by eth-account 0.14.0 (`Account.sign_transaction`, /tmp/evmvenv) with
/// alice's key (KnownKey.privateKey) for the same fields, paying bob's EVM account
/// 0x19E7E376E7C213B7E7e7e46cc70A5dD086DAff2A (the key 0x1111…11).
enum EthAccountAnswers {
    /// type 2, chainId 32769, nonce 0, maxFee 5000 gwei, priority 1 gwei, gas 21000, value 1.5 ZIL.
    static let mainnetType2 =
        "0x02f87682800180843b9aca0086048c273950008252089419e7e376e7c213b7e7e7e46cc70a5dd086daff2a8814d1120d7b16"
        + "000080c001a05d1d1a46f025e51fca04fa2a14f6556d5156d3f309dd46e1a927b6b6f5086124a03f2eae41805fab6e7ef256b1"
        + "32e839dd47e070181965a3c2783c604e64a8e4c4"
    /// legacy EIP-155, chainId 32990 (zhip-devnet's), nonce 7, gasPrice 4761904800000, value 2.000000000000000001 ZIL.
    static let devnetLegacy =
        "0xf87007860454b7a4e1008252089419e7e376e7c213b7e7e7e46cc70a5dd086daff2a881bc16d674ec8000180830101e0a0226b"
        + "d7c61ff0ec045b407563cbdcc244d5bbb574ea4dcb885a602d3659ffced4a02ccd12d3ddb35cfa0f900b8f642a14620d0d68f6"
        + "b5c1023c4daec1250dbb68d6"
    static let bobEVM = "0x19E7E376E7C213B7E7e7e46cc70A5dD086DAff2A"
    static let aliceEVM = "0x3C0820b2333d0C9FA1145D66414C908909b43041"
}

@Suite("zhip-cli tx sign --account evm", .container)
struct TransactionSignEVMTests {
    /// `tx sign --account evm` arguments paying `amount` ZIL to bob's EVM account from `file`.
    private func sign(
        _ file: String, to: String = EthAccountAnswers.bobEVM, amount: String = "1.5", nonce: String = "0",
        fees: [String] = ["--max-fee", "5000gwei", "--priority-fee", "1gwei"],
        network: [String] = ["--network", "mainnet"]
    ) -> [String] {
        ["tx", "sign", "--account", "evm", "--keystore", file, "--to", to, "--amount", amount, "--nonce", nonce]
            + fees + network
    }

    @Test("type 2 for mainnet, from an Ethereum keystore: eth-account's raw bytes, and the fields in wei")
    func type2KnownAnswer() async throws {
        let directory = try TemporaryDirectory()
        let keystore = try Keystore.encrypt(
            Wallets.alice.privateKey, password: SecretText(Wallets.password), kdf: .pbkdf2(iterations: 1000),
            dialect: .ethereum)
        let file = try directory.write("eth.json", String(decoding: keystore.jsonData(), as: UTF8.self))

        let result = await zhip(sign(file), environment: Wallets.environment)

        #expect(result.code == .success)
        let json = try result.json()
        #expect(json["raw"] as? String == EthAccountAnswers.mainnetType2)
        #expect(json["from"] as? String == EthAccountAnswers.aliceEVM)
        #expect(json["to"] as? String == EthAccountAnswers.bobEVM)
        #expect(json["value"] as? String == "1500000000000000000")
        #expect(json["maxFeePerGas"] as? String == "5000000000000")
        #expect(json["maxPriorityFeePerGas"] as? String == "1000000000")
        #expect(json["chainId"] as? Int == 32769 && json["type"] as? Int == 2 && json["nonce"] as? Int == 0)
        #expect(json["hash"] as? String == "0x66c166dfa036ff6b47d44cfe5e8babf6a45489bc8110e039b4c8cdb65b35a761")
        #expect(
            json.keys.sorted() == [
                "chainId", "from", "gas", "hash", "maxFeePerGas", "maxPriorityFeePerGas", "nonce", "raw", "to", "type",
                "value",
            ])
    }

    @Test("legacy type asks no node: against a closed port, eth-account's bytes for the node's EVM chain id")
    func legacyTypeOffline() async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)
        let closed = try closedPortArguments()

        let result = await zhip(
            sign(
                file, amount: "2.000000000000000001", nonce: "7",
                fees: ["--type", "legacy", "--gas-price", "4761904800000"], network: closed),
            environment: Wallets.environment)

        #expect(result.code == .success)
        #expect(result.errors.isEmpty)
        #expect(try result.json()["raw"] as? String == EthAccountAnswers.devnetLegacy)
        #expect(try result.json()["gasPrice"] as? String == "4761904800000")
        #expect(try result.json()["chainId"] as? Int == 32990)
    }

    @Test("--out writes a 0600 file and prints its path and hash; an existing file is never replaced")
    func signToFile() async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)
        let out = directory.file("evm.json")

        let first = await zhip(sign(file) + ["--out", out, "--json"], environment: Wallets.environment)
        let second = await zhip(sign(file, amount: "2") + ["--out", out], environment: Wallets.environment)

        #expect(first.code == .success)
        #expect(try first.json()["file"] as? String == out)
        #expect(
            try first.json()["hash"] as? String == "0x66c166dfa036ff6b47d44cfe5e8babf6a45489bc8110e039b4c8cdb65b35a761")
        let mode = try FileManager.default.attributesOfItem(atPath: out)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(second.code != .success)
        #expect(try json(String(contentsOfFile: out, encoding: .utf8))["value"] as? String == "1500000000000000000")
    }

    @Test("a mixed-case recipient that is not EIP-55 is refused as a usage error, saying the checksum does not match")
    func wrongChecksum() async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)

        let result = await zhip(
            sign(file, to: "0x19e7E376E7C213B7E7e7e46cc70A5dD086DAff2A"), environment: Wallets.environment)

        #expect(result.code == .usageError)
        #expect(result.errors.hasPrefix("Error: --to: checksum does not match"))
        #expect(result.output.isEmpty)
    }

    @Test("a zil1 recipient is refused (exit 2) naming --allow-legacy-recipient, before any password is asked")
    func legacyRecipientRefused() async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)

        let result = await zhip(sign(file, to: Wallets.bob.address.bech32), environment: [:])

        #expect(result.code == ExitCode(2))
        #expect(result.errors.contains("goes to a zil1 (legacy) account"))
        #expect(result.errors.contains("(add --allow-legacy-recipient)"))
    }

    @Test("with --allow-legacy-recipient a zil1 recipient is signed as its 20 bytes")
    func legacyRecipientAllowed() async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)

        let result = await zhip(
            sign(file, to: Wallets.bob.address.bech32) + ["--allow-legacy-recipient"], environment: Wallets.environment)

        #expect(result.code == .success)
        // sha256(bob's compressed public key)[12...], by Python's hashlib.
        #expect((try result.json()["to"] as? String)?.lowercased() == "0x3171a54da33778c13118108f918e78cd2a8e3c15")
    }

    @Test("the zero address is refused (exit 2) naming --allow-unusual-recipient, before any password is asked")
    func zeroAddressRefused() async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)

        let result = await zhip(sign(file, to: "0x0000000000000000000000000000000000000000"), environment: [:])

        #expect(result.code == ExitCode(2))
        #expect(result.errors.contains(PaymentRisk.zeroAddress.consequence()))
        #expect(result.errors.contains("(add --allow-unusual-recipient)"))
    }

    @Test("a payment to the key's own EVM account is refused once unlocked (exit 2), and signed with the flag")
    func selfSendNeedsItsConsent() async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)

        let refused = await zhip(sign(file, to: EthAccountAnswers.aliceEVM), environment: Wallets.environment)
        let allowed = await zhip(
            sign(file, to: EthAccountAnswers.aliceEVM) + ["--allow-unusual-recipient"], environment: Wallets.environment
        )

        #expect(refused.code == ExitCode(2))
        #expect(refused.errors.contains(PaymentRisk.sender.consequence()))
        #expect(refused.output.isEmpty)
        #expect(allowed.code == .success)
        #expect((try allowed.json()["to"] as? String) == EthAccountAnswers.aliceEVM)
    }

    @Test("a priority fee above the max fee is refused by rule priority-fee, exit 2, with both figures in wei")
    func priorityAboveMax() async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)

        let result = await zhip(
            sign(file, fees: ["--max-fee", "5000gwei", "--priority-fee", "5000000000001"]),
            environment: Wallets.environment)

        #expect(result.code == ExitCode(2))
        #expect(
            result.errors.hasPrefix(
                "Error: the priority fee (5000000000001 wei) is above the max fee (5000000000000 wei)"))
        #expect(result.errors.hasSuffix("(rule priority-fee)\n"))
    }

    @Test("fees cannot be left to a node: a missing --max-fee, a zero fee, a decimal wei figure are usage errors")
    func feesChecked() async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)

        let missing = await zhip(sign(file, fees: ["--priority-fee", "1"]), environment: Wallets.environment)
        let zero = await zhip(
            sign(file, fees: ["--max-fee", "0", "--priority-fee", "0"]), environment: Wallets.environment)
        let decimal = await zhip(
            sign(file, fees: ["--max-fee", "1.5", "--priority-fee", "1"]), environment: Wallets.environment)

        #expect(
            missing.code == .usageError
                && missing.errors.hasPrefix("Error: --max-fee: signing without a node needs the max fee given"))
        #expect(zero.code == .usageError && zero.errors.hasPrefix("Error: --max-fee (in wei): Must be at least 1 wei"))
        #expect(decimal.code == .usageError && decimal.errors.hasPrefix("Error: --max-fee (in wei): "))
    }

    @Test("an amount of 19 decimals is a usage error naming --amount")
    func amountExact() async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)

        let result = await zhip(sign(file, amount: "0.0000000000000000001"), environment: Wallets.environment)

        #expect(result.code == .usageError)
        #expect(result.errors.hasPrefix("Error: --amount (in ZIL): "))
    }

    @Test(
        "each option of the other account is refused as a usage error naming the account it goes with",
        arguments: [
            ("evm", ["--lodge-into-escrow"], "--lodge-into-escrow goes with --account legacy"),
            ("legacy", ["--max-fee", "1"], "--max-fee goes with --account evm"),
            ("legacy", ["--priority-fee", "1"], "--priority-fee goes with --account evm"),
            ("legacy", ["--type", "legacy"], "--type goes with --account evm"),
            ("legacy", ["--allow-legacy-recipient"], "--allow-legacy-recipient goes with --account evm"),
        ])
    func optionsOfTheOtherAccount(account: String, option: [String], refusal: String) async throws {
        // Arrange
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)
        let arguments =
            account == "evm"
            ? sign(file)
            : [
                "tx", "sign", "--account", "legacy", "--keystore", file, "--to", Wallets.bob.address.bech32,
                "--amount", "1", "--nonce", "1", "--network", "mainnet",
            ]
        // Act
        let result = await zhip(arguments + option, environment: Wallets.environment)
        // Assert
        #expect(result.code == .usageError)
        #expect(result.errors.hasPrefix("Error: " + refusal))
    }

    @Test("a max fee above the EVM account's ceiling is refused by rule fee-ceiling, and signed with --allow-high-fee")
    func highFeeNeedsItsFlag() async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)
        let fees = ["--max-fee", "47619.047619049gwei", "--priority-fee", "1gwei"]

        let refused = await zhip(sign(file, fees: fees), environment: Wallets.environment)
        let allowed = await zhip(sign(file, fees: fees + ["--allow-high-fee"]), environment: Wallets.environment)

        #expect(refused.code == ExitCode(2))
        #expect(refused.errors.contains("above Zhip's ceiling of 47619.047619048 gwei"), "\(refused.errors)")
        #expect(refused.errors.contains("(rule fee-ceiling) (add --allow-high-fee)"))
        #expect(allowed.code == .success, "\(allowed.errors)")
        #expect(try allowed.json()["maxFeePerGas"] as? String == "47619047619049")
    }

    @Test("tx sign --help says fees are wei or take the gwei suffix")
    func helpSaysGwei() async {
        let result = await zhip(["tx", "sign", "--help"])

        #expect(result.code == .success)
        #expect(result.output.contains("--max-fee"))
        #expect(result.output.contains("5000gwei"))
        #expect(result.output.contains("--allow-legacy-recipient"))
    }
}
