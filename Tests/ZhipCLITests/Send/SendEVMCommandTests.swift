import CommandLineKit
import Foundation
import Testing
import ZhipDevnetKit
import ZilliqaKit

@testable import ZhipCLI

/// `zhip-cli send --account evm` end to end on a real zhip-devnet (whose genesis funds both of
/// alice's accounts with 1000 ZIL): amounts exact to the wei, ZQ2's fee, and the refusals that
/// sign nothing.
@Suite("zhip-cli send from the EVM account", .container { $0.preferences.register { .inMemory() } })
struct SendEVMCommandTests {
    /// 21000 gas at the devnet's 2000 Li legacy minimum, floor(2e9 × 10^6 / 420) = 4761904761904 wei a gas.
    static let fee = Wei(wei: 21_000 * 4_761_904_761_904)
    static let thousand = Wei(1000, unit: .zil)

    /// A send from alice's keystore on a fresh devnet in `era` with `extra` arguments, then `check`.
    func send(
        _ extra: [String], era: LegacyEra = .legacy, input: [String] = [],
        environment: [String: String] = Wallets.environment, check: (CLIResult, Devnet) throws -> Void
    ) async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)
        try await withDevnet { devnet async throws in
            devnet.ledger.setEras(EraSchedule(era))
            let arguments = ["send", "--keystore", file, "--json"] + extra + devnet.networkArguments
            let result = await zhip(arguments, input: input, environment: environment, terminal: !input.isEmpty)
            try check(result, devnet)
        }
    }

    var bob: String { Wallets.bob.evmAddress.checksummed }

    @Test("1.5 ZIL from the EVM account: bob's EVM account gets exactly 1.5 ZIL, alice pays exactly 21000 gas")
    func sendsExactlyToTheWei() async throws {
        try await send(["--account", "evm", "--to", bob, "--amount", "1.5", "--yes"]) { result, devnet throws in
            #expect(result.code == .success, "\(result.errors)")
            #expect(devnet.wei(of: Wallets.bob.evmAddress) == Wei(wei: 1_500_000_000_000_000_000))
            #expect(
                devnet.wei(of: Wallets.alice.evmAddress)
                    == Wei(wei: Self.thousand.wei - 1_500_000_000_000_000_000 - Self.fee.wei))
            #expect(devnet.balance(of: Wallets.alice) == (try Wallets.zil("1000")), "the legacy account is untouched")
            let json = try result.json()
            #expect(json["status"] as? String == "confirmed")
            #expect(json["type"] as? Int == 2)
            #expect((json["feeCharged"] as? [String: String])?["wei"] == Self.fee.weiString)
        }
    }

    @Test("where legacy transfers are refused, the EVM account pays without --account")
    func theEVMAccountIsTheDefaultWhereLegacyIsRefused() async throws {
        try await send(["--to", bob, "--amount", "1", "--yes"], era: .disabled) { result, devnet throws in
            #expect(result.code == .success, "\(result.errors)")
            #expect(try result.json()["account"] as? String == "evm")
            #expect(devnet.wei(of: Wallets.bob.evmAddress) == Wei(1, unit: .zil))
        }
    }

    @Test("--type legacy --gas-price 5000gwei signs a type 0 transaction charged 21000 x 5000 gwei")
    func legacyTypeAtAGivenGasPrice() async throws {
        let arguments = [
            "--account", "evm", "--to", bob, "--amount", "1", "--type", "legacy", "--gas-price", "5000gwei",
        ]
        try await send(arguments + ["--yes"]) { result, devnet throws in
            #expect(result.code == .success, "\(result.errors)")
            #expect(try result.json()["type"] as? Int == 0)
            #expect(
                devnet.wei(of: Wallets.alice.evmAddress)
                    == Wei(wei: Self.thousand.wei - 1_000_000_000_000_000_000 - 21_000 * 5_000_000_000_000))
        }
    }

    @Test("a zil1 recipient where legacy transfers are refused: exit 2 naming --allow-legacy-recipient, nothing sent")
    func aZil1RecipientNeedsItsFlag() async throws {
        let arguments = ["--account", "evm", "--to", Wallets.bob.address.bech32, "--amount", "1", "--yes"]
        try await send(arguments, era: .escrowOnly) { result, devnet in
            #expect(result.code == ExitCode(2))
            #expect(result.errors.contains("--allow-legacy-recipient"), "\(result.errors)")
            #expect(devnet.wei(of: Wallets.alice.evmAddress) == Self.thousand)
        }
    }

    @Test("a zil1 recipient with --allow-legacy-recipient gets the amount on its 20 bytes")
    func aConfirmedZil1RecipientIsPaid() async throws {
        let arguments = ["--account", "evm", "--to", Wallets.bob.address.bech32, "--amount", "1", "--yes"]
        try await send(arguments + ["--allow-legacy-recipient"], era: .escrowOnly) { result, devnet in
            #expect(result.code == .success, "\(result.errors)")
            #expect(devnet.balance(of: Wallets.bob) == Amount(1, unit: .zil))
        }
    }

    @Test("a max fee below the node's gas price: exit 2 with both figures, nothing sent")
    func aMaxFeeBelowTheGasPriceIsRefused() async throws {
        try await send(["--account", "evm", "--to", bob, "--amount", "1", "--max-fee", "1gwei", "--yes"]) {
            result, devnet in
            #expect(result.code == ExitCode(2))
            #expect(
                result.errors.contains("the price offered, 1 gwei a gas, is below the network's 4761.904761904 gwei"))
            #expect(result.errors.hasSuffix("(rule fee-floor)\n"), "\(result.errors)")
            #expect(devnet.wei(of: Wallets.alice.evmAddress) == Self.thousand)
        }
    }

    @Test("--gas-limit below 21000 from the EVM account is refused by rule gas-limit (exit 2), nothing sent")
    func anEVMGasLimitBelowATransfersIsRefused() async throws {
        try await send(["--account", "evm", "--to", bob, "--amount", "1", "--gas-limit", "50", "--yes"]) {
            result, devnet in
            #expect(result.code == ExitCode(2))
            #expect(result.errors.hasPrefix("Error: the gas limit 50 is below 21000"), "\(result.errors)")
            #expect(result.errors.hasSuffix("(rule gas-limit)\n"))
            #expect(devnet.wei(of: Wallets.alice.evmAddress) == Self.thousand)
        }
    }

    @Test("--gas-limit is the EVM account's too: without --account an 0x recipient is paid with that limit")
    func theGasLimitDoesNotForceTheLegacyAccount() async throws {
        try await send(["--to", bob, "--amount", "1", "--gas-limit", "30000", "--yes"]) { result, devnet throws in
            #expect(result.code == .success, "\(result.errors)")
            let json = try result.json()
            #expect(json["account"] as? String == "evm")
            #expect(json["gasLimit"] as? Int == 30000)
            #expect(devnet.wei(of: Wallets.bob.evmAddress) == Wei(1, unit: .zil))
        }
    }

    @Test("on a terminal the review shows the EVM payment exactly, and anything but yes sends nothing")
    func theReviewShowsTheEVMPayment() async throws {
        try await send(["--account", "evm", "--to", bob, "--amount", "2"], input: ["no"]) { result, devnet in
            #expect(result.code != .success)
            #expect(
                result.errors.contains("0.099999999999984 ZIL (21000 gas x 4761.904761904 gwei"), "\(result.errors)")
            #expect(result.errors.contains("EIP-1559 (type 2)"))
            #expect(devnet.wei(of: Wallets.alice.evmAddress) == Self.thousand)
        }
    }
}

