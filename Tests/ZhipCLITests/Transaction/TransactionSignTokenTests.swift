import CommandLineKit
import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@testable import ZhipCLI

@Suite("zhip-cli tx sign --token", .container)
struct TransactionSignTokenTests {
    let token = "0x" + String(repeating: "11", count: 20)

    /// `tx sign --token` arguments paying bob's EVM account 12.5 of the token (6 decimals) from `file`.
    private func sign(_ file: String, extra: [String] = ["--decimals", "6", "--gas-limit", "60000"]) -> [String] {
        [
            "tx", "sign", "--keystore", file, "--token", token, "--to", EthAccountAnswers.bobEVM, "--amount", "12.5",
            "--nonce", "0", "--max-fee", "5000gwei", "--priority-fee", "1gwei", "--network", "mainnet",
        ] + extra
    }

    @Test(
        "a token transfer signs eth-account's raw bytes, with the token, its recipient, amount and decimals in the file"
    )
    func aTokenTransferKnownAnswer() async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)

        let result = await zhip(sign(file), environment: Wallets.environment)

        #expect(result.code == .success, "\(result.errors)")
        let json = try result.json()
        #expect(json["raw"] as? String == TokenSignVectors.raw)
        #expect(json["hash"] as? String == TokenSignVectors.hash)
        #expect(json["value"] as? String == "0")
        #expect(json["gas"] as? Int == 60000)
        #expect(json["decimals"] as? Int == 6)
        #expect(json["tokenTo"] as? String == EthAccountAnswers.bobEVM)
        #expect(json["tokenAmount"] as? String == "12500000")
    }

    @Test("without --decimals a token transfer is a usage error before the password, exit 64")
    func decimalsMustBeGiven() async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)

        let result = await zhip(sign(file, extra: ["--gas-limit", "60000"]))

        #expect(result.code == ExitCode(64))
        #expect(result.errors.contains("--decimals"), "\(result.errors)")
    }

    @Test("without --gas-limit a token transfer is a usage error before the password, exit 64")
    func theGasLimitMustBeGiven() async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)

        let result = await zhip(sign(file, extra: ["--decimals", "6"]))

        #expect(result.code == ExitCode(64))
        #expect(result.errors.contains("--gas-limit"), "\(result.errors)")
    }

    @Test("a gas limit below the transfer's intrinsic gas is refused before the password, exit 2")
    func aGasLimitBelowTheIntrinsicGasIsRefused() async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)
        let below = String(TokenSignVectors.intrinsicGas - 1)

        let result = await zhip(sign(file, extra: ["--decimals", "6", "--gas-limit", below]))

        #expect(result.code == ExitCode(2))
        #expect(result.errors.contains("below \(TokenSignVectors.intrinsicGas)"), "\(result.errors)")
    }

    @Test("a signed token file reads back as the same transaction, its token fields agreeing with its raw bytes")
    func theFileIsReadBack() async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)
        let signed = await zhip(sign(file), environment: Wallets.environment)
        let path = try directory.write("token-tx.json", signed.output)

        let (read, _) = try TransactionFile.read(path)

        guard case .evm(let transaction) = read else {
            Issue.record("expected an EVM file, got \(read)")
            return
        }
        #expect(EVMHex.data(transaction.raw) == TokenSignVectors.raw)
    }

    @Test("a token file whose tokenAmount was changed after signing is refused")
    func aChangedTokenAmountIsRefused() async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)
        let signed = await zhip(sign(file), environment: Wallets.environment)
        let changed = signed.output.replacingOccurrences(of: "\"12500000\"", with: "\"1250000000\"")
        let path = try directory.write("token-tx.json", changed)

        #expect(throws: TransactionFileError.self) { try TransactionFile.read(path) }
    }
}
