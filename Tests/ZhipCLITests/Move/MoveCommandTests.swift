import CommandLineKit
import Foundation
import Testing
import ZhipDevnetKit
import ZilliqaKit

@testable import ZhipCLI

/// `zhip-cli move` end to end on a real zhip-devnet: ZIL from alice's legacy account to her own
/// EVM account where the era allows it, and its refusal, with nothing signed, where it does not.
@Suite("zhip-cli move from the legacy account to the EVM one", .container { $0.preferences.register { .inMemory() } })
struct MoveCommandTests {
    private func move(_ extra: [String], era: LegacyEra, check: (CLIResult, Devnet) throws -> Void) async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)
        try await withDevnet { devnet async throws in
            devnet.ledger.setEras(EraSchedule(era))
            let arguments = ["move", "--keystore", file, "--json"] + extra + devnet.networkArguments
            try check(await zhip(arguments, environment: Wallets.environment), devnet)
        }
    }

    @Test("the legacy era moves the amount: the EVM account gains it to the wei, the legacy one pays it and the fee")
    func theLegacyEraMoves() async throws {
        try await move(["--amount", "12.5", "--yes"], era: .legacy) { result, devnet throws in
            #expect(result.code == .success, "\(result.errors)")
            #expect(devnet.wei(of: Wallets.alice.evmAddress) == Wei(wei: 1012_500_000_000_000_000_000))
            #expect(devnet.balance(of: Wallets.alice) == (try Wallets.zil("987.4")), "12.5 ZIL and the 0.1 ZIL fee")
            let to = try result.json()["to"] as? [String: String]
            #expect(to?["bech32"] == (try Address(bytes: Wallets.alice.evmAddress.bytes)).bech32)
        }
    }

    @Test("the disabled era refuses before signing: exit 2, the plain explanation, nothing moved")
    func theDisabledEraRefuses() async throws {
        try await move(["--amount", "1", "--yes"], era: .disabled) { result, devnet in
            #expect(result.code == ExitCode(2))
            #expect(result.errors.contains("no longer accepts legacy (zil1) transfers"), "\(result.errors)")
            #expect(result.errors.contains("nothing was signed"))
            #expect(devnet.acceptedNothing)
            #expect(devnet.wei(of: Wallets.alice.evmAddress) == Wei(1000, unit: .zil))
        }
    }

    @Test("on a terminal the review names the key's own EVM account, and no sends nothing")
    func theReviewNamesTheOwnEVMAccount() async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)
        try await withDevnet { devnet async throws in
            let arguments = ["move", "--keystore", file, "--amount", "1"] + devnet.networkArguments
            let result = await zhip(arguments, input: ["no"], environment: Wallets.environment, terminal: true)
            #expect(result.code != .success)
            #expect(
                result.errors.contains("this key's own EVM account \(Wallets.alice.evmAddress.checksummed)"),
                "\(result.errors)")
            #expect(devnet.acceptedNothing)
        }
    }

    @Test("the review shows the EVM account as 0x… (EIP-55), never as the bech32 or Zilliqa hex of its bytes")
    func theReviewShowsTheEVMAccountAsEIP55() async throws {
        // Arrange
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)
        let sameBytes = try Address(bytes: Wallets.alice.evmAddress.bytes)
        try await withDevnet { devnet async throws in
            let arguments = ["move", "--keystore", file, "--amount", "1"] + devnet.networkArguments
            // Act
            let result = await zhip(arguments, input: ["no"], environment: Wallets.environment, terminal: true)
            // Assert
            let to = result.errors.split(separator: "\n").map { $0.drop { $0 == " " } }.first { $0.hasPrefix("to:") }
            #expect(to?.contains(Wallets.alice.evmAddress.checksummed) == true, "\(result.errors)")
            #expect(!result.errors.contains(sameBytes.bech32), "\(result.errors)")
            #expect(!result.errors.contains(sameBytes.checksummed))
            #expect(result.errors.contains("Move 1 ZIL to \(Wallets.alice.evmAddress.checksummed)? Type yes to move: "))
        }
    }

    @Test("an amount with a comma is a usage error naming --amount")
    func aCommaIsAUsageError() async throws {
        let result = await zhip(["move", "--amount", "1,5", "--yes", "--network", "devnet"])

        #expect(result.code == .usageError)
        #expect(result.errors.contains("--amount"), "\(result.errors)")
    }
}
