import CommandLineKit
import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZhipDevnetKit
import ZilliqaKit

@testable import ZhipCLI

/// Every command that moves value meets the one rule list: with a rule that refuses all added to
/// the standard ones, each is refused with exit 2 naming that rule, nothing is signed, and the devnet
/// receives no transaction.
@Suite(
    "Every path that moves value meets the rule list",
    .container {
        $0.preferences.register { .inMemory() }
        $0.paymentRules.register { RefuseAll.rules }
    })
struct EveryPathRefusalTests {
    let directory: TemporaryDirectory
    let keystore: String

    init() throws {
        directory = try TemporaryDirectory()
        keystore = try Wallets.keystore(in: directory)
    }

    /// `arguments` with alice's keystore, `--yes`, the devnet's network and her password.
    func run(_ arguments: [String], on devnet: Devnet) async -> CLIResult {
        await zhip(
            arguments + ["--keystore", keystore, "--yes"] + devnet.networkArguments, environment: Wallets.environment)
    }

    /// The transactions `devnet` received from alice's two accounts (a legacy era probe, signed by
    /// a throwaway key of its own, is not hers).
    func fromAlice(_ devnet: Devnet) -> Int {
        let log = devnet.control.received
        return log.summary(sender: Wallets.alice.address).received
            + log.summary(sender: Address(Wallets.alice.evmAddress)).received
    }

    /// Checks `result` was refused by the rule that refuses all, and `devnet` received nothing from
    /// alice past the `received` it had.
    func expectRefusedByTheList(_ result: CLIResult, _ devnet: Devnet, received: Int = 0) {
        #expect(result.code == ExitCode(2), "\(result.errors)")
        #expect(result.errors.contains("rule refuse-all"), "\(result.errors)")
        #expect(result.errors.contains("nothing was signed"), "\(result.errors)")
        #expect(fromAlice(devnet) == received, "the devnet received nothing from her")
    }

    @Test("send from the EVM account")
    func sendEVM() async throws {
        try await withDevnet { devnet async throws in
            let bob = Wallets.bob.evmAddress.checksummed
            expectRefusedByTheList(
                await run(["send", "--account", "evm", "--to", bob, "--amount", "1"], on: devnet), devnet)
        }
    }

    @Test("send from the legacy account")
    func sendLegacy() async throws {
        try await withDevnet { devnet async throws in
            let bob = Wallets.bob.address.bech32
            expectRefusedByTheList(
                await run(["send", "--account", "legacy", "--to", bob, "--amount", "1"], on: devnet), devnet)
        }
    }

    @Test("move from the legacy account to the EVM one")
    func move() async throws {
        try await withDevnet { devnet async throws in
            expectRefusedByTheList(await run(["move", "--amount", "1"], on: devnet), devnet)
        }
    }

    @Test("send --token, token approve, token revoke")
    func tokens() async throws {
        try await withDevnet { devnet async throws in
            let contract = try devnet.deployToken(symbol: "TUSD")
            let added = await zhip(["token", "add", contract.checksummed] + devnet.networkArguments)
            try #require(added.code == .success, "\(added.errors)")
            let bob = Wallets.bob.evmAddress.checksummed
            expectRefusedByTheList(
                await run(["send", "--token", "TUSD", "--to", bob, "--amount", "1"], on: devnet), devnet)
            expectRefusedByTheList(await run(["token", "approve", "TUSD", bob, "--amount", "5"], on: devnet), devnet)
            expectRefusedByTheList(await run(["token", "revoke", "TUSD", bob], on: devnet), devnet)
        }
    }

