import CommandLineKit
import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@Suite("zhip-cli tx sign: the account that signs, the chain, the gas limit and the recipient's words", .container)
struct TransactionSignDefaultsTests {
    private let fees = ["--max-fee", "5000gwei", "--priority-fee", "1gwei"]

    /// `tx sign` from alice's keystore `file` paying 1.5 ZIL to `to` with `nonce`, and `extra`.
    private func sign(_ file: String, to: String = EthAccountAnswers.bobEVM, nonce: String = "0", _ extra: [String])
        -> [String]
    {
        ["tx", "sign", "--keystore", file, "--to", to, "--amount", "1.5", "--nonce", nonce] + extra
    }

    @Test("without --account, a payment for mainnet is signed from the EVM account, as send pays there")
    func mainnetDefaultsToEVM() async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)

        let result = await zhip(sign(file, ["--network", "mainnet"] + fees), environment: Wallets.environment)

        #expect(result.code == .success, "\(result.errors)")
        let json = try result.json()
        #expect(json["raw"] != nil)
        #expect(json["chainId"] as? Int == 32769)
    }

    @Test("without --account on a network whose forks are unknown (zhip-devnet), the EVM account leads too")
    func unknownForksLeadWithEVM() async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)

        let result = await zhip(sign(file, ["--network", "devnet"] + fees), environment: Wallets.environment)

        #expect(result.code == .success, "\(result.errors)")
        #expect(try result.json()["chainId"] as? Int == 32990)
    }

    @Test("without --account, the migration escrow as recipient signs from the legacy account")
    func escrowPicksLegacy() async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)

        let result = await zhip(
            sign(
                file, to: Address.migrationEscrow.bech32, nonce: "1", ["--lodge-into-escrow", "--network", "mainnet"]),
            environment: Wallets.environment)

        #expect(result.code == .success, "\(result.errors)")
        #expect(try result.json()["toAddr"] != nil)
    }

    @Test("without --account, a zil1 recipient is refused for the EVM account, saying how to sign legacy")
    func zil1RecipientWithoutAccount() async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)

        let result = await zhip(
            sign(file, to: Wallets.bob.address.bech32, ["--network", "mainnet"] + fees),
            environment: Wallets.environment)

        #expect(result.code == ExitCode(2))
        #expect(result.errors.contains("--account legacy"))
    }

    @Test("--account evm with --chain-id alone (the EVM id or the Zilliqa one) signs offline, no --network")
    func chainIDWithoutNetwork() async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)

        let byEVM = await zhip(
            sign(file, ["--account", "evm", "--chain-id", "32769"] + fees), environment: Wallets.environment)
        let byZilliqa = await zhip(
            sign(file, ["--account", "evm", "--chain-id", "333"] + fees), environment: Wallets.environment)

        #expect(byEVM.code == .success, "\(byEVM.errors)")
        #expect(try byEVM.json()["chainId"] as? Int == 32769)
        #expect(byZilliqa.code == .success, "\(byZilliqa.errors)")
        #expect(try byZilliqa.json()["chainId"] as? Int == 33101)
    }

    @Test("--gas-limit goes into an EVM transaction; 21000 without it")
    func evmGasLimit() async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)

        let given = await zhip(
            sign(file, ["--account", "evm", "--network", "mainnet", "--gas-limit", "30000"] + fees),
            environment: Wallets.environment)
        let standard = await zhip(
            sign(file, ["--account", "evm", "--network", "mainnet"] + fees), environment: Wallets.environment)

        #expect(given.code == .success, "\(given.errors)")
        #expect(try given.json()["gas"] as? Int == 30000)
        #expect(try standard.json()["gas"] as? Int == 21000)
        let raw = try #require(try given.json()["raw"] as? String)
        let signed = try SignedEVMTransaction(raw: try EVMHex.data(raw, maximumBytes: 1024))
        #expect(signed.transaction.gasLimit == 30000)
    }

    @Test("an EVM gas limit below 21000 is refused unsigned (exit 2), saying the least")
    func evmGasLimitTooLow() async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)
        let out = directory.file("tx.json")

        let result = await zhip(
            sign(file, ["--account", "evm", "--network", "mainnet", "--gas-limit", "20999", "--out", out] + fees),
            environment: Wallets.environment)

        #expect(result.code == ExitCode(2))
        #expect(result.errors.contains("the gas limit 20999 is below 21000"))
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test("an EIP-55 --to for the legacy account names the real cause, not \"Invalid checksum\"")
    func eip55ForLegacy() async throws {
        let result = await zhip(sign("a.json", nonce: "1", ["--account", "legacy", "--network", "mainnet"]))

        #expect(result.code == .usageError)
        #expect(!result.errors.contains("Invalid checksum"))
        #expect(result.errors.contains("This is an EVM address (EIP-55 case)"))
    }

    @Test("--help gives the nonce advice per account: legacy plus one, EVM the pending transaction count")
    func nonceAdvicePerAccount() async {
        let result = await zhip(["tx", "sign", "--help"])
        let help = result.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")

        #expect(help.contains("for the legacy account, its nonce (see 'zhip-cli balance') plus one"))
        #expect(help.contains("the EVM account, its transaction count as eth_getTransactionCount \"pending\""))
        #expect(!help.contains("20,000"))
    }
}
