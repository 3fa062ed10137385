import CommandLineKit
import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZhipDevnetKit
import ZilliqaKit

@testable import ZhipCLI

/// `zhip-cli send` against a node that lies (zhip-devnet's lies: a scripted answer instead of the
/// truth): a price raised between the review and the signature, a price a gas of 1 ZIL, a pending
/// count of 2^64 − 2, and a max fee past what wei counts. Each is refused with exit 2 and nothing
/// sent; a refusal records nothing, so the honest node is paid as usual afterwards.
@Suite("zhip-cli send against a hostile node", .container { $0.preferences.register { .inMemory() } })
struct HostileNodeSendTests {
    /// Twice the devnet's gas price (2000 Li: 4761904761904 wei an EVM gas), as `eth_gasPrice` answers it.
    static let doubledPrice: JSONValue = "0x8a96f489860"
    /// 1 ZIL a gas: 10^18 wei, as `eth_gasPrice` answers it.
    static let oneZILAGas: JSONValue = "0xde0b6b3a7640000"
    let directory: TemporaryDirectory
    let keystore: String

    init() throws {
        directory = try TemporaryDirectory()
        keystore = try Wallets.keystore(in: directory)
    }

    var bob: String { Wallets.bob.evmAddress.checksummed }

    /// `send` from alice's keystore with `arguments` on `devnet`.
    func send(_ arguments: [String], on devnet: Devnet, input: [String] = []) async -> CLIResult {
        await zhip(
            ["send", "--keystore", keystore] + arguments + devnet.networkArguments, input: input,
            environment: Wallets.environment, terminal: !input.isEmpty)
    }

    @Test("a gas price doubled between the review and the signature, with --yes: refused, exit 2, nothing sent")
    func priceRaisedAfterTheReviewIsRefusedWithYes() async throws {
        try await withDevnet { devnet async throws in
            // The keystore names no EVM account: the review comes before the key, the signature after.
            devnet.control.lies.add(
                DevnetLies.Lie(method: "eth_gasPrice", result: Self.doubledPrice, honestAnswers: 1))

            let result = await send(
                ["--account", "evm", "--type", "legacy", "--to", bob, "--amount", "1", "--yes"], on: devnet)

            #expect(result.code == ExitCode(2), "\(result.errors)")
            #expect(result.errors.contains("changed once the key was unlocked"), "\(result.errors)")
            #expect(result.errors.contains("fee"), "\(result.errors)")
            #expect(devnet.control.received.summary().received == 0)
        }
    }

    @Test("a gas price doubled between the review and the signature, on a terminal: the review is asked again")
    func priceRaisedAfterTheReviewIsAskedAgain() async throws {
        try await withDevnet { devnet async throws in
            devnet.control.lies.add(
                DevnetLies.Lie(method: "eth_gasPrice", result: Self.doubledPrice, honestAnswers: 1))

            let result = await send(
                ["--account", "evm", "--type", "legacy", "--to", bob, "--amount", "1"], on: devnet,
                input: ["yes", "no"])

            #expect(result.code != .success)
            #expect(result.errors.contains("Changed since the review: fee"), "\(result.errors)")
            #expect(devnet.control.received.summary().received == 0, "the changed payment was not confirmed")
        }
    }

    @Test("eth_gasPrice of 1 ZIL a gas: the EVM account is refused, even with --allow-high-fee, exit 2")
    func hostileEVMPriceIsRefused() async throws {
        try await withDevnet { devnet async throws in
            devnet.control.lies.add(DevnetLies.Lie(method: "eth_gasPrice", result: Self.oneZILAGas))

            let plain = await send(["--account", "evm", "--to", bob, "--amount", "1", "--yes"], on: devnet)
            let allowed = await send(
                ["--account", "evm", "--to", bob, "--amount", "1", "--allow-high-fee", "--yes"], on: devnet)

            for result in [plain, allowed] {
                #expect(result.code == ExitCode(2), "\(result.errors)")
                #expect(result.errors.contains("rule fee-ceiling"), "\(result.errors)")
            }
            #expect(devnet.control.received.summary().received == 0)
        }
    }

    @Test("a legacy minimum gas price of 1 ZIL: the legacy account is refused, exit 2")
    func hostileLegacyPriceIsRefused() async throws {
        try await withDevnet { devnet async throws in
            devnet.control.lies.add(DevnetLies.Lie(method: "GetMinimumGasPrice", result: "1000000000000"))

            let result = await send(
                ["--account", "legacy", "--to", Wallets.bob.address.bech32, "--amount", "1", "--yes"], on: devnet)

            #expect(result.code == ExitCode(2), "\(result.errors)")
            #expect(result.errors.contains("rule fee-ceiling"), "\(result.errors)")
            // The era probe (a throwaway key's transaction) is all the devnet received.
            #expect(devnet.control.received.summary(sender: Wallets.alice.address).received == 0)
        }
    }

    @Test("a pending nonce of 2^64 − 2: refused, nothing recorded; the honest node is then paid at nonce 0")
    func hostilePendingNonceIsRefused() async throws {
        try await withDevnet { devnet async throws in
            devnet.control.lies.add(
                DevnetLies.Lie(method: "eth_getTransactionCount", whenParam: "pending", result: "0xfffffffffffffffe"))

            let refused = await send(["--account", "evm", "--to", bob, "--amount", "1", "--yes"], on: devnet)
            devnet.control.lies.clear()
            let honest = await send(["--account", "evm", "--to", bob, "--amount", "1", "--yes", "--json"], on: devnet)

            #expect(refused.code == ExitCode(2), "\(refused.errors)")
            #expect(refused.errors.contains("rule nonce"), "\(refused.errors)")
            #expect(honest.code == .success, "\(honest.errors)")
            #expect(try honest.json()["nonce"] as? Int == 0)
        }
    }

    @Test("--max-fee 10^38 wei: refused with exit 2, never a trap")
    func hugeMaxFeeIsRefused() async throws {
        try await withDevnet { devnet async throws in
            let huge = "100000000000000000000000000000000000000wei"

            let result = await send(
                ["--account", "evm", "--to", bob, "--amount", "1", "--max-fee", huge, "--yes"], on: devnet)
            let allowed = await send(
                ["--account", "evm", "--to", bob, "--amount", "1", "--max-fee", huge, "--allow-high-fee", "--yes"],
                on: devnet)

            #expect(result.code == ExitCode(2), "\(result.errors)")
            #expect(result.errors.contains("rule fee-ceiling"), "\(result.errors)")
            #expect(allowed.code == ExitCode(2), "\(allowed.errors)")
            #expect(allowed.errors.contains("rule funds"), "\(allowed.errors)")
            #expect(devnet.control.received.summary().received == 0)
        }
    }
}