/// The saved wallet pays from its EVM account, and an old one learns it on the way.
@Suite("zhip-cli send from the saved wallet's EVM account", .container)
struct SendEVMSavedWalletTests {
    @Test("a wallet saved before its EVM account was known: unlocked first, pays, and knows its EVM account after")
    func anOldWalletLearnsItsEVMAccount() async throws {
        let home = try TestHome()
        try home.saveAliceWithoutPublicKey()
        try await withDevnet { devnet async throws in
            let arguments = ["send", "--account", "evm", "--to", Wallets.bob.evmAddress.checksummed, "--amount", "1"]
            let sent = await home.run(
                arguments + ["--yes", "--json"] + devnet.networkArguments, environment: Wallets.environment)
            let shown = await home.run(["wallet", "show", "--json"])

            #expect(sent.code == .success, "\(sent.errors)")
            #expect(devnet.wei(of: Wallets.bob.evmAddress) == Wei(1, unit: .zil))
            let evm = try #require(try shown.json()["evm"] as? [String: Any])
            #expect(evm["address"] as? String == Wallets.alice.evmAddress.checksummed)
        }
    }
}

extension Devnet {
    /// The confirmed balance of an EVM account, in wei; zero when never funded.
    func wei(of address: EVMAddress) -> Wei {
        (try? Address(bytes: address.bytes)).flatMap { ledger.account($0)?.wei } ?? .zero
    }
}
