import CommandLineKit
import Foundation
import Testing
import ZhipDevnetKit
import ZilliqaKit

@testable import ZhipCLI

/// The EVM account's fee ceiling is the legacy one's (20000 Li a legacy gas: 47619.047619048 gwei
/// an EVM gas): a price the person gives above it needs `--allow-high-fee`; a node asking more
/// than it is refused whatever the flags.
extension SendEVMCommandTests {
    @Test("--max-fee above 47619.047619048 gwei is refused by rule fee-ceiling naming --allow-high-fee, nothing sent")
    func aMaxFeeAboveTheCeilingNeedsItsFlag() async throws {
        let arguments = ["--account", "evm", "--to", bob, "--amount", "1", "--max-fee", "47619.047619049gwei", "--yes"]
        try await send(arguments) { result, devnet in
            #expect(result.code == ExitCode(2))
            #expect(
                result.errors.contains(
                    "the price of 47619.047619049 gwei a gas is above Zhip's ceiling of 47619.047619048 gwei"),
                "\(result.errors)")
            #expect(result.errors.hasSuffix("(rule fee-ceiling) (add --allow-high-fee)\n"))
            #expect(devnet.wei(of: Wallets.alice.evmAddress) == Self.thousand)
        }
    }

    @Test("--max-fee above the ceiling with --allow-high-fee is paid, charged the network's price")
    func aMaxFeeAboveTheCeilingIsPaidWithItsFlag() async throws {
        let arguments = [
            "--account", "evm", "--to", bob, "--amount", "1", "--max-fee", "50000gwei", "--allow-high-fee", "--yes",
        ]
        try await send(arguments) { result, devnet throws in
            #expect(result.code == .success, "\(result.errors)")
            #expect((try result.json()["feeCharged"] as? [String: String])?["wei"] == Self.fee.weiString)
            #expect(devnet.wei(of: Wallets.bob.evmAddress) == Wei(1, unit: .zil))
        }
    }

    @Test("a node whose own gas price is above the ceiling is refused even with --allow-high-fee: exit 2")
    func aNodePriceAboveTheCeilingIsRefused() async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)
        try await withDevnet { devnet async throws in
            devnet.control.setMinimumGasPrice(Amount(qa: 1_000_000_000_000_000_000))
            let arguments = [
                "send", "--account", "evm", "--keystore", file, "--to", bob, "--amount", "1", "--allow-high-fee",
                "--yes",
            ]

            let result = await zhip(arguments + devnet.networkArguments, environment: Wallets.environment)

            #expect(result.code == ExitCode(2))
            #expect(result.errors.contains("the node is wrong or hostile"), "\(result.errors)")
            #expect(result.errors.hasSuffix("(rule fee-ceiling)\n"))
            #expect(devnet.wei(of: Wallets.alice.evmAddress) == Self.thousand)
        }
    }
}