    @Test("stake delegate, and unstake, claim and withdraw-rewards of a position staked before")
    func staking() async throws {
        try await withDevnet { devnet async throws in
            _ = try devnet.ledger.fund(Address(Wallets.alice.evmAddress), wei: Wei(5_000, unit: .zil))
            let pool = "0x" + (try devnet.control.deployPool(try PoolDeployment(kind: .nonLiquid))).address.hex
            Container.shared.paymentRules.register { PaymentRules.standard }
            try #require(await run(["stake", "delegate", pool, "--amount", "1000"], on: devnet).code == .success)
            try #require(await run(["stake", "unstake", pool, "--amount", "100"], on: devnet).code == .success)
            _ = try devnet.ledger.addPoolRewards(Wei(10, unit: .zil), to: try Address("0x" + pool.dropFirst(2)))
            try devnet.control.mineBlocks(5)
            Container.shared.paymentRules.register { RefuseAll.rules }
            let received = fromAlice(devnet)
            for arguments in [
                ["stake", "delegate", pool, "--amount", "1000"], ["stake", "unstake", pool, "--amount", "100"],
                ["stake", "claim", pool], ["stake", "withdraw-rewards", pool],
            ] {
                expectRefusedByTheList(await run(arguments, on: devnet), devnet, received: received)
            }
        }
    }

    @Test("escrow claim")
    func escrowClaim() async throws {
        try await withDevnet { devnet async throws in
            devnet.ledger.setEras(EraSchedule(.escrowOnly))
            let lodging = Payment(
                to: .migrationEscrow, amount: try Wallets.zil("5"), gasPrice: Wallets.minimumGasPrice, nonce: 1)
            _ = try devnet.ledger.submit(SignedTransaction.sign(lodging, with: Wallets.alice, chainID: Wallets.chainID))
            _ = devnet.control.confirmNow()
            let bytes = EscrowClaimCalldata.encode(
                proof: [11, 22, 33, 44, 55, 66, 77, 88], oldAddress: Wallets.alice.address,
                newAddress: Wallets.alice.evmAddress,
                chainID: UInt256(Network.evmChainID(forZilliqaChainID: Wallets.chainID)))
            #expect(devnet.control.registerEscrowClaim(bytes))
            let file = try directory.write("claim.txt", "0x" + Hex.encode(bytes) + "\n")
            let received = fromAlice(devnet)
            expectRefusedByTheList(
                await run(["escrow", "claim", "--calldata-file", file], on: devnet), devnet, received: received)
        }
    }

    @Test("tx sign, offline, for either account: exit 2 before the password, no file written")
    func transactionSign() async throws {
        let out = directory.file("tx.json")
        let evm = await zhip(
            [
                "tx", "sign", "--keystore", keystore, "--account", "evm", "--to", Wallets.bob.evmAddress.checksummed,
                "--amount", "1", "--nonce", "0", "--chain-id", "32769", "--max-fee", "5000gwei", "--priority-fee", "0",
                "--out", out,
            ], environment: Wallets.environment)
        let legacy = await zhip(
            [
                "tx", "sign", "--keystore", keystore, "--account", "legacy", "--to", Wallets.bob.address.bech32,
                "--amount", "1", "--nonce", "1", "--network", "testnet", "--out", out,
            ], environment: Wallets.environment)
        for result in [evm, legacy] {
            #expect(result.code == ExitCode(2), "\(result.errors)")
            #expect(result.errors.contains("rule refuse-all"), "\(result.errors)")
        }
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test("tx send of a file signed before: refused, the file never sent")
    func transactionSend() async throws {
        try await withDevnet { devnet async throws in
            let out = directory.file("tx.json")
            Container.shared.paymentRules.register { PaymentRules.standard }
            let signed = await zhip(
                [
                    "tx", "sign", "--keystore", keystore, "--account", "evm", "--to",
                    Wallets.bob.evmAddress.checksummed,
                    "--amount", "1", "--nonce", "0", "--chain-id", String(Wallets.chainID), "--max-fee", "5000gwei",
                    "--priority-fee", "0", "--out", out,
                ], environment: Wallets.environment)
            try #require(signed.code == .success, "\(signed.errors)")
            Container.shared.paymentRules.register { RefuseAll.rules }
            expectRefusedByTheList(await zhip(["tx", "send", out] + devnet.networkArguments), devnet)
        }
    }
}
